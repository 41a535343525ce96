import type { DuckDBConnection } from '@duckdb/node-api';
import { BASE_CURRENCY } from '../warehouse/schema';
import { lit } from '../datagen/sql';
import { CONTRACT, suppliedColumns, type ContractTable } from './contract';
import { newName, typedName } from './checkColumns';
import type { LoadProblemWhy } from '../../src/engine/loads/loadProblems';
import { LISTED_PROBLEMS, problemAt, type Found, type Problem } from './problems';

/**
 * The checks across rows and tables, of a load's rows (`new_<table>`, checkColumns.ts) against the
 * tables as they will be once written (`typed_<table>`, merge.ts): keys unique, references found, a
 * fact's member on the fact's site, an exchange rate for every currency and day, and every fact's
 * day within the rates' days.
 */
interface Check {
  /** A SELECT of the offending rows: `__file`, `__row`, `value`, and the columns `why` reads. */
  sql: string;
  column?: string;
  /** The problem of an offending row, as a code with its values. */
  why: (row: Record<string, unknown>) => LoadProblemWhy;
}

function keyChecks(t: ContractTable): Check[] {
  if (!t.key.length) return [];
  const key = t.key.join(', ');
  const value = t.key.length === 1 ? `CAST(${t.key[0]} AS VARCHAR)` : `concat_ws(', ', ${t.key.map((k) => `CAST(${k} AS VARCHAR)`).join(', ')})`;
  // the keys the load's rows have, among the table as it will be: the warehouse's row of a key first
  return [{
    column: t.key.join(', '),
    why: (r) => (r.first_row === null ? { code: 'keyInWarehouse' } : { code: 'keyRepeated', file: String(r.first_file), row: Number(r.first_row) }),
    sql: `SELECT __file, __row, ${value} AS value, CAST(first_file AS VARCHAR) AS first_file, first_row FROM (
      SELECT *, first_value(__file) OVER k AS first_file, first_value(__row) OVER k AS first_row, row_number() OVER k AS n
      FROM ${typedName(t.name)} x SEMI JOIN ${newName(t.name)} y ON ${t.key.map((k) => `y.${k} = x.${k}`).join(' AND ')}
      WINDOW k AS (PARTITION BY ${key} ORDER BY __row IS NOT NULL, __file, __row)) WHERE n > 1`,
  }];
}

function referenceChecks(t: ContractTable): Check[] {
  return suppliedColumns(t).filter((c) => c.references).map((c) => ({
    column: c.name,
    why: () => ({ code: 'notReference', column: c.references!.column, table: c.references!.table }),
    sql: `SELECT f.__file, f.__row, CAST(f.${c.name} AS VARCHAR) AS value
      FROM ${newName(t.name)} f ANTI JOIN ${typedName(c.references!.table)} d ON d.${c.references!.column} = f.${c.name} WHERE f.${c.name} IS NOT NULL`,
  }));
}

/** A fact, map or dimension naming both a member and a site: the member is the site's. */
function memberSiteChecks(t: ContractTable): Check[] {
  const names = new Set(t.columns.map((c) => c.name));
  if (t.name === 'dim_member' || !names.has('member_id') || !names.has('site_id')) return [];
  return [{
    column: 'member_id',
    why: (r) => ({ code: 'otherSite', memberSite: Number(r.member_site), site: Number(r.site) }),
    sql: `SELECT f.__file, f.__row, CAST(f.member_id AS VARCHAR) AS value, m.site_id AS member_site, f.site_id AS site
      FROM ${newName(t.name)} f JOIN ${typedName('dim_member')} m ON m.member_id = f.member_id WHERE m.site_id <> f.site_id`,
  }];
}

