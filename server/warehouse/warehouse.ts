/** A value bound to a query parameter: never interpolated into SQL text. */
export type SqlValue = string | number | boolean | null | readonly string[] | readonly number[];

/** A row as the API sends it: numbers are numbers, dates 'YYYY-MM-DD', timestamps 'YYYY-MM-DD HH:mm:ss'. */
export type Row = Record<string, string | number | boolean | null | readonly unknown[]>;

export interface QueryOptions {
  /** Cancel the query after this many milliseconds; it then rejects with QueryTimeoutError. */
  timeoutMs?: number;
}

/** The seam between the compiler and a database: DuckDB embedded by default, ClickHouse for scale-out. */
export interface Warehouse {
  readonly dialect: 'duckdb' | 'clickhouse';
  /** Runs one statement with positional parameters ($1, $2, … in DuckDB). */
  query(sql: string, params?: readonly SqlValue[], options?: QueryOptions): Promise<Row[]>;
  /**
   * The rollup tables present with their row counts (the compiler answers from the smallest that
   * covers a query). Read it through readRollupCatalog() (./catalog), which also serves wrappers
   * that only forward query().
   */
  rollupCatalog?(): Promise<Map<string, number>>;
  close(): Promise<void>;
}

export class QueryTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`query cancelled after ${timeoutMs} ms`);
    this.name = 'QueryTimeoutError';
  }
}
