import { QueryTimeoutError, type QueryOptions, type Row, type Warehouse } from '../warehouse/warehouse';
import { CompileError } from './errors';
import { finishRows } from './stages/finish';
import type { Statement } from './types';

/**
 * Runs one compiled statement with a timeout, then its finish stage when the dialect left one
 * (ClickHouse: window figures, sort and page; DuckDB: a page of every row's order and chart), or its
 * `instead` when it read more rows than that is for; a cancelled query answers a clear status (9408).
 */
export async function run(warehouse: Warehouse, s: Statement, timeoutMs: number, options: Omit<QueryOptions, 'timeoutMs'> = {}): Promise<Row[]> {
  let rows: Row[];
  try {
    rows = await warehouse.query(s.sql, s.params, { ...options, timeoutMs });
  } catch (e) {
    if (e instanceof QueryTimeoutError) throw new CompileError(9408, 'The report took too long and was cancelled; narrow the date range or filters');
    throw e;
  }
  // rows read whole to be finished here, but more than that is worth: the statement that does it in SQL
  if (s.instead && rows.length > s.instead.above) return run(warehouse, s.instead.statement, timeoutMs, options);
  return s.finish ? finishRows(rows, s.finish) : rows;
}
