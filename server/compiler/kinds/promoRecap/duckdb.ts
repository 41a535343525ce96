import { ident, type Params } from '../../sql/params';
import type { KindInput, KindRelation } from '../kind';
import { siteScopeSql } from '../shared/scope';
import type { PromoRecapPlan } from './plan';
import { PROMO_COLUMNS, promoListSql } from '../shared/promoList';
import { factMoney } from '../shared/money';
import { moneySql } from '../../sql/money';

/**
 * Promotions whose period overlaps the range. Each is measured on its own days: the overlap of
 * its period and the range (`w_from`…`w_to`); its participants are the members claiming on those
 * days, and their turnover and GGR are read on the same days.
 */
export function duckdbPromoRecap(plan: PromoRecapPlan, input: KindInput, params: Params): KindRelation {
  const from = params.date(plan.range.from);
  const to = params.date(plan.range.to);
  const promos = promoListSql(input, params, `promo_date_start <= ${to} AND promo_date_end >= ${from}`);
  const scope = siteScopeSql(input.scope, params);
  // the participants' play in the request's currency, each row at its day's rate
  const money = (col: { base: string; local: string }) => moneySql(input.money, { ...col, day: 'f.stat_date', site: 'f.site_id' }, input.dialect, params);
  const play = { table: plan.play.table, apv: money(plan.play.apv), win: money(plan.play.win) };
  const ctes = [
    `promo AS (SELECT *, greatest(promo_date_start, ${from}) AS w_from, least(promo_date_end, ${to}) AS w_to FROM (${promos}))`,
    `claims AS (SELECT f.promo_id, f.member_id, count(*) AS n, sum(${factMoney(input, params, 'f.', 'bonus_amt_base')}) AS bonus FROM "fact_bonus" f
      JOIN promo p ON p.promo_id = f.promo_id AND f.stat_date BETWEEN p.w_from AND p.w_to
      WHERE ${scope} AND f.stat_date BETWEEN ${from} AND ${to} GROUP BY ALL)`,
    `play AS (SELECT c.promo_id, sum(${play.apv}) AS apv, sum(${play.win}) AS win FROM claims c
      JOIN promo p ON p.promo_id = c.promo_id JOIN ${ident(play.table)} f ON f.member_id = c.member_id AND f.stat_date BETWEEN p.w_from AND p.w_to
      WHERE ${scope} AND f.stat_date BETWEEN ${from} AND ${to} GROUP BY 1)`,
    `per AS (SELECT promo_id, count(*) AS participants, sum(n) AS claims, sum(bonus) AS bonus FROM claims GROUP BY 1)`,
    `res0 AS (SELECT ${PROMO_COLUMNS}, coalesce(per.claims, 0) AS claim_count, coalesce(per.participants, 0) AS participant_count,
      coalesce(per.bonus, 0) AS bonus_amt, coalesce(play.apv, 0) AS part_apv_bet, coalesce(play.win, 0) AS part_house_net_win
      FROM promo p LEFT JOIN per USING (promo_id) LEFT JOIN play USING (promo_id))`,
  ];
  if (input.totals) {
    // A member in two overlapping promotions plays each of its days once: the totals read each
    // participant's member-day once, so they never exceed the operator's own turnover and GGR.
    ctes.push(`mday AS (SELECT DISTINCT f.member_id, f.stat_date FROM claims c
      JOIN promo p ON p.promo_id = c.promo_id JOIN ${ident(play.table)} f ON f.member_id = c.member_id AND f.stat_date BETWEEN p.w_from AND p.w_to
      WHERE ${scope} AND f.stat_date BETWEEN ${from} AND ${to})`);
    ctes.push(`tplay AS (SELECT sum(${play.apv}) AS apv, sum(${play.win}) AS win FROM mday m
      JOIN ${ident(play.table)} f ON f.member_id = m.member_id AND f.stat_date = m.stat_date WHERE ${scope})`);
    ctes.push(`res1 AS (SELECT coalesce(sum(claim_count), 0) AS claim_count, (SELECT count(DISTINCT member_id) FROM claims) AS participant_count,
      coalesce(sum(bonus_amt), 0) AS bonus_amt, coalesce((SELECT apv FROM tplay), 0) AS part_apv_bet, coalesce((SELECT win FROM tplay), 0) AS part_house_net_win FROM res0)`);
  }
  const last = input.totals ? 'res1' : 'res0';
  ctes.push(`res AS (SELECT *, bonus_amt / nullif(participant_count, 0) AS bonus_per_user, bonus_amt / nullif(part_house_net_win, 0) AS bonus_rate,
      part_house_net_win - bonus_amt AS part_profit FROM ${last})`);
  return { withRes: `WITH ${ctes.join(',\n')}`, dims: input.totals ? [] : ['promo_id'], sources: ['dim_promo', 'fact_bonus', play.table] };
}
