import type { GenContext } from './context';
import { dayOf } from './context';
import { roundLocal } from './money';

/** Campaign sub types whose prizes are vouchers. */
const VOUCHER_SUB_TYPES = ['voucher', 'lucky_draw', 'spin_n_win', 'check_in'];

/**
 * fact_promo_bind: a participant of a binded campaign binds on their first active day in the
 * window and completes when their turnover in the window reaches the threshold.
 * fact_voucher: participants of voucher-prize campaigns get one or two vouchers; most are redeemed.
 */
export async function generatePromoFacts(ctx: GenContext): Promise<void> {
  const { run, r } = ctx;
  const last = ctx.days - 1;
  await run(`INSERT INTO fact_promo_bind
    WITH days AS (
      SELECT d.member_id, d.site_id, d.boost_promo AS promo_id, d.t, d.rate, d.per_usd, d.wealth,
        round(d.turn_usd * 100)::BIGINT AS turn_cents,
        min(d.t) OVER w AS bind_t, first(d.rate) OVER w AS bind_rate,
        sum(round(d.turn_usd * 100)::BIGINT) OVER (PARTITION BY d.member_id, d.boost_promo ORDER BY d.t) AS cum_cents
      FROM tmp_day d WHERE d.boost_type = 1 AND d.n_games > 0
      WINDOW w AS (PARTITION BY d.member_id, d.boost_promo ORDER BY d.t ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
    ), binds AS (
      SELECT member_id, promo_id, any_value(site_id) AS site_id, min(bind_t) AS bind_t, any_value(bind_rate) AS rate,
        any_value(per_usd) AS per_usd, any_value(wealth) AS wealth, sum(turn_cents) AS achieved_cents,
        round(any_value(wealth) * (3 + 9 * ${r.u('threshold', 'member_id', 'promo_id')})) * 100 AS threshold_cents
      FROM days GROUP BY member_id, promo_id
    ), completion AS (
      SELECT b.*, (SELECT min(d.t) FROM days d WHERE d.member_id = b.member_id AND d.promo_id = b.promo_id AND d.cum_cents >= b.threshold_cents) AS done_t
      FROM binds b
    )
    SELECT 70000000 + row_number() OVER (ORDER BY bind_t, member_id, promo_id), promo_id, site_id, member_id, ${dayOf(ctx, 'bind_t')},
      round(threshold_cents / 100 * per_usd, 2), round(achieved_cents / 100 * per_usd, 2), ${dayOf(ctx, 'done_t')},
      round(threshold_cents / 100 * per_usd, 2) * rate, round(achieved_cents / 100 * per_usd, 2) * rate
    FROM completion`);
  await run(`INSERT INTO fact_voucher
    WITH firsts AS (
      SELECT d.member_id, d.boost_promo AS promo_id, any_value(d.site_id) AS site_id,
        any_value(d.per_usd) AS per_usd, any_value(d.round_to) AS round_to, min(d.t) AS first_t
      FROM tmp_day d JOIN tmp_campaign c ON c.promo_id = d.boost_promo
      WHERE c.promo_sub_type IN (${VOUCHER_SUB_TYPES.map((s) => `'${s}'`).join(', ')})
      GROUP BY d.member_id, d.boost_promo
    ), issued AS (
      SELECT f.*, v.n, least(${last}, f.first_t + 2 * v.n) AS issue_t,
        ${r.u('redeem', 'f.member_id', 'f.promo_id', 'v.n')} AS u_redeem, ${r.u('vamount', 'f.member_id', 'f.promo_id', 'v.n')} AS u_amount
      FROM firsts f, (SELECT unnest([0, 1]) AS n) v
      WHERE v.n = 0 OR ${r.u('second', 'f.member_id', 'f.promo_id')} < 0.3
    ), valued AS (
      SELECT i.*, ${roundLocal('(1.5 + 8 * i.u_amount)', 'i')} AS amount,
        CASE WHEN i.u_redeem < 0.62 THEN i.issue_t + floor(i.u_redeem * 9)::INTEGER END AS redeem_t
      FROM issued i
    )
    SELECT 80000000 + row_number() OVER (ORDER BY issue_t, member_id, promo_id, n), promo_id, v.site_id, member_id, ${dayOf(ctx, 'issue_t')},
      CASE WHEN redeem_t <= ${last} THEN ${dayOf(ctx, 'redeem_t')} END, amount, amount * fx.rate
    FROM valued v JOIN tmp_site_day fx ON fx.site_id = v.site_id AND fx.t = v.issue_t`);
}
