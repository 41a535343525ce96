import { ident, type Params } from '../../sql/params';
import type { KindInput, KindRelation } from '../kind';
import { chPartSql } from '../../dialect/clickhouse/part';
import { eventsSource, eventsSql, FIRST_DAY, firstDayPart } from '../shared/memberEvents';
import type { CohortPlan } from './plan';

const ADD = { day: 'addDays', week: 'addWeeks', month: 'addMonths' } as const;
const START_OF = { month: 'toStartOfMonth', week: 'toMonday' } as const;

/**
 * The cohort kind's SQL on ClickHouse (its meaning: duckdb.ts). A member without returns joins the type's default day (1970-01-01), in no window.
 * The members' first day is named `first_day` once grouped: an alias of the starts' `first_date` would be read inside the windows' aggregates.
 */
export function clickhouseCohort(plan: CohortPlan, input: KindInput, params: Params): KindRelation {
  const add = (n: number, day = 'first_day') => `${ADD[plan.unit]}(${day}, ${n})`;
  const after = `(${params.date(input.dataEnd)} + 1)`;
  const [from, to] = [params.date(plan.range.from), params.date(plan.range.to)];
  // each member's first day in one aggregate of the raw rows up to the range's end where one row counts on its own (memberEvents.ts firstDayPart), as on DuckDB
  const firstDays = firstDayPart(plan.start);
  const starts = firstDays
    ? `SELECT member_id, ${ident(FIRST_DAY)} AS first_date FROM (${chPartSql(firstDays, { from: input.dataStart ?? '1970-01-01', to: plan.range.to }, input.scope, params)}) WHERE ${ident(FIRST_DAY)} BETWEEN ${from} AND ${to}`
    : `SELECT member_id, min(day) AS first_date FROM (${eventsSql('clickhouse', plan.start, undefined, input, params)}) GROUP BY member_id HAVING first_date BETWEEN ${from} AND ${to}`;
  // no WITH list (a subquery's CTE is refused where ClickHouse reads this relation as one): the join keeps the cohorts' members
  const acts = `SELECT DISTINCT member_id, day FROM (${eventsSql('clickhouse', plan.activity, plan.returns, input, params)})`;
  const back = plan.at.map((n) => `max(a.day >= ${add(n, 's.first_date')} AND a.day < ${add(n + 1, 's.first_date')}) AS back_${n}`);
  const marks = `SELECT s.member_id AS member_id, any(s.first_date) AS first_day, ${back.join(', ')} FROM (${starts}) AS s LEFT JOIN (${acts}) AS a ON a.member_id = s.member_id GROUP BY s.member_id`;
  const counts = plan.at.flatMap((n) => [
    `countIf(${add(n + 1)} <= ${after} AND back_${n}) AS ${ident(`retained_${n}_count`)}`,
    `countIf(${add(n + 1)} <= ${after}) AS ${ident(`retained_${n}_eligible`)}`,
  ]);
  const group = input.totals ? '' : `${START_OF[plan.period]}(first_day) AS cohort_period, `;
  const cohorts = `SELECT ${group}count() AS cohort_count, ${counts.join(', ')} FROM (${marks})${input.totals ? '' : ' GROUP BY cohort_period'}`;
  const rates = plan.at.map((n) => `retained_${n}_count / nullif(retained_${n}_eligible, 0) AS ${ident(`retained_${n}_rate`)}`);
  return {
    withRes: `SELECT *, ${rates.join(', ')} FROM (${cohorts})`,
    dims: input.totals ? [] : ['cohort_period'], sources: [...new Set([eventsSource(plan.start), eventsSource(plan.activity)])],
  };
}
