import { ident, type Params } from '../../sql/params';
import type { KindInput, KindRelation } from '../kind';
import { eventsSource, eventsSql, FIRST_DAY, firstDayPart, maskRowsWhere } from '../shared/memberEvents';
import { modelPartSql } from '../../dialect/duckdb/part';
import type { CohortPlan } from './plan';

/** Days in a checkpoint of a unit counted in days. */
const UNIT_DAYS = { day: 1, week: 7 } as const;

/**
 * Whether each start member was back in each checkpoint's window (`marks`: member_id, first_date,
 * back_<N>), from the activity's days: each member's days of the activity from the cohorts' first
 * day on, joined with its windows.
 */
function marksFromDays(plan: CohortPlan, input: KindInput, params: Params): string[] {
  const unit = plan.unit.toUpperCase();
  const acts = `SELECT DISTINCT member_id, day FROM (${eventsSql('duckdb', plan.activity, plan.returns, input, params)}) a WHERE member_id IN (SELECT member_id FROM starts)`;
  const back = plan.at.map((n) => `bool_or(a.day >= s.first_date + INTERVAL ${n} ${unit} AND a.day < s.first_date + INTERVAL ${n + 1} ${unit}) AS back_${n}`);
  return [`acts AS (${acts})`, `marks AS (SELECT s.member_id, s.first_date, ${back.join(', ')} FROM starts s LEFT JOIN acts a ON a.member_id = s.member_id GROUP BY s.member_id, s.first_date)`];
}

/** The bits of a pair's mask (the month `m`'s days low, the next month's above bit 31) of the days in [s, e), s in month m and e at most a month later. */
function windowBits(s: string, e: string, m: string): string {
  const inMonth = `${e} <= last_day(${m})`;
  return `(((2147483647 >> (dayofmonth(${s}) - 1)) << (dayofmonth(${s}) - 1)) & CASE WHEN ${inMonth} THEN (1 << (dayofmonth(${e}) - 1)) - 1 ELSE 2147483647 END`
    + ` | CASE WHEN ${inMonth} THEN 0 ELSE ((1::BIGINT << (dayofmonth(${e}) - 1)) - 1) << 31 END)`;
}

/**
 * The same marks from the activity's days two months at a time (plan.pairs): a window starts in a
 * month and ends in it or the next, so the member's row of the month its window starts in answers
 * it, by the bits of the window's days. A window of months starts and ends on the first day's day of
 * the month (the month's last day where it is shorter, as DuckDB adds months): row n of a member is
 * its month n months after the first day's. Windows of days and weeks are found in each row's month.
 */
function marksFromPairs(plan: CohortPlan, pairs: NonNullable<CohortPlan['pairs']>, input: KindInput, params: Params): string[] {
  const where = [
    `p.month >= ${params.date(`${plan.range.from.slice(0, 8)}01`)}`,
    ...maskRowsWhere('p', plan.activity, input, params),
  ];
  const rows = `SELECT s.member_id, s.first_date, p.month AS m, p.${ident(pairs.mask)} AS mask FROM starts s JOIN ${ident(pairs.table)} p ON p.member_id = s.member_id WHERE ${where.join(' AND ')}`;
  const at = `[${plan.at.join(', ')}]`;
  const windows = plan.unit === 'month'
    ? `SELECT member_id, mask, n, ${windowBits('s', 'e', 'm')} AS bits FROM (SELECT *,
        make_date(year(m), month(m), least(dayofmonth(first_date), dayofmonth(last_day(m)))) AS s,
        make_date(year(m + INTERVAL 1 MONTH), month(m + INTERVAL 1 MONTH), least(dayofmonth(first_date), dayofmonth(last_day(CAST(m + INTERVAL 1 MONTH AS DATE))))) AS e
        FROM (SELECT *, (year(m) * 12 + month(m)) - (year(first_date) * 12 + month(first_date)) AS n FROM rows) WHERE list_contains(${at}, n))`
    : `SELECT member_id, mask, n, ${windowBits('s', 'e', 'm')} AS bits FROM (SELECT *, first_date + ${UNIT_DAYS[plan.unit]} * n AS s, first_date + ${UNIT_DAYS[plan.unit]} * (n + 1) AS e
        FROM (SELECT *, unnest(list_filter(${at}, x -> first_date + ${UNIT_DAYS[plan.unit]} * x BETWEEN m AND last_day(m))) AS n FROM rows))`;
  const back = plan.at.map((n) => `coalesce(bool_or(h.hit) FILTER (WHERE h.n = ${n}), false) AS back_${n}`);
  return [
    `rows AS (${rows})`,
    `hits AS (SELECT member_id, n, (mask & bits) <> 0 AS hit FROM (${windows}))`,
    `marks AS (SELECT s.member_id, s.first_date, ${back.join(', ')} FROM starts s LEFT JOIN hits h ON h.member_id = s.member_id GROUP BY s.member_id, s.first_date)`,
  ];
}

