import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOST } from '../../../server/datagen/activity';
import { filterDefaults } from '../../../src/engine/filters/filterDefaults';
import { num, runAll, sumOf } from './moneySupport';
import { openReportFixture, type ReportFixture } from './support';

let fx: ReportFixture;
beforeAll(async () => { fx = await openReportFixture(); });
afterAll(async () => { await fx?.warehouse.close(); });

/** The site with the most rows of a fact in the last year, so single-site checks have something to compare. */
async function busiestSite(table: string, dateColumn: string, where = 'TRUE'): Promise<number> {
  const r = await fx.one(`SELECT site_id FROM ${table} WHERE ${where} AND ${dateColumn} >= (SELECT end_date FROM warehouse_meta) - 365 GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`);
  return num(r.site_id);
}

describe('promotion recap', () => {
  it('lists every promotion running in the range with its claims, participants, bonus and what the participants played on its days', async () => {
    const { rows, totals, meta } = await runAll(fx, 'promo_entire');
    const { from, to } = meta.range!;
    const raw = await fx.warehouse.query(`WITH p AS (SELECT promo_id, greatest(promo_date_start, $1::DATE) AS f, least(promo_date_end, $2::DATE) AS t FROM dim_promo
        WHERE promo_date_start <= $2::DATE AND promo_date_end >= $1::DATE),
      c AS (SELECT b.promo_id, b.member_id, count(*) AS n, sum(b.bonus_amt_base) AS bonus FROM fact_bonus b JOIN p USING (promo_id) WHERE b.stat_date BETWEEN p.f AND p.t GROUP BY ALL),
      g AS (SELECT c.promo_id, sum(x.apv_bet_base) AS apv, sum(x.house_net_win_base) AS win FROM c JOIN p USING (promo_id) JOIN fact_game_day x ON x.member_id = c.member_id AND x.stat_date BETWEEN p.f AND p.t GROUP BY 1)
      SELECT p.promo_id, count(c.member_id) AS participants, coalesce(sum(c.n), 0) AS claims, coalesce(sum(c.bonus), 0) AS bonus, any_value(g.apv) AS apv, any_value(g.win) AS win
      FROM p LEFT JOIN c USING (promo_id) LEFT JOIN g USING (promo_id) GROUP BY 1`, [from, to]);
    expect(rows.length).toBe(raw.length);
    const byId = new Map(rows.map((r) => [r.promo_id, r]));
    for (const r of raw) {
      const row = byId.get(r.promo_id)!;
      expect(row.participant_count, String(r.promo_id)).toBe(num(r.participants));
      expect(row.claim_count).toBe(num(r.claims));
      expect(num(row.bonus_amt)).toBeCloseTo(num(r.bonus), 2);
      expect(num(row.part_apv_bet)).toBeCloseTo(num(r.apv ?? 0), 2);
      expect(num(row.part_house_net_win)).toBeCloseTo(num(r.win ?? 0), 2);
    }
    // every bonus of the range belongs to a promotion running that day, so the recap accounts for all of it
    const b = await fx.one('SELECT sum(bonus_amt_base) AS bonus, count(DISTINCT member_id) AS members, count(*) AS claims FROM fact_bonus WHERE stat_date BETWEEN $1::DATE AND $2::DATE', [from, to]);
    expect(num(totals!.bonus_amt)).toBeCloseTo(num(b.bonus), 2);
    expect(num(totals!.bonus_amt)).toBeCloseTo(sumOf(rows, 'bonus_amt'), 2);
    expect(totals!.claim_count).toBe(num(b.claims));
    // participants' play in the totals: each member-day once, however many promotions it fell in
    const once = await fx.one(`WITH p AS (SELECT promo_id, greatest(promo_date_start, $1::DATE) AS f, least(promo_date_end, $2::DATE) AS t FROM dim_promo
        WHERE promo_date_start <= $2::DATE AND promo_date_end >= $1::DATE),
      c AS (SELECT DISTINCT b.promo_id, b.member_id FROM fact_bonus b JOIN p USING (promo_id) WHERE b.stat_date BETWEEN p.f AND p.t),
      d AS (SELECT DISTINCT c.member_id, x.stat_date FROM c JOIN p USING (promo_id) JOIN fact_game_day x ON x.member_id = c.member_id AND x.stat_date BETWEEN p.f AND p.t)
      SELECT sum(x.apv_bet_base) AS apv, sum(x.house_net_win_base) AS win FROM d JOIN fact_game_day x USING (member_id, stat_date)`, [from, to]);
    expect(num(totals!.part_apv_bet)).toBeCloseTo(num(once.apv), 2);
    expect(num(totals!.part_house_net_win)).toBeCloseTo(num(once.win), 2);
    const operator = await fx.one('SELECT sum(apv_bet_base) AS apv, sum(house_net_win_base) AS win FROM fact_game_day WHERE stat_date BETWEEN $1::DATE AND $2::DATE', [from, to]);
    expect(num(totals!.part_apv_bet)).toBeLessThanOrEqual(num(operator.apv) + 0.005);
    expect(num(totals!.part_apv_bet)).toBeLessThanOrEqual(sumOf(rows, 'part_apv_bet') + 0.005);
    // a member of several promotions is one participant in the totals
    expect(totals!.participant_count).toBe(num(b.members));
    expect(num(totals!.participant_count)).toBeLessThanOrEqual(sumOf(rows, 'participant_count'));
    expect(num(totals!.bonus_rate)).toBeCloseTo(num(totals!.bonus_amt) / num(totals!.part_house_net_win), 9);
    // plausible: bonus costs a fraction of what the participants lose to the house
    expect(num(totals!.bonus_rate)).toBeGreaterThan(0);
    expect(num(totals!.bonus_rate)).toBeLessThan(0.5);
  });
});

