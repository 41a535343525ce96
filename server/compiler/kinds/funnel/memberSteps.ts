import { ident, type Params } from '../../sql/params';
import type { KindInput } from '../kind';
import { chEventsSql, duckEventsSql, type MemberEvents } from '../shared/memberEvents';

/**
 * The members reaching each step, in order: step 1's members on their first day of it in the range;
 * step k's, those of step k − 1 with step k's event on or after the day they reached k − 1, on the
 * first such day. Joined on the member alone, the day compared after (ClickHouse joins on equalities);
 * each step's day is named by its step (`day_<k>`): a ClickHouse alias is read wherever its name is,
 * the step before's column of the same name included.
 */
const reached = (events: string, k: number, before?: string) => (before
  ? `SELECT e.member_id AS member_id, min(e.day) AS day_${k} FROM (${events}) AS e INNER JOIN ${before} AS p ON e.member_id = p.member_id WHERE e.day >= p.day_${k - 1} GROUP BY e.member_id`
  : `SELECT member_id, min(day) AS day_${k} FROM (${events}) AS e GROUP BY member_id`);

/** DuckDB: the WITH list ending in `src`, one row of each step's members named by the step's measure. */
export function duckMemberSteps(events: readonly MemberEvents[], input: KindInput, params: Params): string {
  const steps = events.map((e, i) => `r${i + 1} AS (${reached(duckEventsSql(e, input.range, input, params), i + 1, i ? `r${i}` : undefined)})`);
  const counts = events.map((e, i) => `(SELECT count(*) FROM r${i + 1}) AS ${ident(e.measure)}`);
  return `WITH ${steps.join(',\n')},\nsrc AS (SELECT ${counts.join(', ')})`;
}

/** ClickHouse: the one row of duckMemberSteps as nested SELECTs (each step's members read anew where counted). */
export function chMemberSteps(events: readonly MemberEvents[], input: KindInput, params: Params): string {
  const steps: string[] = [];
  events.forEach((e, i) => steps.push(reached(chEventsSql(e, input.range, input, params), i + 1, i ? `(${steps[i - 1]})` : undefined)));
  return `SELECT ${steps.map((sql, i) => `(SELECT count() FROM (${sql})) AS ${ident(events[i].measure)}`).join(', ')}`;
}
