import type { HeldTables } from './residentTypes';

/** A value bound to a query parameter: never interpolated into SQL text. */
export type SqlValue = string | number | boolean | null | readonly string[] | readonly number[];

/** A row as the API sends it: numbers are numbers, dates 'YYYY-MM-DD', timestamps 'YYYY-MM-DD HH:mm:ss'. */
export type Row = Record<string, string | number | boolean | null | readonly unknown[]>;

/**
 * An exact number as DuckDB holds it: an integer (`scale` 0), or a DECIMAL as its unscaled integer
 * and scale; `wide` when held in 128 bits (HUGEINT, DECIMAL wider than 18 digits: every sum).
 */
export interface ExactNumber { readonly unscaled: bigint; readonly scale: number; readonly wide?: boolean }

/** A row as query() gives it, but its integers and DECIMALs exact (DOUBLEs stay numbers). */
export type ExactRow = Record<string, Row[string] | ExactNumber>;

/** A result read column by column: each field's values in row order, as query() gives them in rows. */
export interface ColumnResult {
  count: number;
  columns: Record<string, Row[string][]>;
}

export interface QueryOptions {
  /** Cancel the query after this many milliseconds; it then rejects with QueryTimeoutError. */
  timeoutMs?: number;
  /**
   * The statement reads small tables only, so its plan is worth more than knowing its values when
   * planned: a warehouse that plans a statement with parameters at every execution may keep its plan
   * and read its values otherwise (DuckDB: duckValueTable.ts). Answers are the same either way.
   */
  keepPlan?: boolean;
}

/** The seam between the compiler and a database: DuckDB embedded by default, ClickHouse for scale-out. */
export interface Warehouse {
  readonly dialect: 'duckdb' | 'clickhouse';
  /** A ClickHouse server's version, read when the warehouse is opened: it decides the dialect printed for (server/compiler/dialect/dialects.ts). */
  readonly serverVersion?: string;
  /** Runs one statement with positional parameters ($1, $2, … in DuckDB). */
  query(sql: string, params?: readonly SqlValue[], options?: QueryOptions): Promise<Row[]>;
  /**
   * As query(), without an object per row (a large export's reads: building row objects cost DuckDB's
   * results about three times a column-wise read). Optional: callers fall back to query().
   */
  queryColumns?(sql: string, params?: readonly SqlValue[], options?: QueryOptions): Promise<ColumnResult>;
  /**
   * As query(), with integers and DECIMALs exact (ExactRow), for figures the web tier computes as
   * the warehouse would (server/compiler/figures). Optional: callers ask for the figures in SQL instead.
   */
  queryExact?(sql: string, params?: readonly SqlValue[], options?: QueryOptions): Promise<ExactRow[]>;
  /**
   * The rollup tables present with their row counts (the compiler answers from the smallest that
   * covers a query). Read it through readRollupCatalog() (./catalog), which also serves wrappers
   * that only forward query().
   */
  rollupCatalog?(): Promise<Map<string, number>>;
  /**
   * Small tables held in memory for the life of this warehouse (./resident.ts): reads the web tier
   * answers without a statement where every table they need is held. Optional.
   */
  resident?(): HeldTables | undefined;
  /**
   * Which load of the warehouse is read: it changes only when new data is loaded, so answers read
   * under one generation stay true until it changes (the answer cache keeps them that long). Read it
   * through warehouseGeneration() (./generation), which also serves wrappers that only forward query().
   */
  generation?(): Promise<string>;
  close(): Promise<void>;
}

export class QueryTimeoutError extends Error {
  /** `queryId`: the warehouse's id of the query cancelled, where it names one (ClickHouse's query_id). */
  constructor(readonly timeoutMs: number, readonly queryId?: string) {
    super(`query cancelled after ${timeoutMs} ms`);
    this.name = 'QueryTimeoutError';
  }
}
