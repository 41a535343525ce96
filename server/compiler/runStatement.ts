import { QueryTimeoutError, type Row, type Warehouse } from '../warehouse/warehouse';
import { CompileError } from './errors';
import type { Statement } from './stages/emit';

/** Runs one compiled statement with a timeout; a cancelled query answers a clear status (9408). */
export async function run(warehouse: Warehouse, s: Statement, timeoutMs: number): Promise<Row[]> {
  try {
    return await warehouse.query(s.sql, s.params, { timeoutMs });
  } catch (e) {
    if (e instanceof QueryTimeoutError) throw new CompileError(9408, 'The report took too long and was cancelled; narrow the date range or filters');
    throw e;
  }
}
