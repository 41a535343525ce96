import { describe, expect, it } from 'vitest';
import { useTestWarehouse } from '../../setup/testWarehouse';

const { q, one } = useTestWarehouse();

/**
 * Participants of campaign promotions (types 1, 2, 4: the ones with a window), registered at least
 * 14 days before the window, measured in the window and in the 14 days before (spec §9).
 */
const WINDOWS = `WITH parts AS (
    SELECT DISTINCT b.promo_id, b.member_id, p.promo_date_start AS s, p.promo_date_end AS e
    FROM fact_bonus b JOIN dim_promo p USING (promo_id) JOIN dim_member m USING (member_id)
    WHERE p.promo_type IN (1, 2, 4) AND m.reg_date <= p.promo_date_start - 14 AND p.promo_date_end < (SELECT end_date FROM warehouse_meta)
  ), logins AS (SELECT DISTINCT member_id, stat_date FROM fact_login),
  games AS (SELECT member_id, stat_date, sum(apv_bet_base) AS apv FROM fact_game_day GROUP BY 1, 2),
  deposits AS (SELECT member_id, stat_date, count(*) AS n FROM fact_transaction WHERE trans_type IN (3, 10, 26) AND trans_status = 'succ' GROUP BY 1, 2),
  measured AS (
    SELECT p.promo_id, p.member_id, p.e - p.s + 1 AS days,
      (SELECT count(*) FROM logins l WHERE l.member_id = p.member_id AND l.stat_date BETWEEN p.s AND p.e) AS active_in,
      (SELECT count(*) FROM logins l WHERE l.member_id = p.member_id AND l.stat_date BETWEEN p.s - 14 AND p.s - 1) AS active_before,
      (SELECT coalesce(sum(n), 0) FROM deposits d WHERE d.member_id = p.member_id AND d.stat_date BETWEEN p.s AND p.e) AS dep_in,
      (SELECT coalesce(sum(n), 0) FROM deposits d WHERE d.member_id = p.member_id AND d.stat_date BETWEEN p.s - 14 AND p.s - 1) AS dep_before,
      (SELECT coalesce(sum(apv), 0) FROM games g WHERE g.member_id = p.member_id AND g.stat_date BETWEEN p.s AND p.e) AS apv_in,
      (SELECT coalesce(sum(apv), 0) FROM games g WHERE g.member_id = p.member_id AND g.stat_date BETWEEN p.s - 14 AND p.s - 1) AS apv_before
    FROM parts p)`;

describe('promotion effect in the test warehouse', () => {
  it('shows more activity, deposits and turnover among participants inside the window than in the 14 days before', async () => {
    const r = await one(`${WINDOWS}
      SELECT count(*) AS n, sum(active_in) / sum(days) AS activity_in, sum(active_before) / (14 * count(*)) AS activity_before,
        sum(dep_in) / sum(active_in) AS dep_per_day_in, sum(dep_before) / sum(active_before) AS dep_per_day_before,
        sum(apv_in) / sum(active_in) AS apv_per_day_in, sum(apv_before) / sum(active_before) AS apv_per_day_before
      FROM measured`);
    expect(Number(r.n)).toBeGreaterThan(200);
    expect(Number(r.activity_in) / Number(r.activity_before)).toBeGreaterThan(1.2);
    // per active day, so the lift is not just a consequence of choosing members who were active in the window
    expect(Number(r.dep_per_day_in) / Number(r.dep_per_day_before)).toBeGreaterThan(1.2);
    expect(Number(r.apv_per_day_in) / Number(r.apv_per_day_before)).toBeGreaterThan(1.1);
  });

  it('lifts activity for most campaigns with enough participants', async () => {
    const promos = await q(`${WINDOWS}
      SELECT promo_id, sum(active_in) / sum(days) > sum(active_before) / (14 * count(*)) AS lifted FROM measured GROUP BY 1 HAVING count(*) >= 10`);
    expect(promos.length).toBeGreaterThan(10);
    expect(promos.filter((p) => p.lifted).length / promos.length).toBeGreaterThan(0.7);
  });

  it('completes some bound promotions and redeems most vouchers', async () => {
    const binds = await one(`SELECT count(*) AS n, count(completed_date) AS done,
        count(*) FILTER (WHERE completed_date IS NOT NULL AND achieved_apv_bet < threshold_apv_bet) AS early,
        count(*) FILTER (WHERE completed_date < bind_date) AS backwards FROM fact_promo_bind`);
    expect(Number(binds.done) / Number(binds.n)).toBeGreaterThan(0.1);
    expect(Number(binds.done) / Number(binds.n)).toBeLessThan(0.9);
    expect(binds).toMatchObject({ early: 0, backwards: 0 });
    const vouchers = await one(`SELECT count(*) AS n, count(redeem_date) AS redeemed, count(*) FILTER (WHERE redeem_date < issue_date) AS backwards FROM fact_voucher`);
    expect(Number(vouchers.redeemed) / Number(vouchers.n)).toBeGreaterThan(0.3);
    expect(Number(vouchers.redeemed) / Number(vouchers.n)).toBeLessThan(0.95);
    expect(vouchers.backwards).toBe(0);
    const manual = await one(`SELECT count(*) FILTER (WHERE handler_name IS NULL) AS unnamed, count(*) AS n FROM fact_bonus JOIN dim_promo USING (promo_id) WHERE promo_type = 0`);
    expect(Number(manual.n)).toBeGreaterThan(0);
    expect(manual.unnamed).toBe(0);
  });
});
