import { QueryTimeoutError, type ExactRow, type QueryOptions, type Row, type SqlValue, type Warehouse } from '../warehouse/warehouse';
import { CompileError } from './errors';
import { evaluateFigures } from './figures/evaluate';
import { InexactFigure } from './figures/exact';
import type { HeldTables } from '../warehouse/residentTypes';
import { residentRows } from './resident/read';
import { finishRows } from './stages/finish';
import { figuredParts } from './stages/figuredParts';
import type { Statement } from './types';

/** One read with a timeout; a cancelled query answers a clear status (9408). */
async function timed<T>(read: (sql: string, params: readonly SqlValue[], options: QueryOptions) => Promise<T>, s: Statement, timeoutMs: number, options: Omit<QueryOptions, 'timeoutMs'>): Promise<T> {
  try {
    return await read(s.sql, s.params, { ...options, timeoutMs });
  } catch (e) {
    if (e instanceof QueryTimeoutError) throw new CompileError(9408, 'The report took too long and was cancelled; narrow the date range or filters');
    throw e;
  }
}

/** The statement's rows from the tables held in memory, or undefined (not held, not read so, or an error there: the statement answers). */
function heldRows(s: Statement, tables: HeldTables): ExactRow[] | undefined {
  try {
    return residentRows(s.resident!, tables);
  } catch {
    return undefined;
  }
}

/** The statement's rows computed from the tables held in memory, or undefined (not held, not computed so, or an error there: the statement answers). */
function heldKindRows(s: Statement, tables: HeldTables): Row[] | undefined {
  try {
    return s.held!(tables);
  } catch {
    return undefined;
  }
}

/**
 * Runs one compiled statement with a timeout, then its finish stage when the dialect left one
 * (ClickHouse: window figures, sort and page; DuckDB: a page of every row's figures, order and
 * chart), or its `instead` when it read more rows than that is for, or when a figure is one the web
 * tier would not compute as the warehouse does (figures/exact.ts).
 */
export async function run(warehouse: Warehouse, s: Statement, timeoutMs: number, options: Omit<QueryOptions, 'timeoutMs'> = {}): Promise<Row[]> {
  // a kind's rows computed from tables held in memory, where they are held (else the SQL answers)
  const kindTables = s.held && warehouse.resident?.();
  const held = kindTables ? heldKindRows(s, kindTables) : undefined;
  if (held) {
    if (s.instead && held.length > s.instead.above) return run(warehouse, s.instead.statement, timeoutMs, options);
    return s.finish ? finishRows(held, s.finish) : held;
  }
  const figures = s.finish?.figures;
  if (figures) {
    // the figures from the rows' aggregates read exact; a warehouse that cannot read them so runs the SQL that computes them
    const queryExact = warehouse.queryExact?.bind(warehouse);
    if (!queryExact) {
      if (!s.instead) throw new Error('a statement of figures computed in the web tier needs a warehouse that reads exact numbers');
      return run(warehouse, s.instead.statement, timeoutMs, options);
    }
    // from tables held in memory where the statement's rows can be read there and they are held
    const tables = s.resident && warehouse.resident?.();
    const read: ExactRow[] = (tables && heldRows(s, tables)) || await timed(queryExact, s, timeoutMs, options);
    if (s.instead && read.length > s.instead.above) return run(warehouse, s.instead.statement, timeoutMs, options);
    try {
      // a page of every row and its chart: only the rows and fields they show made the API's values
      const parts = s.finish?.parts;
      if (parts) return figuredParts(read, figures, parts);
      return finishRows(evaluateFigures(read, figures), { ...s.finish, figures: undefined });
    } catch (e) {
      if (e instanceof InexactFigure && s.instead) return run(warehouse, s.instead.statement, timeoutMs, options);
      throw e;
    }
  }
  const rows = await timed(warehouse.query.bind(warehouse), s, timeoutMs, options);
  // rows read whole to be finished here, but more than that is worth: the statement that does it in SQL
  if (s.instead && rows.length > s.instead.above) return run(warehouse, s.instead.statement, timeoutMs, options);
  return s.finish ? finishRows(rows, s.finish) : rows;
}