/**
 * Each member's first start day (over all of history) in the range is its cohort; its returns are
 * the activity's days from that day on. Checkpoint N's window is [first + N units, first + N + 1
 * units); a member counts there once the window has ended by the last day of data (eligible), and
 * is back when it has an activity day inside it. With the rows (a grid's first page), the totals row
 * is every cohort's counts added up in the same statement.
 */
export function duckdbCohort(plan: CohortPlan, input: KindInput, params: Params): KindRelation {
  const unit = plan.unit.toUpperCase();
  const from = params.date(plan.range.from);
  const to = params.date(plan.range.to);
  // the day after the last day of data: a window ending before it has ended
  const after = `(${params.date(input.dataEnd)} + 1)`;
  const firstDays = firstDayPart(plan.start);
  const starts = firstDays
    ? `SELECT member_id, ${ident(FIRST_DAY)} AS first_date FROM (${modelPartSql(firstDays, { from: input.dataStart ?? '1970-01-01', to: plan.range.to }, input.scope, params)}) s WHERE ${ident(FIRST_DAY)} BETWEEN ${from} AND ${to}`
    : `SELECT member_id, min(day) AS first_date FROM (${eventsSql('duckdb', plan.start, undefined, input, params)}) s GROUP BY member_id HAVING min(day) BETWEEN ${from} AND ${to}`;
  const marks = plan.pairs ? marksFromPairs(plan, plan.pairs, input, params) : marksFromDays(plan, input, params);
  const ended = (n: number) => `first_date + INTERVAL ${n + 1} ${unit} <= ${after}`;
  // the members counted by first day first (a few hundred days, not a row per member): each checkpoint's end is then computed once a day
  const byDay = `SELECT first_date, count(*) AS members, ${plan.at.map((n) => `count(*) FILTER (WHERE back_${n}) AS back_${n}`).join(', ')} FROM marks GROUP BY first_date`;
  const total = (sql: string, name: string) => `CAST(coalesce(${sql}, 0) AS BIGINT) AS ${ident(name)}`;
  const counts = plan.at.flatMap((n) => [
    total(`sum(back_${n}) FILTER (WHERE ${ended(n)})`, `retained_${n}_count`),
    total(`sum(members) FILTER (WHERE ${ended(n)})`, `retained_${n}_eligible`),
  ]);
  const group = input.totals ? '' : `CAST(date_trunc('${plan.period}', first_date) AS DATE) AS cohort_period, `;
  const cohorts = `SELECT ${group}${total('sum(members)', 'cohort_count')}, ${counts.join(', ')} FROM by_day${input.totals ? '' : ' GROUP BY ALL'}`;
  const rates = plan.at.map((n) => `retained_${n}_count / nullif(retained_${n}_eligible, 0) AS ${ident(`retained_${n}_rate`)}`);
  const carry = input.withTotals === true && !input.totals;
  const summed = ['cohort_count', ...plan.at.flatMap((n) => [`retained_${n}_count`, `retained_${n}_eligible`])].map((c) => total(`sum(${ident(c)})`, c));
  return {
    withRes: `WITH starts AS (${starts}),\n${marks.join(',\n')},\nby_day AS (${byDay}),\nres0 AS${carry ? ' MATERIALIZED' : ''} (${cohorts}),\nres AS (SELECT *, ${rates.join(', ')} FROM res0)`,
    dims: input.totals ? [] : ['cohort_period'],
    sources: [...new Set([eventsSource(plan.start), plan.pairs?.table ?? eventsSource(plan.activity)])],
    ...(carry ? { totals: { name: '__totals', with: () => `__totals0 AS (SELECT ${summed.join(', ')} FROM res0),\n__totals AS (SELECT *, ${rates.join(', ')} FROM __totals0)` } } : {}),
  };
}