/** Every day of a fact lies within the rates' days; a fact with money has its site currency's rate on its day. */
function dayChecks(t: ContractTable): Check[] {
  if (!t.day) return [];
  const rates = typedName('fx_rate');
  const within: Check = {
    column: t.day,
    why: (r) => ({ code: 'outsideRates', first: String(r.first), last: String(r.last) }),
    sql: `SELECT __file, __row, CAST(${t.day} AS VARCHAR) AS value, CAST((SELECT min(rate_date) FROM ${rates}) AS VARCHAR) AS first, CAST((SELECT max(rate_date) FROM ${rates}) AS VARCHAR) AS last
      FROM ${newName(t.name)} WHERE ${t.day} NOT BETWEEN (SELECT min(rate_date) FROM ${rates}) AND (SELECT max(rate_date) FROM ${rates})`,
  };
  if (!t.columns.some((c) => c.money === 'site')) return [within];
  return [within, {
    column: t.day,
    why: (r) => ({ code: 'noRateOnDay', currency: String(r.currency) }),
    sql: `SELECT min(f.__file) AS __file, min(f.__row) AS __row, CAST(f.${t.day} AS VARCHAR) AS value, s.site_currency AS currency
      FROM ${newName(t.name)} f JOIN ${typedName('dim_site')} s ON s.site_id = f.site_id ANTI JOIN ${rates} r ON r.currency = s.site_currency AND r.rate_date = f.${t.day}
      GROUP BY s.site_currency, f.${t.day}`,
  }];
}

/** The rates: every market's currency and the base currency on every day of their span, each above zero, the base's 1. */
function rateChecks(): Check[] {
  const rates = typedName('fx_rate');
  return [{
    column: 'rate_to_base',
    why: (r) => ({ code: r.base ? 'baseRateNotOne' : 'rateNotPositive' }),
    sql: `SELECT __file, __row, CAST(rate_to_base AS VARCHAR) AS value, currency = ${lit(BASE_CURRENCY)} AS base
      FROM ${rates} WHERE __row IS NOT NULL AND CASE WHEN currency = ${lit(BASE_CURRENCY)} THEN rate_to_base <> 1 ELSE NOT rate_to_base > 0 END`,
  }, {
    column: 'rate_date',
    why: (r) => ({ code: 'rateDayMissing', currency: String(r.currency) }),
    sql: `WITH span AS (SELECT min(rate_date) AS lo, max(rate_date) AS hi FROM ${rates}),
      wanted AS (SELECT c.currency, CAST(d.day AS DATE) AS day FROM (SELECT site_currency AS currency FROM ${typedName('dim_market')} UNION SELECT ${lit(BASE_CURRENCY)}) c,
        span, generate_series(span.lo, span.hi, INTERVAL 1 DAY) AS d(day))
      SELECT ${lit('fx_rate')} AS __file, NULL AS __row, CAST(w.day AS VARCHAR) AS value, w.currency
      FROM wanted w ANTI JOIN ${rates} r ON r.currency = w.currency AND r.rate_date = w.day`,
  }];
}

/** The checks of a load with files for the tables `loaded`: the rows it brings, against the tables as they will be. */
export function relationChecks(loaded: ReadonlySet<string>): { table: string; check: Check }[] {
  const perTable = CONTRACT.filter((t) => loaded.has(t.name)).flatMap((t) => [...keyChecks(t), ...referenceChecks(t), ...memberSiteChecks(t), ...dayChecks(t)].map((check) => ({ table: t.name, check })));
  return [...perTable, ...rateChecks().map((check) => ({ table: 'fx_rate', check }))];
}

/** Runs every check across rows and tables: the first problems listed, all counted. */
export async function checkRelations(connection: DuckDBConnection, loaded: ReadonlySet<string>, onCheck?: (done: number, total: number) => void): Promise<Found> {
  const listed: Problem[] = [];
  let count = 0;
  const checks = relationChecks(loaded);
  for (const [i, { check }] of checks.entries()) {
    onCheck?.(i, checks.length);
    const n = Number((await connection.runAndReadAll(`SELECT count(*) FROM (${check.sql})`)).getRows()[0][0]);
    if (!n) continue;
    count += n;
    if (listed.length >= LISTED_PROBLEMS) continue;
    const found = (await connection.runAndReadAll(`SELECT * FROM (${check.sql}) ORDER BY __file, __row LIMIT ${LISTED_PROBLEMS - listed.length}`)).getRowObjectsJson();
    for (const r of found) {
      listed.push(problemAt({ file: String(r.__file), ...(r.__row === null ? {} : { row: Number(r.__row) }), ...(check.column ? { column: check.column } : {}), ...(r.value === null ? {} : { value: String(r.value) }), why: check.why(r) }));
    }
  }
  return { listed, count };
}
