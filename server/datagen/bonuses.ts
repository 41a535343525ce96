import { HANDLERS } from './catalog/people';
import type { GenContext } from './context';
import { pick } from './sql';
import { transactionId } from './transactions';

/**
 * fact_bonus from three sources: regular promos (rebates, points, level rewards) claimed on some
 * gaming days in proportion to that day's turnover; campaign bonuses claimed by participants on
 * active days inside the window; and rare manual back-office bonuses with the handler's name.
 */
export async function generateBonuses(ctx: GenContext): Promise<void> {
  const { run, r } = ctx;
  const key = (tag: string) => r.u(tag, 'c.member_id', 'c.t', 'c.source');
  // in date order, so that a date range reads only its days (zone maps), not the whole fact
  await run(`INSERT INTO fact_bonus
    WITH claims AS (
      SELECT d.member_id, d.site_id, d.t, d.stat_date, d.rate, d.per_usd, 1 AS source, s.promo_id, s.promo_sub_type, NULL AS handler_name,
        d.turn_usd * (0.006 + 0.008 * ${r.u('rebate', 'd.member_id', 'd.t')}) AS bonus_usd
      FROM tmp_day d JOIN tmp_standing s ON s.site_id = d.site_id AND s.promo_type = 3
        AND s.idx = floor(${r.u('regular', 'd.member_id', 'd.t')} * s.n)::INTEGER
      WHERE d.n_games > 0 AND ${r.u('claimreg', 'd.member_id', 'd.t')} < 0.13
      UNION ALL
      SELECT d.member_id, d.site_id, d.t, d.stat_date, d.rate, d.per_usd, 2, d.boost_promo, p.promo_sub_type, NULL,
        d.turn_usd * (0.01 + 0.03 * ${r.u('campaignbonus', 'd.member_id', 'd.t')})
      FROM tmp_day d JOIN tmp_campaign p ON p.promo_id = d.boost_promo
      WHERE d.n_games > 0 AND ${r.u('claimcampaign', 'd.member_id', 'd.t')} < 0.45
      UNION ALL
      SELECT d.member_id, d.site_id, d.t, d.stat_date, d.rate, d.per_usd, 3, s.promo_id, s.promo_sub_type,
        ${pick(HANDLERS, `floor(${r.u('bohandler', 'd.member_id', 'd.t')} * ${HANDLERS.length})`)},
        d.wealth * (0.1 + 0.5 * ${r.u('manualbonus', 'd.member_id', 'd.t')})
      FROM tmp_day d JOIN tmp_standing s ON s.site_id = d.site_id AND s.promo_type = 0
        AND s.idx = floor(${r.u('bopromo', 'd.member_id', 'd.t')} * s.n)::INTEGER
      WHERE ${r.u('claimmanual', 'd.member_id', 'd.t')} < 0.004
    ), amounts AS (
      SELECT c.*, CASE WHEN c.promo_sub_type LIKE 'point_%' THEN 0 ELSE round(c.bonus_usd * c.per_usd, 2) END AS bonus_amt,
        CASE WHEN c.promo_sub_type LIKE 'point_%' THEN round(c.bonus_usd * c.per_usd * 0.8, 2) ELSE 0 END AS rpoint_add_amt,
        ${key('out')} AS u_out, ${key('refund')} AS u_refund, ${key('refundamt')} AS u_refund_amt, ${key('recycle')} AS u_recycle
      FROM claims c
    ), split AS (
      SELECT a.*, round(bonus_amt * (0.55 + 0.45 * u_out), 2) AS bonus_out_amt,
        CASE WHEN u_refund < 0.04 THEN round(bonus_amt * 0.3 * u_refund_amt, 2) ELSE 0 END AS bonus_19_amt
      FROM amounts a
    ), final AS (
      SELECT s.*, CASE WHEN u_recycle < 0.5 THEN greatest(0, round(bonus_amt - bonus_out_amt - bonus_19_amt, 2)) ELSE 0 END AS bonus_20_amt
      FROM split s
    )
    SELECT ${transactionId('t', 'member_id', 'source')}, stat_date, site_id, member_id, promo_id, handler_name,
      bonus_amt, bonus_out_amt, bonus_19_amt, bonus_20_amt, rpoint_add_amt,
      bonus_amt * rate, bonus_out_amt * rate, bonus_19_amt * rate, bonus_20_amt * rate, rpoint_add_amt * rate
    FROM final ORDER BY stat_date, site_id`);
}
