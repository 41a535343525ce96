/**
 * A column's DuckDB type as an exact read gives its values: integers and DECIMALs as ExactNumber
 * (`wide`: HUGEINT and DECIMALs above 18 digits, read from 128 bits), dates as 'YYYY-MM-DD', text.
 */
export type ResidentType =
  | { kind: 'number'; scale: number; wide: boolean; integer: boolean; width: number }
  | { kind: 'date' } | { kind: 'text' } | { kind: 'other' };

/**
 * One column held in memory. Numbers as their unscaled integers: in a Float64Array (NaN for NULL)
 * where each is at most 2^53 (`exact` when so is the sum of their magnitudes: every sum of them is
 * then exact in a double; else a reader checks its sums' magnitudes), else in a BigInt64Array
 * beside a NULL mask; dates as days since 1970 (NaN for NULL).
 */
export type ResidentColumn =
  | { type: Extract<ResidentType, { kind: 'number' }>; safe: Float64Array; exact: boolean }
  | { type: Extract<ResidentType, { kind: 'number' }>; big: BigInt64Array; nulls: Uint8Array }
  | { type: { kind: 'date' }; days: Float64Array }
  | { type: { kind: 'text' }; text: (string | null)[] };

/** A table held in memory, its rows in the order of `stat_date` where it has one. */
export interface ResidentTable {
  name: string;
  rows: number;
  columns: ReadonlyMap<string, ResidentColumn>;
  /** The rows whose `stat_date` is within the days (inclusive), as a half-open interval of row numbers. */
  dayRows?(from: number, to: number): [number, number];
  /**
   * Members' active days by previous day (./priorIndex.ts): a table of each site's exact distinct
   * counts over any range of days, as a range counts table's rows of that range (the sites with a
   * member counted); with `within`, also the sites with a member active within those days, counting
   * none, as a read of the members' active days by month has a row for them.
   */
  rangeTable?(from: number, to: number, within?: { from: number; to: number }): ResidentTable;
  /** Bytes its columns or index hold, about. */
  bytes?: number;
}

/** Tables held in memory, as a warehouse offers them (Warehouse.resident): ./resident.ts ResidentTables. */
export interface HeldTables {
  /** Every table named, when all are held; else undefined. */
  get(names: readonly string[]): Map<string, ResidentTable> | undefined;
  /** Read the tables named (those not held yet); resolves when each is held or refused. */
  hold(names: readonly string[]): Promise<void>;
  /** How many tables and rows are held, and the bytes they take (about). */
  stats(): { tables: number; rows: number; bytes: number };
}
