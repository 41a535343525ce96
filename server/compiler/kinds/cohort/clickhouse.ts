import { ident, type Params } from '../../sql/params';
import type { KindInput, KindRelation } from '../kind';
import { chPartSql } from '../../dialect/clickhouse/part';
import { eventsSource, eventsSql, FIRST_DAY, firstDayPart, maskRowsWhere } from '../shared/memberEvents';
import type { CohortPlan } from './plan';

const ADD = { day: 'addDays', week: 'addWeeks', month: 'addMonths' } as const;
const START_OF = { month: 'toStartOfMonth', week: 'toMonday' } as const;

/** Days in a checkpoint of a unit counted in days. */
const UNIT_DAYS = { day: 1, week: 7 } as const;

const lastDay = (m: string) => `addDays(addMonths(${m}, 1), -1)`;
const dayOf = (d: string) => `toDayOfMonth(${d})`;
const ones = (n: string) => `(bitShiftLeft(toInt64(1), ${n}) - 1)`;

/** The bits of a pair's mask (the month `m`'s days low, the next month's above bit 31) of the days in [s, e), s in month m and e at most a month later (duckdb.ts windowBits). */
function windowBits(s: string, e: string, m: string): string {
  const inMonth = `${e} <= ${lastDay(m)}`;
  const from = `bitShiftLeft(bitShiftRight(toInt64(2147483647), ${dayOf(s)} - 1), ${dayOf(s)} - 1)`;
  return `bitOr(bitAnd(${from}, if(${inMonth}, ${ones(`${dayOf(e)} - 1`)}, toInt64(2147483647))), if(${inMonth}, toInt64(0), bitShiftLeft(${ones(`${dayOf(e)} - 1`)}, 31)))`;
}

/**
 * Whether each start member was back in each checkpoint's window (`member_id, n, hit`), from the
 * activity's days two months at a time (plan.pairs), as duckdb.ts marksFromPairs reads them: the
 * member's row of the month its window starts in answers it by the bits of the window's days.
 */
function hitsFromPairs(plan: CohortPlan, pairs: NonNullable<CohortPlan['pairs']>, starts: string, input: KindInput, params: Params): string {
  const where = [`p.month >= ${params.date(`${plan.range.from.slice(0, 8)}01`)}`, ...maskRowsWhere('p', plan.activity, input, params)];
  const rows = `SELECT s.member_id AS member_id, s.first_date AS first_date, p.month AS m, toInt64(p.${ident(pairs.mask)}) AS mask
    FROM (${starts}) AS s INNER JOIN (SELECT * FROM ${ident(pairs.table)} AS p WHERE ${where.join(' AND ')}) AS p ON p.member_id = s.member_id`;
  const at = `[${plan.at.join(', ')}]`;
  // a window of months starts and ends on the first day's day of the month (the month's last day where it is shorter);
  // a lambda's test is made not NULL, as 18.16 requires (the first day is Nullable there)
  const monthDay = (month: string) => `addDays(${month}, least(${dayOf('first_date')}, ${dayOf(lastDay(month))}) - 1)`;
  const windows = plan.unit === 'month'
    ? `SELECT member_id, mask, n, ${monthDay('m')} AS w_start, ${monthDay('addMonths(m, 1)')} AS w_end, m FROM (SELECT *, toRelativeMonthNum(m) - toRelativeMonthNum(first_date) AS n FROM (${rows})) WHERE has(${at}, n)`
    : `SELECT member_id, mask, n, addDays(first_date, ${UNIT_DAYS[plan.unit]} * n) AS w_start, addDays(first_date, ${UNIT_DAYS[plan.unit]} * (n + 1)) AS w_end, m
      FROM (SELECT *, arrayJoin(arrayFilter(x -> ifNull(addDays(first_date, ${UNIT_DAYS[plan.unit]} * x) BETWEEN m AND ${lastDay('m')}, 0), ${at})) AS n FROM (${rows}))`;
  return `SELECT member_id, n, bitAnd(mask, ${windowBits('w_start', 'w_end', 'm')}) != 0 AS hit FROM (${windows})`;
}

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
  let marks: string;
  if (plan.pairs) {
    const back = plan.at.map((n) => `max(ifNull(h.n = ${n} AND h.hit, 0)) AS back_${n}`);
    marks = `SELECT s.member_id AS member_id, any(s.first_date) AS first_day, ${back.join(', ')} FROM (${starts}) AS s LEFT JOIN (${hitsFromPairs(plan, plan.pairs, starts, input, params)}) AS h ON h.member_id = s.member_id GROUP BY s.member_id`;
  } else {
    const acts = `SELECT DISTINCT member_id, day FROM (${eventsSql('clickhouse', plan.activity, plan.returns, input, params)})`;
    const back = plan.at.map((n) => `max(a.day >= ${add(n, 's.first_date')} AND a.day < ${add(n + 1, 's.first_date')}) AS back_${n}`);
    marks = `SELECT s.member_id AS member_id, any(s.first_date) AS first_day, ${back.join(', ')} FROM (${starts}) AS s LEFT JOIN (${acts}) AS a ON a.member_id = s.member_id GROUP BY s.member_id`;
  }
  // a count of no members is 0 as on DuckDB: 18.16 gives NULL for countIf over no rows of a Nullable condition (the joined days)
  const counts = plan.at.flatMap((n) => [
    `coalesce(countIf(${add(n + 1)} <= ${after} AND back_${n}), 0) AS ${ident(`retained_${n}_count`)}`,
    `coalesce(countIf(${add(n + 1)} <= ${after}), 0) AS ${ident(`retained_${n}_eligible`)}`,
  ]);
  const group = input.totals ? '' : `${START_OF[plan.period]}(first_day) AS cohort_period, `;
  const cohorts = `SELECT ${group}count() AS cohort_count, ${counts.join(', ')} FROM (${marks})${input.totals ? '' : ' GROUP BY cohort_period'}`;
  // each checkpoint's rate, in SQL and in the totals row: each member is in one cohort, so the totals row is the cohorts' counts added up (as DuckDB's, duckdb.ts)
  const ratios = plan.at.map((n) => ({ name: `retained_${n}_rate`, of: [`retained_${n}_count`, `retained_${n}_eligible`] as const }));
  const rates = ratios.map(({ name, of: [count, eligible] }) => `${count} / nullif(${eligible}, 0) AS ${ident(name)}`);
  const summed = { sums: ['cohort_count', ...ratios.flatMap((r) => r.of)], ratios };
  return {
    withRes: `SELECT *, ${rates.join(', ')} FROM (${cohorts})`,
    ...(input.totals ? {} : { summedTotals: summed }),
    dims: input.totals ? [] : ['cohort_period'], sources: [...new Set([eventsSource(plan.start), plan.pairs?.table ?? eventsSource(plan.activity)])],
  };
}
