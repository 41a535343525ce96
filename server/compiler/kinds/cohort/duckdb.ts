import { ident, type Params } from '../../sql/params';
import type { KindInput, KindRelation } from '../kind';
import { eventsSource, eventsSql } from '../shared/memberEvents';
import type { CohortPlan } from './plan';

/**
 * Each member's first start day (over all of history) in the range is its cohort; its returns are
 * the activity's days from that day on. Checkpoint N's window is [first + N units, first + N + 1
 * units); a member counts there once the window has ended by the last day of data (eligible), and
 * is back when it has an activity day inside it.
 */
export function duckdbCohort(plan: CohortPlan, input: KindInput, params: Params): KindRelation {
  const unit = plan.unit.toUpperCase();
  const from = params.date(plan.range.from);
  const to = params.date(plan.range.to);
  // the day after the last day of data: a window ending before it has ended
  const after = `(${params.date(input.dataEnd)} + 1)`;
  const starts = `SELECT member_id, min(day) AS first_date FROM (${eventsSql('duckdb', plan.start, undefined, input, params)}) s GROUP BY member_id HAVING min(day) BETWEEN ${from} AND ${to}`;
  const acts = `SELECT DISTINCT member_id, day FROM (${eventsSql('duckdb', plan.activity, plan.returns, input, params)}) a WHERE member_id IN (SELECT member_id FROM starts)`;
  const back = plan.at.map((n) => `bool_or(a.day >= s.first_date + INTERVAL ${n} ${unit} AND a.day < s.first_date + INTERVAL ${n + 1} ${unit}) AS back_${n}`);
  const marks = `SELECT s.member_id, s.first_date, ${back.join(', ')} FROM starts s LEFT JOIN acts a ON a.member_id = s.member_id GROUP BY s.member_id, s.first_date`;
  const ended = (n: number) => `first_date + INTERVAL ${n + 1} ${unit} <= ${after}`;
  const counts = plan.at.flatMap((n) => [
    `count(*) FILTER (WHERE ${ended(n)} AND back_${n}) AS ${ident(`retained_${n}_count`)}`,
    `count(*) FILTER (WHERE ${ended(n)}) AS ${ident(`retained_${n}_eligible`)}`,
  ]);
  const group = input.totals ? '' : `CAST(date_trunc('${plan.period}', first_date) AS DATE) AS cohort_period, `;
  const cohorts = `SELECT ${group}count(*) AS cohort_count, ${counts.join(', ')} FROM marks${input.totals ? '' : ' GROUP BY ALL'}`;
  const rates = plan.at.map((n) => `retained_${n}_count / nullif(retained_${n}_eligible, 0) AS ${ident(`retained_${n}_rate`)}`);
  return {
    withRes: `WITH starts AS (${starts}),\nacts AS (${acts}),\nmarks AS (${marks}),\nres0 AS (${cohorts}),\nres AS (SELECT *, ${rates.join(', ')} FROM res0)`,
    dims: input.totals ? [] : ['cohort_period'], sources: [...new Set([eventsSource(plan.start), eventsSource(plan.activity)])],
  };
}
