import { priorIndexFits, priorIndexTable, priorLayout } from './priorIndex';
import { columnBytes, residentTable, residentType, type HeldRoom, type HeldSource } from './resident';
import type { ResidentColumn, ResidentTable, ResidentType } from './residentTypes';
import type { ColumnResult, ExactNumber, ExactRow } from './warehouse';

const SAFE = 2 ** 53;
const INT64 = 2n ** 63n;

/** How DuckDB's held tables are read: exact rows, and columns (numbers as doubles). */
export interface ResidentReads {
  exact(sql: string, params?: readonly (string | number)[]): Promise<ExactRow[]>;
  columns(sql: string): Promise<ColumnResult>;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** DuckDB's tables read into memory (ResidentTables' source): a table of previous days as its index, any other table column by column. */
export const duckHeldSource = (reads: ResidentReads): HeldSource => (name, room) => loadTable(reads, name, room);

/**
 * A table's columns (of the warehouse's own schema), each read on its own: numbers as their
 * unscaled integers (as doubles where each is at most 2^53, `exact` when their magnitudes add up
 * to at most 2^53 too; else as 64-bit integers; a column beyond those is left out), dates as days
 * since 1970, text with each distinct value held once. Columns of other types are left out.
 */
async function loadTable(reads: ResidentReads, name: string, room: HeldRoom): Promise<ResidentTable | undefined> {
  const described = await reads.exact('SELECT column_name, data_type FROM information_schema.columns WHERE table_name = $1 AND table_schema = current_schema() AND table_catalog = current_database() ORDER BY ordinal_position', [name]);
  const types = new Map(described.map((r) => [String(r.column_name), residentType(String(r.data_type))]));
  if (types.get('stat_date')?.kind === 'date' && types.get('prior_date')?.kind === 'date') return loadPriors(reads, name, [...types], room);
  const numbers = [...types].filter(([, t]) => t.kind === 'number').map(([c]) => c);
  const [stats] = await reads.exact(`SELECT count(*) AS __rows${numbers.map((c, i) => `, sum(abs(${quoted(c)})) AS m${i}, max(abs(${quoted(c)})) AS x${i}`).join('')} FROM ${quoted(name)}`);
  const count = stats?.__rows;
  if (!types.size || !count || typeof count !== 'object' || !('unscaled' in count) || Number(count.unscaled) > room.maxRows) return undefined;
  const magnitude = (k: string) => { const v = stats[k]; return v && typeof v === 'object' && 'unscaled' in v ? v.unscaled : 0n; };
  // every column in the same order of rows: by day where the table has one, then as stored
  const order = types.has('stat_date') ? ' ORDER BY stat_date, rowid' : ' ORDER BY rowid';
  const columns = new Map<string, ResidentColumn>();
  for (const [column, type] of types) {
    const c = quoted(column);
    if (type.kind === 'number') {
      const i = numbers.indexOf(column);
      if (magnitude(`x${i}`) <= BigInt(SAFE)) {
        const read = await reads.columns(`SELECT CAST(${type.scale ? `CAST(${c} AS DECIMAL(38, ${type.scale})) * ${(10n ** BigInt(type.scale)).toString()}` : c} AS BIGINT) AS v FROM ${quoted(name)}${order}`);
        columns.set(column, { type, safe: Float64Array.from(read.columns.v, (v) => (v === null ? NaN : Number(v))), exact: magnitude(`m${i}`) <= BigInt(SAFE) });
      } else if (magnitude(`x${i}`) < INT64) {
        const read = await reads.exact(`SELECT ${c} AS v FROM ${quoted(name)}${order}`);
        columns.set(column, { type, big: BigInt64Array.from(read, (r) => (r.v as ExactNumber | null)?.unscaled ?? 0n), nulls: Uint8Array.from(read, (r) => (r.v === null ? 1 : 0)) });
      }
    } else if (type.kind === 'date') {
      const read = await reads.columns(`SELECT CAST(${c} - DATE '1970-01-01' AS BIGINT) AS v FROM ${quoted(name)}${order}`);
      columns.set(column, { type, days: Float64Array.from(read.columns.v, (v) => (v === null ? NaN : Number(v))) });
    } else if (type.kind === 'text') {
      const read = await reads.columns(`SELECT ${c} AS v FROM ${quoted(name)}${order}`);
      const once = new Map<string, string>();
      columns.set(column, { type, text: read.columns.v.map((v) => (typeof v === 'string' ? once.get(v) ?? (once.set(v, v), v) : null)) });
    }
  }
  return residentTable(name, Number(count.unscaled), columns, columnBytes(columns));
}

/**
 * A table of members' active days by previous day (./priorDays.ts: its site's columns, stat_date,
 * prior_date, then one count per measure) held as an index of exact distinct counts over any range
 * (./priorIndex.ts): the site's columns read once per site, the rest as integers in the order of
 * site, day and previous day. More than `maxPriorRows` rows are not held.
 */
async function loadPriors(reads: ResidentReads, name: string, types: [string, ResidentType][], room: HeldRoom): Promise<ResidentTable | undefined> {
  const { dims, measures, countType } = priorLayout(name, types);
  const [count] = await reads.exact(`SELECT count(*) AS n FROM ${quoted(name)}`);
  if (!priorIndexFits(Number((count?.n as ExactNumber | undefined)?.unscaled ?? 0), measures.length, room)) return undefined;
  const sites = await reads.columns(`SELECT DISTINCT ON (site_id) ${dims.map(([c]) => quoted(c)).join(', ')} FROM ${quoted(name)} ORDER BY site_id`);
  const siteColumns = new Map<string, ResidentColumn>();
  for (const [c, type] of dims) {
    const values = sites.columns[c];
    if (type.kind === 'text') siteColumns.set(c, { type, text: values.map((v) => (typeof v === 'string' ? v : null)) });
    else if (type.kind === 'number' && type.integer && !type.wide) siteColumns.set(c, { type, safe: Float64Array.from(values, (v) => (v === null ? NaN : Number(v))), exact: true });
  }
  const read = await reads.columns(`SELECT CAST(site_id AS BIGINT) AS s, CAST(stat_date - DATE '1970-01-01' AS BIGINT) AS d, CAST(prior_date - DATE '1970-01-01' AS BIGINT) AS p${measures.map(([c], i) => `, CAST(${quoted(c)} AS BIGINT) AS m${i}`).join('')} FROM ${quoted(name)} ORDER BY site_id, stat_date, prior_date NULLS FIRST`);
  const numbers = (k: string) => Float64Array.from(read.columns[k], (v) => (v === null ? NaN : Number(v)));
  const rows = { site: numbers('s'), day: numbers('d'), prior: numbers('p'), counts: measures.map((_, i) => numbers(`m${i}`)) };
  return priorIndexTable(name, rows, siteColumns, measures.map(([c]) => c), countType);
}
