import type { DuckDBConnection } from '@duckdb/node-api';
import { lit } from '../datagen/sql';
import { suppliedColumns, type ContractColumn } from './contract';
import type { LoadProblemWhy } from '../../src/engine/loads/loadProblems';
import { LISTED_PROBLEMS, problemAt, type Found, type Problem } from './problems';
import { dropStaged, fileEnum, readError, stagedName, type SourceFiles } from './sources';

/** The days a warehouse holds: the console's date pickers and presets take these years. */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2099-12-31';

/** The typed table of a load's rows of an input table (its contract's types), with `__file` and `__row`. */
export const newName = (table: string) => `new_${table}`;
/** The input table as it will be once the load is written (merge.ts): the load's rows and the warehouse's rows they leave. */
export const typedName = (table: string) => `typed_${table}`;

const INTEGER = /^(TINYINT|SMALLINT|INTEGER|BIGINT)$/;

type ColumnCode = 'required' | 'notType' | 'notWhole' | 'tooManyDecimals' | 'dayOutside' | 'notAllowed' | 'belowMin' | 'zoneGiven';

const decimalsOf = (c: ContractColumn): number | undefined => {
  const decimal = /^DECIMAL\(\d+,(\d+)\)$/.exec(c.type);
  return decimal ? Number(decimal[1]) : undefined;
};

/** Why a staged value is refused, as a SQL expression of its problem's code (NULL when it is fine): columnWhy gives the code its values. */
function refusal(c: ContractColumn, staged: string, stagedType: string): string {
  const s = `s.${staged}`;
  const cast = `TRY_CAST(${s} AS ${c.type})`;
  const code = (code: ColumnCode) => lit(code);
  const arms: string[] = [`WHEN ${s} IS NULL THEN ${c.required ? code('required') : 'NULL'}`];
  arms.push(`WHEN ${cast} IS NULL THEN ${code('notType')}`);
  // a number with a fraction is no integer, and more decimals than the column keeps would be rounded away
  if (INTEGER.test(c.type)) arms.push(`WHEN TRY_CAST(${s} AS DOUBLE) IS NOT NULL AND TRY_CAST(${s} AS DOUBLE) <> ${cast} THEN ${code('notWhole')}`);
  // (a binary DOUBLE is taken at its nearest decimal: it has no decimals of its own to lose)
  if (decimalsOf(c) !== undefined && /^(VARCHAR|DECIMAL)/.test(stagedType)) arms.push(`WHEN TRY_CAST(${s} AS DECIMAL(38,18)) <> ${cast} THEN ${code('tooManyDecimals')}`);
  // a text time with an offset or zone after it casts with the zone dropped (11:44:46+07:00 read as 11:44:46): refused, a
  // timestamp is UTC; one marked UTC itself (`Z`, `UTC`, `+00:00`) reads as it says
  if (c.type === 'TIMESTAMP' && stagedType === 'VARCHAR') {
    const zoned = `regexp_extract(${s}, '\\d:\\d\\d(:\\d\\d(\\.\\d*)?)?\\s*([+-]\\d{1,2}(:?\\d\\d)?|[A-Za-z][A-Za-z_/]*)\\s*$', 3)`;
    arms.push(`WHEN ${zoned} <> '' AND NOT regexp_matches(${zoned}, '^([zZ]|UTC|[+-]0{1,2}(:?00)?)$') THEN ${code('zoneGiven')}`);
  }
  if (c.type === 'DATE') arms.push(`WHEN ${cast} NOT BETWEEN DATE '${FIRST_DAY}' AND DATE '${LAST_DAY}' THEN ${code('dayOutside')}`);
  if (c.values) arms.push(`WHEN ${cast} NOT IN (${c.values.map((v) => lit(v)).join(', ')}) THEN ${code('notAllowed')}`);
  if (c.min !== undefined) arms.push(`WHEN ${cast} < ${c.min} THEN ${code('belowMin')}`);
  return `CASE ${arms.join(' ')} END`;
}

