import { ACTIVE_WINDOWS } from './spec';
import { modelPartSql } from '../../dialect/duckdb/part';
import { ident, type Params } from '../../sql/params';
import type { KindInput, KindRelation } from '../kind';
import { printedWhenRead } from '../../dialect/dialect';
import type { ActiveUsersPlan } from './plan';
import { conditionExpr, siteScope } from '../../sql/conditions';
import { duckExpressions as duck } from '../../dialect/duckdb/expressions';

/**
 * From `cover` (per group, the member-days covered for each window) and `n` (the days measured):
 * the averages and stickiness; a group nobody was active in has no row.
 */
function averagesSql(group: readonly string[]): string[] {
  return [
    `res0 AS (SELECT ${group.map((d) => `c.${ident(d)}, `).join('')}n.days AS activity_days, ${Object.keys(ACTIVE_WINDOWS).map((w) => `coalesce(c.${w}, 0) / nullif(n.days, 0) AS activity_${w}`).join(', ')}
      FROM n ${group.length ? 'JOIN cover c ON c.mau > 0' : 'LEFT JOIN cover c ON TRUE'})`,
    `res AS (SELECT *, activity_dau / nullif(activity_mau, 0) AS activity_stickiness FROM res0)`,
  ];
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * The same averages for a range whose days and the 29 before fit in 63 bits (a BIGINT, its sign bit unused): per member (and
 * group) one aggregate of its login days as bits, the last day measured in bit 0 and each day
 * before one bit higher. A login covers the W days from it, that is its bit and the W − 1 below:
 * shifting right by 0 … W − 1 and or-ing (in doublings) gives the days covered, and the bits of
 * the measured days counted give the member's days. No sort, no window over the logins.
 */
function coverBits(plan: ActiveUsersPlan, input: KindInput, params: Params): string[] | undefined {
  const { from, to, group } = plan;
  const measured = dayNumber(to) - dayNumber(from) + 1;
  const lookback = ACTIVE_WINDOWS.mau - 1;
  if (measured < 1 || measured + lookback > 63) return undefined;
  const last = params.date(to);
  const acts = modelPartSql({ ...plan.acts, grain: undefined }, plan.actsRange, input.scope, params).replace(/^SELECT /, `SELECT bit_or(1::BIGINT << CAST(${last} - f.stat_date AS BIGINT)) AS b1, `);
  const g = group.map((d) => `${ident(d)}, `).join('');
  const days = params.add(2 ** measured - 1);
  const count = (mask: string) => `sum(bit_count((${mask}) & CAST(${days} AS BIGINT)))::DOUBLE`;
  const covered = { dau: 'b1', wau: 'b4 | (b2 >> 4) | (b1 >> 6)', mau: 'b16 | (b8 >> 16) | (b4 >> 24) | (b2 >> 28)' } satisfies Record<keyof typeof ACTIVE_WINDOWS, string>;
  return [
    `acts AS (${acts})`,
    `d2 AS (SELECT ${g}b1, b1 | (b1 >> 1) AS b2 FROM acts)`,
    `d4 AS (SELECT *, b2 | (b2 >> 2) AS b4 FROM d2)`,
    `d8 AS (SELECT *, b4 | (b4 >> 4) AS b8 FROM d4)`,
    `d16 AS (SELECT *, b8 | (b8 >> 8) AS b16 FROM d8)`,
    `cover AS (SELECT ${g}${Object.entries(covered).map(([w, mask]) => `${count(mask)} AS ${w}`).join(', ')} FROM d16${group.length ? ' GROUP BY ALL' : ''})`,
    `n AS (SELECT ${params.add(measured)}::INTEGER AS days)`,
    ...averagesSql(group),
  ];
}

/**
 * The sums from the range counts (plan.activity.counts): the members active in the W days ending on
 * a measured day d are the range count of [d − W + 1, d] (from the warehouse's first day where the
 * window reaches before it), so each window's member-days are the sum of those counts over the
 * measured days and the sites (a member belongs to one site). A few rows per site and day, no member read.
 */
function coverFromCounts(plan: ActiveUsersPlan, input: KindInput, params: Params): string[] {
  const { activity, group } = plan;
  const counts = activity!.counts!;
  const g = group.map((d) => `f.${ident(d)}, `).join('');
  const start = params.date(counts.start);
  const sums = Object.entries(ACTIVE_WINDOWS).map(([w, days]) => `CAST(sum(f.${ident(activity!.measure)}) FILTER (WHERE f.from_date = greatest(f.to_date - ${days - 1}, ${start})) AS DOUBLE) AS ${w}`);
  const where = [
    siteScope('f.site_id', input.scope, params),
    `f.to_date BETWEEN ${params.date(plan.from)} AND ${params.date(plan.to)}`,
    `f.to_date - f.from_date < ${ACTIVE_WINDOWS.mau}`,
    ...plan.acts.conditions.map((c) => conditionExpr(`f.${ident(c.dimension)}`, c, params, duck)),
  ];
  return [`cover AS (SELECT ${g}${sums.join(', ')} FROM ${ident(counts.table)} f WHERE ${where.join(' AND ')}${group.length ? ' GROUP BY ALL' : ''})`];
}

/**
 * The sums from the members counted in windows of days ending on each day (plan.windows): each
 * window's member-days over the measured days are the sum of its counts over those days and the
 * dimensions' values not grouped by (a member has one site). A day before the data's first has no
 * row and counts nothing, as with every other source. A row per day and group, no member read.
 */
function coverFromWindows(plan: ActiveUsersPlan, input: KindInput, params: Params): string[] {
  const { windows, group } = plan;
  const g = group.map((d) => `f.${ident(d)}, `).join('');
  const sums = Object.keys(ACTIVE_WINDOWS).map((w) => `CAST(sum(f.${ident(windows!.columns[w as keyof typeof ACTIVE_WINDOWS])}) AS DOUBLE) AS ${w}`);
  const where = [
    siteScope('f.site_id', input.scope, params),
    `f.${ident(plan.login.timeColumn!)} BETWEEN ${params.date(plan.from)} AND ${params.date(plan.to)}`,
    ...plan.acts.conditions.map((c) => conditionExpr(`f.${ident(c.dimension)}`, c, params, duck)),
  ];
  return [`cover AS (SELECT ${g}${sums.join(', ')} FROM ${ident(windows!.table)} f WHERE ${where.join(' AND ')}${group.length ? ' GROUP BY ALL' : ''})`];
}

/** The first day of a date's month (YYYY-MM-DD). */
const monthOf = (day: string) => `${day.slice(0, 8)}01`;

/**
 * Each member's (and group's) login days by month as a mask (`b`, bit d − 1 for day d): from the
 * members' active days by month where the plan has them, else from the fact. Months from the one
 * of the MAU window's first day before the range to the last measured day; days of those months
 * outside the days read change nothing (a login before them covers no measured day, one after is
 * not measured).
 */
function monthMasks(plan: ActiveUsersPlan, input: KindInput, params: Params): string {
  const { activity, group, actsRange } = plan;
  if (activity) {
    const where = [
      siteScope('f.site_id', input.scope, params),
      `f.month BETWEEN ${params.date(monthOf(actsRange.from))} AND ${params.date(monthOf(actsRange.to))}`,
      `f.${ident(activity.measure)} <> 0`,
      ...plan.acts.conditions.map((c) => conditionExpr(`f.${ident(c.dimension)}`, c, params, duck)),
    ];
    return `SELECT ${group.map((d) => `f.${ident(d)} AS ${ident(d)}, `).join('')}f.member_id AS member_id, f.month AS month, CAST(f.${ident(activity.measure)} AS BIGINT) AS b FROM ${ident(activity.table)} f WHERE ${where.join(' AND ')}`;
  }
  const day = `f.${ident(plan.login.timeColumn!)}`;
  return modelPartSql({ ...plan.acts, grain: undefined }, actsRange, input.scope, params)
    .replace(/^SELECT /, `SELECT bit_or(1::BIGINT << (dayofmonth(${day}) - 1)) AS b, CAST(date_trunc('month', ${day}) AS DATE) AS month, `);
}

/**
 * The member-days each window covers, for a range of any length, from month masks: a member's
 * covered days are the union of [s, s + W − 1] over its login days s. A month's row counts the days
 * of its own month its logins cover (the mask or-ed with itself shifted by 1 … W − 1 days, in
 * doublings, as coverBits) and the days after its month its last login covers, up to the day before
 * the member's next login (the first day of its next month with a login, which counts on from
 * there). So each covered day counts once, with one window over a member's months instead of its
 * days.
 */
function coverMonths(plan: ActiveUsersPlan, input: KindInput, params: Params): string[] {
  const { group } = plan;
  const g = group.map((d) => `${ident(d)}, `).join('');
  const first = params.date(plan.from);
  const last = params.date(plan.to);
  const lastDay = (mask: string) => `CAST(floor(log2(${mask})) AS INTEGER)`;
  const spill = (days: number) => `greatest(0, least(l + ${days - 1}, nxt - 1, ${last}) - greatest(mend + 1, ${first}) + 1)`;
  const covered = { dau: 'b', wau: 'c4 | (c2 << 4) | (b << 6)', mau: 'c16 | (c8 << 16) | (c4 << 24) | (c2 << 28)' } satisfies Record<keyof typeof ACTIVE_WINDOWS, string>;
  const sums = Object.entries(ACTIVE_WINDOWS).map(([w, days]) => `sum(CAST(bit_count((${covered[w as keyof typeof covered]}) & rm)${days > 1 ? ` + ${spill(days)}` : ''} AS DOUBLE)) AS ${w}`);
  return [
    `acts AS (${monthMasks(plan, input, params)})`,
    `spans AS (SELECT ${g}month, b, CAST(last_day(month) AS DATE) AS mend, month + ${lastDay('b')} AS l,
      coalesce(lead(month + ${lastDay('b & -b')}) OVER (PARTITION BY ${g}member_id ORDER BY month), DATE '9999-12-31') AS nxt FROM acts)`,
    `m1 AS (SELECT *, CAST(greatest(${first}, month) - month AS INTEGER) AS lo, CAST(least(${last}, mend) - month + 1 AS INTEGER) AS hi FROM spans)`,
    `m2 AS (SELECT *, CASE WHEN hi > lo THEN (1::BIGINT << hi) - (1::BIGINT << lo) ELSE 0 END AS rm, b | (b << 1) AS c2 FROM m1)`,
    `m4 AS (SELECT *, c2 | (c2 << 2) AS c4 FROM m2)`,
    `m8 AS (SELECT *, c4 | (c4 << 4) AS c8 FROM m4)`,
    `m16 AS (SELECT *, c8 | (c8 << 8) AS c16 FROM m8)`,
    `cover AS (SELECT ${g}${sums.join(', ')} FROM m16${group.length ? ' GROUP BY ALL' : ''})`,
  ];
}

/**
 * An average over the days of the range of "members active in the W days ending that day" equals
 * the days of the range each member is covered, divided by the days: a login on day s covers the
 * days s … s + W − 1. Read, in this order of preference: from the members counted in windows of
 * days ending on each day (plan.windows); from the range counts (plan.activity.counts);
 * for a range of at most 34 days from the fact's login days as bits (coverBits); else from month
 * masks (coverMonths), of the members' active days by month where they keep the group, else of the
 * fact. The days measured run to the last day with data; a group nobody was active in during them
 * has no row.
 */
export function duckdbActiveUsers(plan: ActiveUsersPlan, input: KindInput, params: Params): KindRelation {
  const { group, login, from, to } = plan;
  const sources = plan.windows ? [plan.windows.table] : plan.activity ? [plan.activity.counts?.table ?? plan.activity.table] : [login.table];
  const print = (): string => {
    if (plan.windows || plan.activity?.counts) {
      const ctes = [...(plan.windows ? coverFromWindows(plan, input, params) : coverFromCounts(plan, input, params)), `n AS (SELECT CAST(greatest(0, ${params.date(to)} - ${params.date(from)} + 1) AS INTEGER) AS days)`, ...averagesSql(group)];
      return `WITH ${ctes.join(',\n')}`;
    }
    const bits = plan.activity ? undefined : coverBits(plan, input, params);
    if (bits) return `WITH ${bits.join(',\n')}`;
    const ctes = [...coverMonths(plan, input, params), `n AS (SELECT CAST(greatest(0, ${params.date(to)} - ${params.date(from)} + 1) AS INTEGER) AS days)`, ...averagesSql(group)];
    return `WITH ${ctes.join(',\n')}`;
  };
  return printedWhenRead<KindRelation>(print, { dims: group, sources });
}
