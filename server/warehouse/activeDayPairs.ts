import { ident } from '../semantic/ident';

/**
 * What the members' active days by previous day (priorDays.ts) and the range counts (rangeCounts.ts)
 * both read off the members' active days by month: each member's months with, per measure, its last
 * active day in the member's earlier months, then each active day with its previous active day. The
 * SQL of each is written here once; the two tables differ only in how they number the days.
 */

/** The highest day set in a mask (bits 0–30, so a DOUBLE's log2 is exact enough to floor). */
export const lastDay = (mask: string): string => `CAST(floor(log2(${mask})) AS INTEGER)`;

/** A measure's carried column: its last active day in the member's months before the row's (`__prior<i>`). */
const prior = (i: number): string => ident(`__prior${i}`);
/** A measure's count of members (`__n<i>`). */
export const countColumn = (i: number): string => ident(`__n${i}`);

/**
 * The members' months of the activity table `source` (CTE `months`: site_id, month, each measure's
 * mask and carried column), from the month `first` (an SQL date) on when given. With `carried`, each
 * member's last active days of the months before `first` are read in one aggregate and carried into
 * the first month read (not a window over their rows).
 */
export function monthsWithPrior(source: string, measures: readonly string[], first?: string, carried = false): string {
  const lastActive = (m: string) => `CASE WHEN a.${m} <> 0 THEN a.month + ${lastDay(`a.${m}`)} END`;
  const earlier = (m: string) => `max(${lastActive(m)}) OVER (PARTITION BY a.member_id ORDER BY a.month ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)`;
  const before = carried && first
    ? ` LEFT JOIN (SELECT a.member_id, ${measures.map((m, i) => `max(${lastActive(m)}) AS ${prior(i)}`).join(', ')} FROM ${source} a WHERE a.month < ${first} AND a.member_id IN (SELECT member_id FROM ${source} WHERE month >= ${first}) GROUP BY ALL) e ON e.member_id = a.member_id`
    : '';
  return `SELECT a.site_id, a.month, ${measures.map((m, i) => `a.${m}::BIGINT AS ${m}, ${before ? `coalesce(${earlier(m)}, e.${prior(i)})` : earlier(m)} AS ${prior(i)}`).join(', ')}`
    + ` FROM ${source} a${before}${first ? ` WHERE a.month >= ${first}` : ''}`;
}

/**
 * Each active day of each measure with its previous active day, read from `months`: rows (site_id,
 * d, p, `__n<i>` per measure) with the number of members active on d whose previous active day was
 * p. `day(date)` gives d from the active day (an SQL date), `previous(prev, date)` gives p from the
 * previous active day (NULL: none before) and the active day; `where(date)` narrows the active days.
 */
export function activeDayPairs(measures: readonly string[], day: (date: string) => string, previous: (prev: string, date: string) => string, where?: (date: string) => string): string {
  const date = 'f.month + CAST(r.k AS INTEGER)';
  const bitsBefore = (m: string) => `(f.${m} & ((1::BIGINT << r.k) - 1))`;
  const prev = (m: string, i: number) => `CASE WHEN ${bitsBefore(m)} <> 0 THEN f.month + ${lastDay(bitsBefore(m))} ELSE f.${prior(i)} END`;
  return `SELECT site_id, d, p, ${measures.map((_, i) => `CAST(sum(${countColumn(i)}) AS BIGINT) AS ${countColumn(i)}`).join(', ')} FROM (`
    + measures.map((m, i) => `SELECT f.site_id, ${day(date)} AS d, ${previous(prev(m, i), date)} AS p,`
      + ` ${measures.map((_, j) => `${j === i ? 'count(*)' : '0'} AS ${countColumn(j)}`).join(', ')} FROM months f, range(31) r(k) WHERE (f.${m} >> r.k) & 1 = 1${where ? ` AND ${where(date)}` : ''} GROUP BY ALL`).join(' UNION ALL ')
    + ') GROUP BY ALL';
}