/** A refused value's problem, from the code its SQL gave and the column's contract. */
function columnWhy(c: ContractColumn, code: ColumnCode): LoadProblemWhy {
  switch (code) {
    case 'required': return { code };
    case 'notType': case 'notWhole': return { code, type: c.type };
    case 'tooManyDecimals': return { code, decimals: decimalsOf(c) ?? 0 };
    case 'dayOutside': return { code, first: FIRST_DAY, last: LAST_DAY };
    case 'notAllowed': return { code, values: (c.values ?? []).join(', ') };
    case 'belowMin': return { code, min: c.min ?? 0 };
    case 'zoneGiven': return { code };
  }
}

async function rows(connection: DuckDBConnection, sql: string): Promise<Record<string, unknown>[]> {
  return (await connection.runAndReadAll(sql)).getRowObjectsJson() as Record<string, unknown>[];
}

/**
 * Checks every supplied column of a staged table against the contract — present, of its type,
 * required, within the warehouse's days, one of its allowed values — and, where all hold, writes
 * the typed table of its rows (`new_<table>`). No column beyond the contract's is taken (a misspelt one would be lost).
 * The refusals are counted in one pass over the rows (an aggregate: nothing written); only a column with
 * any is read again, for its first rows; with none, a second pass writes the typed rows.
 */
export async function checkColumns(connection: DuckDBConnection, source: SourceFiles): Promise<Found> {
  const staged = stagedName(source.table.name);
  const described = await rows(connection, `DESCRIBE ${staged}`);
  const present = new Map(described.map((r) => [String(r.column_name).toLowerCase(), String(r.column_name)]));
  const types = new Map(described.map((r) => [String(r.column_name).toLowerCase(), String(r.column_type)]));
  const columns = suppliedColumns(source.table);
  const listed: Problem[] = [];
  for (const c of columns) if (!present.has(c.name)) listed.push(problemAt({ file: source.path, column: c.name, why: { code: 'columnMissing' } }));
  const known = new Set([...columns.map((c) => c.name), '__file', '__row']);
  for (const [lower, name] of present) {
    if (!known.has(lower)) listed.push(problemAt({ file: source.path, column: name, why: { code: source.table.columns.some((c) => c.name === lower) ? 'columnDerived' : 'columnUnknown' } }));
  }
  if (listed.length) return { listed, count: listed.length };
  const why = (c: ContractColumn) => refusal(c, `"${present.get(c.name)}"`, types.get(c.name) ?? 'VARCHAR');
  const typed = newName(source.table.name);
  try {
    const [counts] = await rows(connection, `SELECT ${columns.map((c) => `count(${why(c)}) AS "${c.name}"`).join(', ')} FROM ${staged} s`);
    let count = 0;
    for (const c of columns) {
      const n = Number(counts[c.name]);
      if (!n) continue;
      count += n;
      if (listed.length >= LISTED_PROBLEMS) continue;
      const found = await rows(connection, `SELECT * FROM (SELECT s.__file, s.__row, CAST(s."${present.get(c.name)}" AS VARCHAR) AS value, ${why(c)} AS why FROM ${staged} s)
        WHERE why IS NOT NULL ORDER BY __file, __row LIMIT ${LISTED_PROBLEMS - listed.length}`);
      for (const r of found) listed.push(problemAt({ file: String(r.__file), row: Number(r.__row), column: c.name, ...(r.value === null ? {} : { value: String(r.value) }), why: columnWhy(c, r.why as ColumnCode) }));
    }
    if (count) return { listed, count };
    await connection.run(`CREATE OR REPLACE TEMP TABLE ${typed} AS SELECT ${columns.map((c) => `CAST("${present.get(c.name)}" AS ${c.type}) AS ${c.name}`).join(', ')},
      CAST(__file AS ${fileEnum(source)}) AS __file, __row FROM ${staged}`);
    return { listed: [], count: 0 };
  } catch (error) {
    // a Parquet file read where it lies: a page damaged past its footer fails only when its rows are read
    if (source.format !== 'parquet') throw error;
    await connection.run(`DROP TABLE IF EXISTS ${typed}`);
    return { listed: [problemAt({ file: source.path, why: { code: 'unreadable', error: readError(error) } })], count: 1 };
  } finally {
    await dropStaged(connection, source);
  }
}
