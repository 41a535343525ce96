import type { Row } from '../warehouse/warehouse';
import type { Statement } from './types';

/** What of a statement the executors read before any SQL: how its rows are finished, read from memory or replaced. */
export type StatementData = Omit<Statement, 'sql' | 'params'>;

/**
 * A statement whose SQL is printed when first read, by the executor that runs it on the warehouse
 * (runStatement.ts) or by `npm run explain`: a request answered from the tables held in memory
 * prints none. With `data`, what the executors read first is known without printing (the
 * statement's own fields are then `data`'s, its printer giving only SQL and values); without it,
 * every field is the printed statement's.
 */
export function printLater(print: () => Statement, data?: StatementData): Statement {
  let printed: Statement | undefined;
  const get = () => (printed ??= print());
  const s = {
    get sql() { return get().sql; },
    get params() { return get().params; },
  } as Statement;
  if (data) return Object.assign(s, data);
  return Object.defineProperties(s, {
    finish: { get: () => get().finish, enumerable: true },
    instead: { get: () => get().instead, enumerable: true },
    resident: { get: () => get().resident, enumerable: true },
    held: { get: () => get().held, enumerable: true },
    packedTotals: { get: () => get().packedTotals, enumerable: true },
  });
}

/**
 * Statements run apart, answered as one: a page's rows (`__part` 0), a chart's (`__part` 1) and a
 * totals row (`__part` 2, as the column `__totals_row`), as a dialect's page-and-chart statement
 * answers them, for a dialect without one (runStatement.ts runs each part on its own executors).
 * Its SQL is the parts', each after a comment naming it: it is never sent whole.
 */
export function apart(parts: readonly (Statement | null)[]): Statement {
  const union = parts.flatMap((statement, part) => (statement ? [{ part: part as 0 | 1 | 2, statement }] : []));
  return {
    get sql() { return union.map((u) => `-- part ${u.part}\n${u.statement.sql}`).join('\n'); },
    params: [],
    union,
  };
}

/** A number ClickHouse's JSON quotes (64-bit integers, as rows.ts reads them in its answers). */
const QUOTED_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * The rows of a statement with its totals row packed (Statement.packedTotals), without the packing's
 * columns, and that totals row as a page-and-chart statement answers it (`__part` 2, as `__totals_row`).
 * A totals row holds figures only: its quoted numbers are read as numbers.
 */
export function unpackTotals(read: readonly Row[]): { rows: Row[]; totals: Row | undefined } {
  let totals: Row | undefined;
  const rows: Row[] = [];
  // every row copied by the statement's own columns (a rest pattern per row costs several times more)
  const names = Object.keys(read[0] ?? {}).filter((k) => k !== '__side' && k !== '__totals_json');
  for (const r of read) {
    if (Number(r.__side) === 1) {
      const row = JSON.parse(String(r.__totals_json), (_, v: unknown) => (typeof v === 'string' && QUOTED_NUMBER.test(v) ? Number(v) : v)) as Row;
      totals = { __part: 2, __totals_row: row as unknown as Row[string] };
      continue;
    }
    const row: Row = {};
    for (const k of names) row[k] = r[k];
    rows.push(row);
  }
  return { rows, totals };
}

/** What each part of statements run apart holds, by its `__part`. */
export const PART_NAMES = ['page', 'chart', 'totals'] as const;

/**
 * The statements run apart that a read offers right after memory (the read of a page, chart and
 * totals row from the tables held in memory), or undefined: a read the warehouse runs itself keeps
 * its statements apart as its `instead`, past its rows' limit (executors.ts).
 */
export const memoryApart = (s: Statement): Statement['union'] => (s.held || s.resident ? s.instead?.statement.union : undefined);
