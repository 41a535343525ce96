import { priorIndexTable } from './priorIndex';
import type { HeldTables, ResidentColumn, ResidentTable, ResidentType } from './residentTypes';
import type { ColumnResult, ExactNumber, ExactRow } from './warehouse';

const DAY_MS = 86_400_000;
const SAFE = 2 ** 53;
const INT64 = 2n ** 63n;

/** A 'YYYY-MM-DD' day as days since 1970. */
export const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

const dayTexts = new Map<number, string>();

/** Days since 1970 as 'YYYY-MM-DD' (the days of a warehouse's tables are few: each made once). */
export function dayText(day: number): string {
  let text = dayTexts.get(day);
  if (text === undefined) {
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (dayTexts.size < 100_000) dayTexts.set(day, text);
  }
  return text;
}

/** A column's type from its `information_schema.columns.data_type`. */
export function residentType(dataType: string): ResidentType {
  const decimal = /^DECIMAL\((\d+),\s*(\d+)\)$/.exec(dataType);
  if (decimal) return { kind: 'number', scale: Number(decimal[2]), wide: Number(decimal[1]) > 18, integer: false, width: Number(decimal[1]) };
  if (['TINYINT', 'SMALLINT', 'INTEGER', 'BIGINT', 'UTINYINT', 'USMALLINT', 'UINTEGER'].includes(dataType)) return { kind: 'number', scale: 0, wide: false, integer: true, width: 0 };
  if (dataType === 'HUGEINT') return { kind: 'number', scale: 0, wide: true, integer: true, width: 0 };
  if (dataType === 'DATE') return { kind: 'date' };
  if (dataType === 'VARCHAR') return { kind: 'text' };
  return { kind: 'other' };
}

