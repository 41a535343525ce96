import { ident, type Params } from '../../sql/params';
import type { KindInput } from '../kind';
import { duckFirstDays, eventsSql, type MemberEvents } from '../shared/memberEvents';

/**
 * The members reaching each step, in order: step 1's members on their first day of it in the range;
 * step k's, those of step k − 1 with step k's event on or after the day they reached k − 1, on the
 * first such day (DuckDB: a relation per step, each read once). Each step's day is named by its step
 * (`day_<k>`), as ClickHouse needs (an alias is read wherever its name is).
 *
 * DuckDB: the WITH list ending in `src`, one row of each step's members named by the step's measure,
 * each step's first days read as memberEvents.ts duckFirstDays reads them.
 */
export function duckMemberSteps(events: readonly MemberEvents[], input: KindInput, params: Params): string {
  const steps = events.map((e, i) => `r${i + 1} AS (SELECT member_id, day AS day_${i + 1} FROM (${duckFirstDays(e, input.range, input, params, i ? { rel: `r${i}`, column: `day_${i}` } : undefined)}))`);
  const counts = events.map((e, i) => `(SELECT count(*) FROM r${i + 1}) AS ${ident(e.measure)}`);
  return `WITH ${steps.join(',\n')},\nsrc AS (SELECT ${counts.join(', ')})`;
}

/**
 * ClickHouse: the one row of duckMemberSteps in one pass of nested SELECTs (no WITH list where it is
 * read as a subquery): every member of step 1 carried through, each later step's day NULL where the
 * member has not reached it, then each step's members counted. A member the join finds no event for
 * reads the type's default day (1970-01-01), before any step's day.
 */
export function chMemberSteps(events: readonly MemberEvents[], input: KindInput, params: Params): string {
  let carried = `SELECT member_id, min(day) AS day_1 FROM (${eventsSql('clickhouse', events[0], input.range, input, params)}) GROUP BY member_id`;
  for (let k = 2; k <= events.length; k++) {
    const before = Array.from({ length: k - 1 }, (_, j) => `p.day_${j + 1}`);
    // an event on or after the day the member reached the step before (none where it has not)
    const reach = `ifNull(e.day >= p.day_${k - 1}, 0)`;
    carried = `SELECT p.member_id AS member_id, ${before.map((d) => `${d} AS ${d.slice(2)}`).join(', ')}, if(countIf(${reach}) > 0, toNullable(minIf(e.day, ${reach})), NULL) AS day_${k}
      FROM (${carried}) AS p LEFT JOIN (${eventsSql('clickhouse', events[k - 1], input.range, input, params)}) AS e ON e.member_id = p.member_id GROUP BY p.member_id, ${before.join(', ')}`;
  }
  return `SELECT ${events.map((e, i) => `count(day_${i + 1}) AS ${ident(e.measure)}`).join(', ')} FROM (${carried})`;
}
