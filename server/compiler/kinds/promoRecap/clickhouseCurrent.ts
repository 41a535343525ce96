import { ident, type Params } from '../../sql/params';
import { moneySql } from '../../sql/money';
import type { KindInput, KindRelation } from '../kind';
import type { PromoRecapPlan } from './plan';
import { inScope } from '../shared/clickhouse/members';
import { packedTotals } from '../shared/clickhouse/packedTotals';
import { promoList } from '../shared/clickhouse/promos';
import { factMoney } from '../shared/money';
import { MATERIALIZED } from '../../../warehouse/clickhouse/sharedReads';
import { addDays } from '../../rateBook';

type Money = (col: PromoRecapPlan['play']['apv']) => string;

/**
 * Ranges longer than a quarter read the segments where the plan has them; shorter ones the member-days,
 * most of their segments being cut by the range (chDB 26, demo warehouse, promotion recap: 30 days
 * 140 ms with the segments against 125 without; 91 days 179 against 179; 214 days 174 against 200; two years 259 against 346).
 */
const SEGMENT_MIN_DAYS = 92;
const segmented = (plan: PromoRecapPlan): boolean => Boolean(plan.segments) && addDays(plan.range.from, SEGMENT_MIN_DAYS) <= plan.range.to;

/**
 * The days of the segments of the promotion calendar (semantic/promoSegments.ts) the range cuts, in
 * it: a site's segment starting before the range or ending after it, as the members' segment sums
 * hold it (a segment without play has no row there, and no day of play to read).
 */
function edgeDays(segments: string, input: KindInput, params: Params, start: string, end: string): string {
  const cut = `SELECT DISTINCT site_id, greatest(seg_start, ${start}) AS lo, least(seg_end, ${end}) AS hi FROM ${ident(segments)}
      WHERE ${inScope(input, params)} AND seg_start <= ${end} AND seg_end >= ${start} AND (seg_start < ${start} OR seg_end > ${end})`;
  return `__edge_days AS (SELECT site_id, arrayJoin(arrayMap(i -> lo + i, range(toUInt32(hi - lo) + 1))) AS d FROM (${cut}))`;
}

/**
 * The participants' candidates' play in the range, a row per member and day; with the segments
 * (plan.segments, the base currency, over a range longer than a quarter) a row per member and segment inside the range (its first day:
 * the same promotions run on each of its days) and a row per member-day of the segments the range
 * cuts, as DuckDB reads them (duckdb.ts playDays): promotion recap over two years reads a fifth of the rows.
 */
function playRows(plan: PromoRecapPlan, input: KindInput, params: Params, money: Money, start: string, end: string): string {
  const days = (where: string) => `SELECT f.member_id AS member_id, f.stat_date AS stat_date, ${money(plan.play.apv)} AS apv_value, ${money(plan.play.win)} AS win_value
        FROM ${ident(plan.play.table)} AS f WHERE ${inScope(input, params)} AND stat_date BETWEEN ${start} AND ${end}${where}`;
  if (!segmented(plan)) return days('');
  const inside = `SELECT f.member_id AS member_id, f.seg_start AS stat_date, f.apv_bet AS apv_value, f.house_net_win AS win_value
        FROM ${ident(plan.segments!)} AS f WHERE ${inScope(input, params)} AND seg_start >= ${start} AND seg_end <= ${end}`;
  return `${inside} UNION ALL ${days(' AND (site_id, stat_date) IN (SELECT site_id, d FROM __edge_days)')}`;
}

/**
 * The promoRecap kind on a current ClickHouse: 18.16's reading (clickhouse.ts, its meaning in
 * duckdb.ts) with the promotions, the claims, each member's windows and the participants' play
 * named once (materialized where the warehouse can) and read by name, in one SELECT a step where
 * 18.16's form nests a renamed subquery in each: a current server spent most of its time planning those.
 * Each member-day of play is tested against its member's windows, an array: one row a member-day.
 * A grid's first page carries its totals row (ResRelation.packedTotals), read from them too.
 */
