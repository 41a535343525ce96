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

/** What each part of statements run apart holds, by its `__part`. */
export const PART_NAMES = ['page', 'chart', 'totals'] as const;

/**
 * The statements run apart that a read offers right after memory (the read of a page, chart and
 * totals row from the tables held in memory), or undefined: a read the warehouse runs itself keeps
 * its statements apart as its `instead`, past its rows' limit (executors.ts).
 */
export const memoryApart = (s: Statement): Statement['union'] => (s.held || s.resident ? s.instead?.statement.union : undefined);