describe('promotion comparison (14 days before against 14 days from the start)', () => {
  const N = 14;

  it('matches each promotion’s windows computed here on the raw facts', async () => {
    const { rows, meta } = await runAll(fx, 'promo_compare');
    const { from, to } = meta.range!;
    const end = fx.service.dataEnd;
    const raw = await fx.warehouse.query(`WITH p AS (SELECT promo_id, promo_date_start AS s, promo_date_end AS e, least(promo_date_start + ${N - 1}, $3::DATE) AS a_to FROM dim_promo WHERE promo_date_start BETWEEN $1::DATE AND $2::DATE),
      parts AS (SELECT DISTINCT b.promo_id, b.member_id FROM fact_bonus b JOIN p USING (promo_id) WHERE b.stat_date BETWEEN p.s AND p.e),
      cmp AS (SELECT parts.* FROM parts JOIN p USING (promo_id) JOIN dim_member m USING (member_id) WHERE m.reg_date <= p.s - ${N}),
      act AS (SELECT c.promo_id, count(DISTINCT (l.member_id, l.stat_date)) FILTER (WHERE l.stat_date < p.s) AS b, count(DISTINCT (l.member_id, l.stat_date)) FILTER (WHERE l.stat_date >= p.s) AS a
        FROM cmp c JOIN p USING (promo_id) JOIN fact_login l ON l.member_id = c.member_id AND l.stat_date BETWEEN p.s - ${N} AND p.a_to GROUP BY 1),
      dep AS (SELECT c.promo_id, sum(t.amount_base) FILTER (WHERE t.stat_date < p.s) AS b, sum(t.amount_base) FILTER (WHERE t.stat_date >= p.s) AS a
        FROM cmp c JOIN p USING (promo_id) JOIN fact_transaction t ON t.member_id = c.member_id AND t.stat_date BETWEEN p.s - ${N} AND p.a_to
        WHERE t.trans_type IN (3, 10, 26) AND t.trans_status = 'succ' GROUP BY 1)
      SELECT p.promo_id, p.a_to - p.s + 1 AS days, (SELECT count(*) FROM parts x WHERE x.promo_id = p.promo_id) AS participants,
        (SELECT count(*) FROM cmp x WHERE x.promo_id = p.promo_id) AS compared, act.b AS act_b, act.a AS act_a, dep.b AS dep_b, dep.a AS dep_a
      FROM p LEFT JOIN act USING (promo_id) LEFT JOIN dep USING (promo_id)`, [from, to, end]);
    expect(rows.length).toBe(raw.length);
    expect(rows.length).toBeGreaterThan(10);
    const byId = new Map(rows.map((r) => [r.promo_id, r]));
    for (const r of raw) {
      const row = byId.get(r.promo_id)!;
      const days = num(r.days);
      expect(row.effect_days_after).toBe(days);
      expect(row.participant_count).toBe(num(r.participants));
      expect(row.effect_member_count).toBe(num(r.compared));
      expect(num(row.active_before)).toBeCloseTo(num(r.act_b ?? 0) / N, 9);
      expect(num(row.active_after)).toBeCloseTo(num(r.act_a ?? 0) / days, 9);
      expect(num(row.dpst_amt_before)).toBeCloseTo(num(r.dep_b ?? 0) / N, 4);
      expect(num(row.dpst_amt_after)).toBeCloseTo(num(r.dep_a ?? 0) / days, 4);
      const before = num(row.active_before);
      if (before === 0) expect(row.active_lift).toBeNull();
      else expect(num(row.active_lift)).toBeCloseTo((num(row.active_after) - before) / before, 9);
    }
  });

  it('shows the boost the generator gives campaign participants as a positive effect', async () => {
    // server/datagen: campaigns (promo types 1 binded, 2 join, 4 mission) raise their participants' activity,
    // deposits and turnover inside the window by BOOST; back-office and regular promotions run all the time, unboosted
    expect(BOOST.activity).toBeGreaterThan(1);
    const { rows, totals } = await runAll(fx, 'promo_compare', { range: { preset: 'prev12m' } });
    const campaigns = rows.filter((r) => [1, 2, 4].includes(num(r.promo_type)));
    expect(campaigns.length).toBeGreaterThan(20);
    const measured = campaigns.filter((r) => num(r.effect_member_count) >= 10 && num(r.effect_days_after) === N);
    expect(measured.length).toBeGreaterThan(10);
    const lifted = measured.filter((r) => num(r.active_lift) > 0);
    expect(lifted.length / measured.length).toBeGreaterThan(0.8);
    expect(measured.filter((r) => num(r.dpst_amt_lift) > 0).length / measured.length).toBeGreaterThan(0.7);
    // over all the promotions together the effect is clear, and of the size the generator asked for
    expect(num(totals!.active_lift)).toBeGreaterThan(0.2);
    expect(num(totals!.active_lift)).toBeLessThan(BOOST.activity * 2);
    expect(num(totals!.dpst_amt_lift)).toBeGreaterThan(0.2);
    // the totals add up only the promotions with their whole after-window (issue 20: one 2 days old read as −99 %)
    const whole = rows.filter((r) => num(r.effect_days_after) === N);
    expect(num(totals!.active_after)).toBeCloseTo(sumOf(whole, 'active_after'), 6);
    expect(num(totals!.active_before)).toBeCloseTo(sumOf(whole, 'active_before'), 6);
    expect(num(totals!.dpst_amt_after)).toBeCloseTo(sumOf(whole, 'dpst_amt_after'), 4);
  });

  it('leaves promotions still inside their after-window out of the totals (issue 20)', async () => {
    const { rows, totals } = await runAll(fx, 'promo_compare');
    const whole = rows.filter((r) => num(r.effect_days_after) === N);
    expect(whole.length, 'the default range has promotions with and without their whole window').toBeGreaterThan(0);
    expect(whole.length).toBeLessThan(rows.length);
    for (const f of ['active_after', 'active_before', 'dpst_amt_after', 'house_net_win_after']) expect(num(totals![f]), f).toBeCloseTo(sumOf(whole, f), 4);
  });
});