export function currentPromoRecap(plan: PromoRecapPlan, input: KindInput, params: Params): KindRelation {
  const start = params.date(plan.range.from);
  const end = params.date(plan.range.to);
  const listed = promoList(input, params, `promo_date_start <= ${end} AND promo_date_end >= ${start}`);
  const inRange = `stat_date BETWEEN ${start} AND ${end}`;
  // the participants' play in the request's currency, each row at its day's rate
  const money: Money = (col) => moneySql(input.money, { ...col, day: 'f.stat_date', site: 'f.site_id' }, input.dialect, params);
  const ctes = [
    `__promo${MATERIALIZED}SELECT *, greatest(promo_date_start, ${start}) AS w_from, least(promo_date_end, ${end}) AS w_to FROM (${listed.sql}))`,
    // each participant's claims of a promotion, with the promotion's window in the range (so its windows read the claims alone)
    `__claims${MATERIALIZED}SELECT f.promo_id AS promo_id, f.member_id AS member_id, count() AS n, sum(f.bonus_value) AS bonus, any(w.w_from) AS __from, any(w.w_to) AS __to
      FROM (SELECT promo_id, member_id, stat_date, ${factMoney(input, params, '', 'bonus_amt_base')} AS bonus_value FROM fact_bonus WHERE ${inScope(input, params)} AND ${inRange}) AS f
      INNER JOIN __promo AS w ON w.promo_id = f.promo_id WHERE f.stat_date BETWEEN w.w_from AND w.w_to GROUP BY f.promo_id, f.member_id)`,
    `__windows${MATERIALIZED}SELECT member_id, groupArray((promo_id, __from, __to)) AS ws FROM __claims GROUP BY member_id)`,
    // each member-day of the participants' play with the windows holding it: the join keeps the participants' days (a second
    // read of the windows to filter them first cost more to plan than it saved: a current server analyses a named relation at each read)
    ...(segmented(plan) ? [edgeDays(plan.segments!, input, params, start, end)] : []),
    `__days${MATERIALIZED}SELECT g.apv_value AS apv_value, g.win_value AS win_value, arrayFilter(w -> g.stat_date BETWEEN w.2 AND w.3, m.ws) AS held
      FROM (${playRows(plan, input, params, money, start, end)}) AS g
      INNER JOIN __windows AS m ON m.member_id = g.member_id)`,
    `__play AS (SELECT h.1 AS promo_id, sum(apv_value) AS apv, sum(win_value) AS win FROM __days ARRAY JOIN held AS h GROUP BY h.1)`,
  ];
  const res0 = `SELECT ${listed.columns.map((c) => `p.${ident(c)} AS ${ident(c)}`).join(', ')}, coalesce(per.claims, 0) AS claim_count, coalesce(per.participants, 0) AS participant_count,
      coalesce(per.bonus, 0) AS bonus_amt, coalesce(play.apv, 0) AS part_apv_bet, coalesce(play.win, 0) AS part_house_net_win
    FROM __promo AS p LEFT JOIN (SELECT promo_id, count() AS participants, sum(n) AS claims, sum(bonus) AS bonus FROM __claims GROUP BY promo_id) AS per ON per.promo_id = p.promo_id
    LEFT JOIN __play AS play ON play.promo_id = p.promo_id`;
  // Totals: each participant's member-day once across overlapping promotions (duckdb.ts), a day held by any of its member's
  // windows (the play's two sums in one read of the days); summed under inner names and renamed outside (an alias that is a column's name
  // would be read in its place). Joined, not scalar subqueries: a scalar subquery runs while the statement is analysed, reading the named
  // relations again (chDB, promotion recap over two years: 205 ms with them, 147 joined)
  const totalsOf = (rows: string) => `SELECT __claims_n AS claim_count, __members AS participant_count, __bonus AS bonus_amt, coalesce(__apv, 0) AS part_apv_bet, coalesce(__win, 0) AS part_house_net_win
      FROM (SELECT coalesce(sum(claim_count), 0) AS __claims_n, coalesce(sum(bonus_amt), 0) AS __bonus FROM (${rows}))
      CROSS JOIN (SELECT uniqExact(member_id) AS __members FROM __claims) CROSS JOIN (SELECT sum(apv_value) AS __apv, sum(win_value) AS __win FROM __days WHERE notEmpty(held))`;
  const derived = (sql: string) => `SELECT *, bonus_amt / nullif(participant_count, 0) AS bonus_per_user, bonus_amt / nullif(part_house_net_win, 0) AS bonus_rate,
      part_house_net_win - bonus_amt AS part_profit FROM (${sql})`;
  // a grid's first page: the totals row beside the rows, from the same claims and play
  const columns = [...listed.columns, 'claim_count', 'participant_count', 'bonus_amt', 'part_apv_bet', 'part_house_net_win', 'bonus_per_user', 'bonus_rate', 'part_profit'];
  const carried = input.withTotals && !input.totals ? { packedTotals: packedTotals(ctes, res0, columns, derived, totalsOf) } : {};
  return {
    withRes: `WITH ${ctes.join(',\n')}\n${derived(input.totals ? totalsOf(res0) : res0)}`,
    ...carried,
    dims: input.totals ? [] : ['promo_id'],
    sources: ['dim_promo', 'fact_bonus', plan.play.table, ...(segmented(plan) ? [plan.segments!] : [])],
  };
}
