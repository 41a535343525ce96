import { sqlRandom, type SqlRandom } from './random';

/** What every generation stage needs: the write connection, the knobs and the calendar. */
export interface GenContext {
  run(sql: string): Promise<void>;
  /** Runs a query and returns its first column of its first row as a number. */
  scalar(sql: string): Promise<number>;
  seed: number;
  scale: number;
  /** First day of history, YYYY-MM-DD. */
  startDate: string;
  /** Last (partial) day of history, YYYY-MM-DD. */
  endDate: string;
  /** Days from startDate to endDate inclusive; day index t runs 0 … days − 1. */
  days: number;
  r: SqlRandom;
}

/** History starts on the first of the month 26 months before the end date: 25 full months plus the current. */
export function historyStart(endDate: string): string {
  const [y, m] = endDate.split('-').map(Number);
  const monthIndex = y * 12 + (m - 1) - 26;
  return `${Math.floor(monthIndex / 12)}-${String((monthIndex % 12) + 1).padStart(2, '0')}-01`;
}

export function makeContext(run: GenContext['run'], scalar: GenContext['scalar'], seed: number, scale: number, endDate: string): GenContext {
  const startDate = historyStart(endDate);
  const days = Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;
  return { run, scalar, seed, scale, startDate, endDate, days, r: sqlRandom(seed) };
}

/** The SQL date of day index t. */
export function dayOf(ctx: GenContext, t: string): string {
  return `(DATE '${ctx.startDate}' + (${t})::INTEGER)`;
}