/** The first row number in `days` (ascending) whose day is at least `day`. */
function firstAtLeast(days: Float64Array, day: number): number {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (days[mid] < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A table's columns (read ordered by `stat_date` where it has one) and its row count. */
export function residentTable(name: string, rows: number, columns: ReadonlyMap<string, ResidentColumn>, bytes?: number): ResidentTable {
  const table: ResidentTable = { name, rows, columns, ...(bytes !== undefined ? { bytes } : {}) };
  const stat = columns.get('stat_date');
  if (stat && 'days' in stat) table.dayRows = (from, to) => [firstAtLeast(stat.days, from), firstAtLeast(stat.days, to + 1)];
  return table;
}

/** How ResidentTables reads the warehouse: exact rows, and columns (numbers as doubles). */
export interface ResidentReads {
  exact(sql: string, params?: readonly (string | number)[]): Promise<ExactRow[]>;
  columns(sql: string): Promise<ColumnResult>;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Small tables of the warehouse held in memory for the life of the warehouse they were read from
 * (a load writes a new warehouse: server/warehouse/duckdb.ts), for reads the web tier answers
 * without a statement (server/compiler/resident). Tables are read when asked to be held (the
 * server holds those the reads can use at start: resident/tables.ts); until then callers read the
 * warehouse as before. Tables of more than `maxRows` rows are never held.
 */
export class ResidentTables implements HeldTables {
  private readonly held = new Map<string, ResidentTable>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly refused = new Set<string>();

  private readonly maxRows: number;
  private readonly maxPriorRows: number;
  private readonly maxBytes: number;

  /**
   * `maxRows`: a table of more rows is not held (a table of previous days: `maxPriorRows`);
   * `maxBytes`: the held tables' bytes in all (HELD_TABLES_MB in the server): a table that would pass it is let go.
   */
  constructor(private readonly reads: ResidentReads, limits: { maxRows?: number; maxPriorRows?: number; maxBytes?: number } = {}) {
    this.maxRows = limits.maxRows ?? 400_000;
    this.maxPriorRows = limits.maxPriorRows ?? 40_000_000;
    this.maxBytes = limits.maxBytes ?? 2 * 2 ** 30;
  }

  /** Holds a table read, unless it would take the held tables past their bytes (it is then refused: its reads run in the warehouse). */
  private keep(table: ResidentTable): void {
    if (this.stats().bytes + (table.bytes ?? 0) > this.maxBytes) { this.refused.add(table.name); return; }
    this.held.set(table.name, table);
  }

  /** Every table named, when all are held; else undefined. */
  get(names: readonly string[]): Map<string, ResidentTable> | undefined {
    const out = new Map<string, ResidentTable>();
    for (const name of names) {
      const table = this.held.get(name);
      if (!table) return undefined;
      out.set(name, table);
    }
    return out;
  }

  /**
   * Read the tables named (those not held yet), one at a time (the warehouse's connections stay
   * free for requests); resolves when each is held or refused (more than `maxRows` rows, or not read).
   */
  async hold(names: readonly string[]): Promise<void> {
    for (const name of names) {
      if (!this.held.has(name) && !this.refused.has(name) && !this.loading.has(name)) this.loading.set(name, this.load(name).catch(() => { this.refused.add(name); }));
      await this.loading.get(name);
    }
  }

  /** How many tables and rows are held (for the server's status and tests). */
  stats(): { tables: number; rows: number; bytes: number } {
    const tables = [...this.held.values()];
    return { tables: tables.length, rows: tables.reduce((a, t) => a + t.rows, 0), bytes: tables.reduce((a, t) => a + (t.bytes ?? 0), 0) };
  }

  /**
   * A table's columns (of the warehouse's own schema), each read on its own: numbers as their
   * unscaled integers (as doubles where each is at most 2^53, `exact` when their magnitudes add up
   * to at most 2^53 too; else as 64-bit integers; a column beyond those is left out), dates as days
   * since 1970, text with each distinct value held once. Columns of other types are left out.
   */
  private async load(name: string): Promise<void> {
    const described = await this.reads.exact('SELECT column_name, data_type FROM information_schema.columns WHERE table_name = $1 AND table_schema = current_schema() AND table_catalog = current_database() ORDER BY ordinal_position', [name]);
    const types = new Map(described.map((r) => [String(r.column_name), residentType(String(r.data_type))]));
    if (types.get('stat_date')?.kind === 'date' && types.get('prior_date')?.kind === 'date') return this.loadPriors(name, [...types]);
    const numbers = [...types].filter(([, t]) => t.kind === 'number').map(([c]) => c);
    const [stats] = await this.reads.exact(`SELECT count(*) AS __rows${numbers.map((c, i) => `, sum(abs(${quoted(c)})) AS m${i}, max(abs(${quoted(c)})) AS x${i}`).join('')} FROM ${quoted(name)}`);
    const count = stats?.__rows;
    if (!types.size || !count || typeof count !== 'object' || !('unscaled' in count) || Number(count.unscaled) > this.maxRows) {
      this.refused.add(name);
      return;
    }
    const magnitude = (k: string) => { const v = stats[k]; return v && typeof v === 'object' && 'unscaled' in v ? v.unscaled : 0n; };
    // every column in the same order of rows: by day where the table has one, then as stored
    const order = types.has('stat_date') ? ' ORDER BY stat_date, rowid' : ' ORDER BY rowid';
    const columns = new Map<string, ResidentColumn>();
    for (const [column, type] of types) {
      const c = quoted(column);
      if (type.kind === 'number') {
        const i = numbers.indexOf(column);
        if (magnitude(`x${i}`) <= BigInt(SAFE)) {
          const read = await this.reads.columns(`SELECT CAST(${type.scale ? `CAST(${c} AS DECIMAL(38, ${type.scale})) * ${(10n ** BigInt(type.scale)).toString()}` : c} AS BIGINT) AS v FROM ${quoted(name)}${order}`);
          columns.set(column, { type, safe: Float64Array.from(read.columns.v, (v) => (v === null ? NaN : Number(v))), exact: magnitude(`m${i}`) <= BigInt(SAFE) });
        } else if (magnitude(`x${i}`) < INT64) {
          const read = await this.reads.exact(`SELECT ${c} AS v FROM ${quoted(name)}${order}`);
          columns.set(column, { type, big: BigInt64Array.from(read, (r) => (r.v as ExactNumber | null)?.unscaled ?? 0n), nulls: Uint8Array.from(read, (r) => (r.v === null ? 1 : 0)) });
        }
      } else if (type.kind === 'date') {
        const read = await this.reads.columns(`SELECT CAST(${c} - DATE '1970-01-01' AS BIGINT) AS v FROM ${quoted(name)}${order}`);
        columns.set(column, { type, days: Float64Array.from(read.columns.v, (v) => (v === null ? NaN : Number(v))) });
      } else if (type.kind === 'text') {
        const read = await this.reads.columns(`SELECT ${c} AS v FROM ${quoted(name)}${order}`);
        const once = new Map<string, string>();
        columns.set(column, { type, text: read.columns.v.map((v) => (typeof v === 'string' ? once.get(v) ?? (once.set(v, v), v) : null)) });
      }
    }
    this.keep(residentTable(name, Number(count.unscaled), columns, this.columnBytes(columns)));
  }

  /** Bytes of a table's columns, about: 8 a number or day, 8 a text's reference (each distinct text once, not counted). */
  private columnBytes(columns: ReadonlyMap<string, ResidentColumn>): number {
    let bytes = 0;
    for (const c of columns.values()) bytes += 'safe' in c ? c.safe.byteLength : 'big' in c ? c.big.byteLength + c.nulls.byteLength : 'days' in c ? c.days.byteLength : c.text.length * 8;
    return bytes;
  }

  /**
   * A table of members' active days by previous day (./priorDays.ts: its site's columns, stat_date,
   * prior_date, then one count per measure) held as an index of exact distinct counts over any range
   * (./priorIndex.ts): the site's columns read once per site, the rest as integers in the order of
   * site, day and previous day. More than `maxPriorRows` rows are not held.
   */
  private async loadPriors(name: string, types: [string, ResidentType][]): Promise<void> {
    const at = types.findIndex(([c]) => c === 'stat_date');
    const dims = types.slice(0, at);
    const measures = types.slice(at + 2);
    if (!dims.some(([c]) => c === 'site_id') || !measures.length || measures.some(([, t]) => t.kind !== 'number' || !t.integer)) throw new Error(`${name}: not a table of previous days`);
    const [count] = await this.reads.exact(`SELECT count(*) AS n FROM ${quoted(name)}`);
    // refused before it is read where its index would pass the rows' or the bytes' budget (4 bytes a previous day and a count per entry)
    const entries = Number((count?.n as ExactNumber | undefined)?.unscaled ?? 0);
    if (entries > this.maxPriorRows || this.stats().bytes + entries * 4 * (1 + measures.length) > this.maxBytes) { this.refused.add(name); return; }
    const sites = await this.reads.columns(`SELECT DISTINCT ON (site_id) ${dims.map(([c]) => quoted(c)).join(', ')} FROM ${quoted(name)} ORDER BY site_id`);
    const siteColumns = new Map<string, ResidentColumn>();
    for (const [c, type] of dims) {
      const values = sites.columns[c];
      if (type.kind === 'text') siteColumns.set(c, { type, text: values.map((v) => (typeof v === 'string' ? v : null)) });
      else if (type.kind === 'number' && type.integer && !type.wide) siteColumns.set(c, { type, safe: Float64Array.from(values, (v) => (v === null ? NaN : Number(v))), exact: true });
    }
    const siteIds = (siteColumns.get('site_id') as { safe: Float64Array }).safe;
    const siteRow = new Map([...siteIds].map((id, i) => [id, i]));
    const read = await this.reads.columns(`SELECT CAST(site_id AS BIGINT) AS s, CAST(stat_date - DATE '1970-01-01' AS BIGINT) AS d, CAST(prior_date - DATE '1970-01-01' AS BIGINT) AS p${measures.map(([c], i) => `, CAST(${quoted(c)} AS BIGINT) AS m${i}`).join('')} FROM ${quoted(name)} ORDER BY site_id, stat_date, prior_date NULLS FIRST`);
    const numbers = (k: string) => Float64Array.from(read.columns[k], (v) => (v === null ? NaN : Number(v)));
    const rows = { site: numbers('s'), day: numbers('d'), prior: numbers('p'), counts: measures.map((_, i) => numbers(`m${i}`)) };
    const countType = measures[0][1] as Extract<ResidentType, { kind: 'number' }>;
    this.keep(priorIndexTable(name, rows, siteColumns, siteRow, measures.map(([c]) => c), countType));
  }
}
