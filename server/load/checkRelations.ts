import type { DuckDBConnection } from '@duckdb/node-api';
import { BASE_CURRENCY } from '../warehouse/schema';
import { lit } from '../datagen/sql';
import { CONTRACT, suppliedColumns, type ContractTable } from './contract';
import { newName, typedName } from './checkColumns';
import { LISTED_PROBLEMS, type Found, type Problem } from './problems';

/**
 * The checks across rows and tables, of a load's rows (`new_<table>`, checkColumns.ts) against the
 * tables as they will be once written (`typed_<table>`, merge.ts): keys unique, references found, a
 * fact's member on the fact's site, an exchange rate for every currency and day, and every fact's
 * day within the rates' days.
 */
interface Check {
  /** A SELECT of the offending rows: `__file`, `__row`, `value`, and `problem` (text). */
  sql: string;
  column?: string;
}

function keyChecks(t: ContractTable): Check[] {
  if (!t.key.length) return [];
  const key = t.key.join(', ');
  const value = t.key.length === 1 ? `CAST(${t.key[0]} AS VARCHAR)` : `concat_ws(', ', ${t.key.map((k) => `CAST(${k} AS VARCHAR)`).join(', ')})`;
  // the keys the load's rows have, among the table as it will be: the warehouse's row of a key first
  return [{
    column: t.key.join(', '),
    sql: `SELECT __file, __row, ${value} AS value, CASE WHEN first_row IS NULL THEN 'repeats a key the warehouse has' ELSE 'repeats the key of ' || first_file || ' row ' || first_row END AS problem FROM (
      SELECT *, first_value(__file) OVER k AS first_file, first_value(__row) OVER k AS first_row, row_number() OVER k AS n
      FROM ${typedName(t.name)} x SEMI JOIN ${newName(t.name)} y ON ${t.key.map((k) => `y.${k} = x.${k}`).join(' AND ')}
      WINDOW k AS (PARTITION BY ${key} ORDER BY __row IS NOT NULL, __file, __row)) WHERE n > 1`,
  }];
}

function referenceChecks(t: ContractTable): Check[] {
  return suppliedColumns(t).filter((c) => c.references).map((c) => ({
    column: c.name,
    sql: `SELECT f.__file, f.__row, CAST(f.${c.name} AS VARCHAR) AS value, ${lit(`is not a ${c.references!.column} of ${c.references!.table}`)} AS problem
      FROM ${newName(t.name)} f ANTI JOIN ${typedName(c.references!.table)} d ON d.${c.references!.column} = f.${c.name} WHERE f.${c.name} IS NOT NULL`,
  }));
}

/** A fact, map or dimension naming both a member and a site: the member is the site's. */
function memberSiteChecks(t: ContractTable): Check[] {
  const names = new Set(t.columns.map((c) => c.name));
  if (t.name === 'dim_member' || !names.has('member_id') || !names.has('site_id')) return [];
  return [{
    column: 'member_id',
    sql: `SELECT f.__file, f.__row, CAST(f.member_id AS VARCHAR) AS value, 'is a member of site ' || m.site_id || ', not of site ' || f.site_id AS problem
      FROM ${newName(t.name)} f JOIN ${typedName('dim_member')} m ON m.member_id = f.member_id WHERE m.site_id <> f.site_id`,
  }];
}

/** Every day of a fact lies within the rates' days; a fact with money has its site currency's rate on its day. */
function dayChecks(t: ContractTable): Check[] {
  if (!t.day) return [];
  const rates = typedName('fx_rate');
  const within: Check = {
    column: t.day,
    sql: `SELECT __file, __row, CAST(${t.day} AS VARCHAR) AS value, 'lies outside the days of fx_rate (' || (SELECT min(rate_date) FROM ${rates}) || ' … ' || (SELECT max(rate_date) FROM ${rates}) || ')' AS problem
      FROM ${newName(t.name)} WHERE ${t.day} NOT BETWEEN (SELECT min(rate_date) FROM ${rates}) AND (SELECT max(rate_date) FROM ${rates})`,
  };
  if (!t.columns.some((c) => c.money === 'site')) return [within];
  return [within, {
    column: t.day,
    sql: `SELECT min(f.__file) AS __file, min(f.__row) AS __row, CAST(f.${t.day} AS VARCHAR) AS value, 'has no rate of ' || s.site_currency || ' in fx_rate' AS problem
      FROM ${newName(t.name)} f JOIN ${typedName('dim_site')} s ON s.site_id = f.site_id ANTI JOIN ${rates} r ON r.currency = s.site_currency AND r.rate_date = f.${t.day}
      GROUP BY s.site_currency, f.${t.day}`,
  }];
}

/** The rates: every market's currency and the base currency on every day of their span, each above zero, the base's 1. */
function rateChecks(): Check[] {
  const rates = typedName('fx_rate');
  return [{
    column: 'rate_to_base',
    sql: `SELECT __file, __row, CAST(rate_to_base AS VARCHAR) AS value, CASE WHEN currency = ${lit(BASE_CURRENCY)} THEN ${lit(`is the base currency's rate: it must be 1`)} ELSE 'must be above 0' END AS problem
      FROM ${rates} WHERE __row IS NOT NULL AND CASE WHEN currency = ${lit(BASE_CURRENCY)} THEN rate_to_base <> 1 ELSE NOT rate_to_base > 0 END`,
  }, {
    column: 'rate_date',
    sql: `WITH span AS (SELECT min(rate_date) AS lo, max(rate_date) AS hi FROM ${rates}),
      wanted AS (SELECT c.currency, CAST(d.day AS DATE) AS day FROM (SELECT site_currency AS currency FROM ${typedName('dim_market')} UNION SELECT ${lit(BASE_CURRENCY)}) c,
        span, generate_series(span.lo, span.hi, INTERVAL 1 DAY) AS d(day))
      SELECT ${lit('fx_rate')} AS __file, NULL AS __row, CAST(w.day AS VARCHAR) AS value, 'has no rate of ' || w.currency || ': every currency needs one each day from the first to the last' AS problem
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
      listed.push({ file: String(r.__file), ...(r.__row === null ? {} : { row: Number(r.__row) }), ...(check.column ? { column: check.column } : {}), ...(r.value === null ? {} : { value: String(r.value) }), problem: String(r.problem) });
    }
  }
  return { listed, count };
}
