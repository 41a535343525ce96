import { partitionPoint } from '../../src/engine/partitionPoint';
import type { HeldTables, ResidentColumn, ResidentTable, ResidentType } from './residentTypes';

const DAY_MS = 86_400_000;

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
const firstAtLeast = (days: Float64Array, day: number): number => partitionPoint(0, days.length, (i) => days[i] < day);

/** A table's columns (read ordered by `stat_date` where it has one) and its row count. */
export function residentTable(name: string, rows: number, columns: ReadonlyMap<string, ResidentColumn>, bytes?: number): ResidentTable {
  const table: ResidentTable = { name, rows, columns, ...(bytes !== undefined ? { bytes } : {}) };
  const stat = columns.get('stat_date');
  if (stat && 'days' in stat) table.dayRows = (from, to) => [firstAtLeast(stat.days, from), firstAtLeast(stat.days, to + 1)];
  return table;
}

/** What a table read may take: rows (a table of previous days: `maxPriorRows`) and the bytes the held tables have left. */
export interface HeldRoom {
  maxRows: number;
  maxPriorRows: number;
  bytesLeft: number;
}

/**
 * Reads one table of the warehouse into memory in its room, or answers undefined where it is not
 * held (too large, of no kind held): DuckDB's (./duckHeld.ts), ClickHouse's (./clickhouse/held.ts).
 */
export type HeldSource = (name: string, room: HeldRoom) => Promise<ResidentTable | undefined>;

/** Bytes of a table's columns, about: 8 a number or day, 8 a text's reference (each distinct text once, not counted). */
export function columnBytes(columns: ReadonlyMap<string, ResidentColumn>): number {
  let bytes = 0;
  for (const c of columns.values()) bytes += 'safe' in c ? c.safe.byteLength : 'big' in c ? c.big.byteLength + c.nulls.byteLength : 'days' in c ? c.days.byteLength : c.text.length * 8;
  return bytes;
}

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
  constructor(private readonly source: HeldSource, limits: { maxRows?: number; maxPriorRows?: number; maxBytes?: number } = {}) {
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

  /** Reads a table into the room left, then holds it, or refuses it (its reads run in the warehouse). */
  private async load(name: string): Promise<void> {
    const table = await this.source(name, { maxRows: this.maxRows, maxPriorRows: this.maxPriorRows, bytesLeft: this.maxBytes - this.stats().bytes });
    if (table) this.keep(table);
    else this.refused.add(name);
  }
}
