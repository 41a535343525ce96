/**
 * What a load into a warehouse changed, for refreshing what is derived from it instead of building
 * it again (server/warehouse/rollups.ts, `buildRollups`): the days whose facts it replaced or added,
 * the members whose rows or derived fields it may have changed, and whether the warehouse's days
 * moved. A load that changes what every day reads (a dimension's existing row, a day before the
 * first) passes no scope: everything derived is built again.
 */
export interface RefreshScope {
  /** Every table the load wrote to. */
  loaded: ReadonlySet<string>;
  /** Each fact table the load wrote to, with the days of its rows it replaced or added (YYYY-MM-DD). */
  days: ReadonlyMap<string, readonly string[]>;
  /** A table (column member_id) of every member the load's rows name or the rows it replaced named. */
  members: string;
  /** That table has any member: their derived columns may have changed. */
  membersTouched: boolean;
  /** The members' columns the console derives from the facts (dim_member's `derived` columns): they may have changed for those members. */
  memberFields: readonly string[];
  /** The warehouse's first or last day changed: tables over a window of its last days are refreshed for the new window. */
  daysMoved: boolean;
  /** The warehouse's last day before the load (YYYY-MM-DD). */
  lastDayBefore: string;
  /**
   * Derived tables the warehouse lacks, or holds without a column the models now declare (a
   * console upgraded since the warehouse was built): built again whole, whatever the load touched.
   */
  stale?: ReadonlySet<string>;
}

/** How a derived table was brought up to date by a load: refreshed for the days or members it touched, built again, or kept as it was. */
export type Refreshed = 'refreshed' | 'rebuilt' | 'kept';

const dateList = (days: readonly string[]) => days.map((d) => `DATE '${d}'`).join(', ');

/**
 * A condition that a date expression is one of `days` (sorted): the span first, which the scan
 * prunes by (zone maps), then the list.
 */
export const inDays = (expression: string, days: readonly string[]): string =>
  `${expression} BETWEEN DATE '${days[0]}' AND DATE '${days[days.length - 1]}' AND ${expression} IN (${dateList(days)})`;

/** A condition that a date expression falls in one of `months` (their first days, sorted). */
export const inMonths = (expression: string, months: readonly string[]): string =>
  `${expression} BETWEEN DATE '${months[0]}' AND last_day(DATE '${months[months.length - 1]}') AND CAST(date_trunc('month', ${expression}) AS DATE) IN (${dateList(months)})`;

/** The first days of the months of `days`, each once, sorted. */
export const monthsOf = (days: readonly string[]): string[] => [...new Set(days.map((d) => `${d.slice(0, 7)}-01`))].sort();

/** The first day of the month `by` months from `month` (a first day). */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The day `by` days from `day` (YYYY-MM-DD). */
const shiftDay = (day: string, by: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

/** The first day of the month of the day `by` days from `day`. */
export const monthOfDay = (day: string, by: number): string => `${shiftDay(day, by).slice(0, 7)}-01`;

/** `months` and the months before them, each once, sorted. */
export const withMonthsBefore = (months: readonly string[]): string[] => [...new Set([...months, ...months.map((m) => shiftMonth(m, -1))])].sort();

/** The day after `day` (YYYY-MM-DD). */
export const dayAfter = (day: string): string => shiftDay(day, 1);
