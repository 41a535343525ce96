import type { PromoRecapQuery } from '../../../src/engine/kinds/promoRecap';
import { CompileError } from '../errors';
import type { AggregateMeasureDef } from '../../../src/engine/definition/model';
import { ident } from '../sql/params';
import type { KindEmitter, KindInput } from './kindEmitter';
import { memberDayRollup, siteScopeSql } from './kindScope';
import { PROMO_COLUMNS, promoListSql } from './promoList';

/**
 * Where the participants' turnover and GGR are read: a member × day rollup storing both (a
 * fraction of the fact's rows), else the fact, each with the SQL of the two figures.
 */
function playSource(input: KindInput): { table: string; apv: string; win: string } {
  const gaming = input.registry.models.get('gaming')!;
  const rollup = memberDayRollup(input, gaming, ['apv_bet', 'house_net_win']);
  if (rollup) return { table: rollup, apv: 'f.apv_bet', win: 'f.house_net_win' };
  return { table: gaming.table, apv: (gaming.measures.apv_bet as AggregateMeasureDef).sql!, win: (gaming.measures.house_net_win as AggregateMeasureDef).sql! };
}

/**
 * Promotions whose period overlaps the range. Each is measured on its own days: the overlap of
 * its period and the range (`w_from`…`w_to`); its participants are the members claiming on those
 * days, and their turnover and GGR are read on the same days.
 */
export const emitPromoRecap: KindEmitter<PromoRecapQuery> = (_q, input, params) => {
  if (!input.range) throw new CompileError(9400, 'a date range is required');
  const from = params.date(input.range.from);
  const to = params.date(input.range.to);
  const promos = promoListSql(input, params, `promo_date_start <= ${to} AND promo_date_end >= ${from}`);
  const scope = siteScopeSql(input.scope, params);
  const play = playSource(input);
  const ctes = [
    `promo AS (SELECT *, greatest(promo_date_start, ${from}) AS w_from, least(promo_date_end, ${to}) AS w_to FROM (${promos}))`,
    `claims AS (SELECT f.promo_id, f.member_id, count(*) AS n, sum(f.bonus_amt_base) AS bonus FROM "fact_bonus" f
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
};
