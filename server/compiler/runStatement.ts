import { QueryTimeoutError, type ExactRow, type QueryOptions, type Row, type SqlValue, type Warehouse } from '../warehouse/warehouse';
import type { HeldTables } from '../warehouse/residentTypes';
import { CANCELLED, CompileError } from './errors';
import { evaluateFigures } from './figures/evaluate';
import { InexactFigure } from './figures/exact';
import { residentRows } from './resident/read';
import { finishRows } from './stages/finish';
import { figuredParts } from './stages/figuredParts';
import type { Statement } from './types';
import { unpackTotals } from './statement';
import { executorsFor, warehouseKind } from './executors';

/** Who computed a statement's rows: the tables held in memory, or the warehouse's engine. */
export type Engine = 'memory' | Warehouse['dialect'];

/** How a request's statements ran: each engine used, and why a statement left the first executor it was offered to. */
export interface RunTrace {
  engines: Set<Engine>;
  fallbacks: string[];
}

export interface RunOptions extends Omit<QueryOptions, 'timeoutMs'> {
  /** Filled with how each statement ran (the answer's `meta.engine`). */
  trace?: RunTrace;
  /** Where an executor's error is logged (the server's log); the statement then runs on the next executor. */
  log?: (error: unknown, message: string) => void;
}

let heldErrors = 0;

/** Errors the held tables' executor met since start (each logged, its statement answered by the warehouse). */
export const executorErrors = (): number => heldErrors;

/** Statements run apart (statement.ts `apart`), their rows marked with their parts: a page's, a chart's, the totals row as `__totals_row`. */
async function runApart(warehouse: Warehouse, union: NonNullable<Statement['union']>, timeoutMs: number, options: RunOptions): Promise<Row[]> {
  const answers = await Promise.all(union.map((u) => run(warehouse, u.statement, timeoutMs, options)));
  return union.flatMap((u, i): Row[] => (u.part === 2 ? answers[i].slice(0, 1).map((r) => ({ __part: 2, __totals_row: r as unknown as Row[string] })) : answers[i].map((r) => ({ __part: u.part, ...r }))));
}

/** One read with a timeout; a cancelled query answers a clear status (9408). */
async function timed<T>(read: (sql: string, params: readonly SqlValue[], options: QueryOptions) => Promise<T>, s: Statement, timeoutMs: number, options: RunOptions): Promise<T> {
  const { trace: _trace, log: _log, ...query } = options;
  try {
    return await read(s.sql, s.params, { ...query, timeoutMs });
  } catch (e) {
    if (e instanceof QueryTimeoutError) throw new CompileError(9408, CANCELLED, { cause: e });
    throw e;
  }
}

/** A read from the held tables: its rows, or undefined with the reason noted; an error there is logged and counted, never swallowed silently. */
function fromMemory<T>(read: (why: (reason: string) => void) => T | undefined, options: RunOptions): T | undefined {
  let reason = 'not readable from the tables held in memory';
  try {
    const rows = read((why) => { reason = why; });
    if (rows !== undefined) return rows;
  } catch (e) {
    heldErrors += 1;
    reason = `error in the tables held in memory: ${e instanceof Error ? e.message : String(e)}`;
    options.log?.(e, 'a read from the tables held in memory failed; the warehouse answers');
  }
  options.trace?.fallbacks.push(reason);
  return undefined;
}

/**
 * Runs one compiled statement: the one place that chooses its executor, trying those
 * executors.ts offers it in their order (held tables for a named kind's rows; the statement
 * computing the figures where the warehouse reads no exact aggregates; held tables for a model
 * query's aggregates; the warehouse's exact aggregates; the warehouse's own rows), each read with a
 * timeout (9408 when cancelled) where it reaches the warehouse. Then its finish stage where the
 * dialect left one (ClickHouse: window figures, sort and page; DuckDB: a page of every row's
 * figures, order and chart), or its `instead` when it read more rows than that is for, or when a
 * figure is one the web tier would not compute as the warehouse does (figures/exact.ts). Each
 * executor used, and each reason a statement moved on, goes to `options.trace`.
 */
export async function run(warehouse: Warehouse, s: Statement, timeoutMs: number, options: RunOptions = {}): Promise<Row[]> {
  const { trace } = options;
  if (s.union) return runApart(warehouse, s.union, timeoutMs, options);
  const tables: HeldTables | undefined = (s.held || s.resident) ? warehouse.resident?.() : undefined;
  // a warehouse that holds tables (DuckDB read-only, ClickHouse) but holds none yet
  if ((s.held || s.resident) && warehouse.resident && !tables) trace?.fallbacks.push('no tables held in memory');
  const instead = (why: string) => { trace?.fallbacks.push(why); return run(warehouse, s.instead!.statement, timeoutMs, options); };
  const tooMany = (rows: readonly unknown[]) => Boolean(s.instead && rows.length > s.instead.above);
  const many = (rows: readonly unknown[]) => `${rows.length} rows: more than a page of every row`;
  // the web tier's figures from rows of exact aggregates: a page of every row and its chart (only the rows and fields they show made the API's values), or every row
  const figured = (read: ExactRow[]): Row[] | Promise<Row[]> => {
    if (tooMany(read)) return instead(many(read));
    try {
      const parts = s.finish?.parts;
      if (parts) return figuredParts(read, s.finish!.figures!, parts);
      return finishRows(evaluateFigures(read, s.finish!.figures!), { ...s.finish, figures: undefined });
    } catch (e) {
      if (e instanceof InexactFigure && s.instead) return instead(`a figure the web tier would not compute exactly: ${e.message}`);
      throw e;
    }
  };
  const finished = (rows: Row[]): Row[] | Promise<Row[]> => (tooMany(rows) ? instead(many(rows)) : s.finish ? finishRows(rows, s.finish) : rows);
  for (const executor of executorsFor(s, warehouseKind(warehouse))) {
    switch (executor) {
      case 'held': {
        const rows = tables ? fromMemory(() => s.held!(tables), options) : undefined;
        if (!rows) break;
        trace?.engines.add('memory');
        return finished(rows);
      }
      case 'computing':
        if (!s.instead) throw new Error('a statement of figures computed in the web tier needs a warehouse that reads exact numbers');
        return instead('the warehouse does not read exact aggregates');
      case 'resident': {
        const read = tables ? fromMemory<ExactRow[]>((why) => residentRows(s.resident!, tables, why), options) : undefined;
        if (!read) break;
        trace?.engines.add('memory');
        return figured(read);
      }
      case 'exact':
        trace?.engines.add(warehouse.dialect);
        return figured(await timed(warehouse.queryExact!.bind(warehouse), s, timeoutMs, options));
      case 'warehouse': {
        trace?.engines.add(warehouse.dialect);
        // rows read whole to be finished here, but more than that is worth: the statement that does it in SQL
        const read = await timed(warehouse.query.bind(warehouse), s, timeoutMs, options);
        if (!s.packedTotals) return finished(read);
        // the totals row read beside the rows, after them as a page-and-chart statement has it (a read instead carries its own)
        const { rows, totals } = unpackTotals(read);
        const done = await finished(rows);
        return tooMany(rows) || !totals ? done : [...done, totals];
      }
      case 'instead':
        // after the warehouse, never reached (it answers or throws); after memory alone, the statements run apart (statement.ts `apart`)
        return run(warehouse, s.instead!.statement, timeoutMs, options);
    }
  }
  throw new Error('no executor answered the statement');
}