describe('single-site promotion reports', () => {
  it('bound promotions: binds, completions, thresholds and gaps per promotion', async () => {
    const site = await busiestSite('fact_promo_bind', 'bind_date');
    const { rows, totals, meta } = await runAll(fx, 'promo_binded', { site });
    const { from, to } = meta.range!;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const b = await fx.one(`SELECT count(*) n, count(completed_date) done, avg(threshold_apv_bet_base) thr,
          avg(greatest(threshold_apv_bet_base - achieved_apv_bet_base, 0)) FILTER (WHERE completed_date IS NULL) gap,
          avg(completed_date - bind_date) FILTER (WHERE completed_date IS NOT NULL) AS done_days
        FROM fact_promo_bind WHERE site_id = $1 AND promo_id = $2 AND bind_date BETWEEN $3::DATE AND $4::DATE`, [site, row.promo_id as number, from, to]);
      expect(row.bind_count).toBe(num(b.n));
      expect(row.bind_done_count).toBe(num(b.done));
      expect(num(row.bind_completion_rate)).toBeCloseTo(num(b.done) / num(b.n), 9);
      expect(num(row.bind_threshold_apv_bet)).toBeCloseTo(num(b.thr), 6);
      if (b.gap === null) expect(row.bind_gap_apv_bet).toBeNull();
      else expect(num(row.bind_gap_apv_bet)).toBeCloseTo(num(b.gap), 6);
      if (b.done_days !== null) expect(num(row.bind_done_days)).toBeCloseTo(num(b.done_days), 9);
    }
    expect(totals!.bind_count).toBe(sumOf(rows, 'bind_count'));
    expect(num(totals!.bind_completion_rate)).toBeGreaterThan(0.1);
    expect(num(totals!.bind_completion_rate)).toBeLessThan(0.95);
  });

  it('bound promotions and vouchers open on the 12 months to date: a year ending today, from the day after its date a year back', async () => {
    const today = fx.service.dataEnd;
    // the same day a year back (the 28th for a 29 February), then the day after, by calendar arithmetic
    const [y, m, d] = today.split('-').map(Number);
    const yearBack = new Date(Date.UTC(y - 1, m - 1, Math.min(d, new Date(Date.UTC(y - 1, m, 0)).getUTCDate())));
    const from = new Date(yearBack.getTime() + 86_400_000).toISOString().slice(0, 10);
    for (const id of ['promo_binded', 'promo_voucher']) {
      const report = fx.service.registry.report(id);
      // the server's default, the range not sent
      const answer = await fx.service.run(report, { filters: { site: fx.siteIds[0] } }, { siteIds: fx.siteIds }, fx.now);
      expect([id, answer.meta.range]).toEqual([id, { from, to: today }]);
      // the form's opening value on the server's day: the same dates, which the operator sees and can change
      expect([id, filterDefaults(report.filters, { siteIds: fx.siteIds, today }).range]).toEqual([id, { preset: 'custom', from, to: today }]);
    }
  });

  it('manual bonuses: claims, members and bonus per handler, back-office promotions only', async () => {
    const site = await busiestSite('fact_bonus', 'stat_date', 'handler_name IS NOT NULL');
    const { rows, totals, meta } = await runAll(fx, 'promo_manual', { site });
    const { from, to } = meta.range!;
    const raw = await fx.warehouse.query(`SELECT b.handler_name, count(*) n, count(DISTINCT b.member_id) members, sum(b.bonus_amt_base) bonus
      FROM fact_bonus b JOIN dim_promo p USING (promo_id) WHERE p.promo_type = 0 AND b.site_id = $1 AND b.stat_date BETWEEN $2::DATE AND $3::DATE GROUP BY 1`, [site, from, to]);
    expect(rows.length).toBe(raw.length);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of raw) {
      const row = rows.find((x) => x.handler_name === r.handler_name)!;
      expect(row.claim_count).toBe(num(r.n));
      expect(row.bonus_dau).toBe(num(r.members));
      expect(num(row.bonus_amt)).toBeCloseTo(num(r.bonus), 2);
      expect(num(row.bonus_per_claim)).toBeCloseTo(num(r.bonus) / num(r.n), 6);
    }
    expect(num(totals!.bonus_amt)).toBeCloseTo(sumOf(rows, 'bonus_amt'), 2);
  });

  it('vouchers: issued in the range per promotion, and how many of them were redeemed since', async () => {
    const site = await busiestSite('fact_voucher', 'issue_date');
    const { rows, totals, meta } = await runAll(fx, 'promo_voucher', { site });
    const { from, to } = meta.range!;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const v = await fx.one(`SELECT count(*) n, count(redeem_date) redeemed, sum(amount_base) amt, coalesce(sum(amount_base) FILTER (WHERE redeem_date IS NOT NULL), 0) red_amt
        FROM fact_voucher WHERE site_id = $1 AND promo_id = $2 AND issue_date BETWEEN $3::DATE AND $4::DATE`, [site, row.promo_id as number, from, to]);
      expect(row.voucher_count).toBe(num(v.n));
      expect(row.voucher_redeem_count).toBe(num(v.redeemed));
      expect(num(row.voucher_amt)).toBeCloseTo(num(v.amt), 2);
      expect(num(row.voucher_open_amt)).toBeCloseTo(num(v.amt) - num(v.red_amt), 2);
      expect(num(row.voucher_redeem_rate)).toBeCloseTo(num(v.redeemed) / num(v.n), 9);
    }
    expect(totals!.voucher_count).toBe(sumOf(rows, 'voucher_count'));
    expect(num(totals!.voucher_redeem_rate)).toBeGreaterThan(0.3);
    expect(num(totals!.voucher_redeem_rate)).toBeLessThan(0.95);
  });
});
