import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DerivedDef } from '../../../src/engine/definition/report';
import { openReportFixture, type ReportFixture } from './support';

let fx: ReportFixture;
beforeAll(async () => { fx = await openReportFixture(); });
afterAll(async () => { await fx?.warehouse.close(); });

/** Each site's GGR, bonus, reward points, valid bet and players over a range, written by hand over the raw facts. */
async function bySite(from: string, to: string): Promise<Map<number, { ggr: number; bonus: number; points: number; bet: number; players: number }>> {
  const rows = await fx.warehouse.query(`WITH g AS (SELECT site_id, sum(house_net_win_base) ggr, sum(apv_bet_base) bet, count(DISTINCT member_id) players FROM fact_game_day
      WHERE stat_date BETWEEN $1::DATE AND $2::DATE GROUP BY 1),
    b AS (SELECT site_id, sum(bonus_amt_base) bonus, sum(rpoint_add_amt_base) points FROM fact_bonus WHERE stat_date BETWEEN $1::DATE AND $2::DATE GROUP BY 1)
    SELECT site_id, coalesce(g.ggr, 0) ggr, coalesce(b.bonus, 0) bonus, coalesce(b.points, 0) points, coalesce(g.bet, 0) bet, coalesce(g.players, 0) players
    FROM g FULL JOIN b USING (site_id)`, [from, to]);
  return new Map(rows.map((r) => [Number(r.site_id), { ggr: Number(r.ggr), bonus: Number(r.bonus), points: Number(r.points), bet: Number(r.bet), players: Number(r.players) }]));
}

const quotient = (a: number, b: number) => (b === 0 ? null : a / b);

describe('formulas (query.derived.formula) against hand-written SQL', () => {
  it('net revenue: NGR is GGR less bonus and reward points; its margin, per player, per 1,000 bet, promotion cost share and a fee on a positive NGR follow from it', async () => {
    const report = fx.service.registry.report('net_revenue');
    const result = await fx.service.run(report, { filters: {} }, { siteIds: fx.siteIds }, fx.now);
    const { from, to } = result.meta.range!;
    const prev = result.meta.previousRange!;
    const [now, before] = await Promise.all([bySite(from, to), bySite(prev.from, prev.to)]);
    expect(result.res.length).toBe([...now.keys()].filter((id) => fx.siteIds.includes(id)).length);
    for (const row of result.res) {
      const s = now.get(Number(row.site_id))!;
      const ngr = s.ggr - s.bonus - s.points;
      const p = before.get(Number(row.site_id));
      const ngrBefore = p ? p.ggr - p.bonus - p.points : 0;
      expect(row.ngr).toBeCloseTo(ngr, 2);
      expect(row.ngr_prev).toBeCloseTo(ngrBefore, 2);
      expect(row.ngr_growth).toBeCloseTo(ngr - ngrBefore, 2);
      const rate = ngrBefore === 0 ? null : (ngr - ngrBefore) / Math.abs(ngrBefore);
      if (rate === null) expect(row.ngr_growth_rate).toBeNull();
      else expect(Number(row.ngr_growth_rate)).toBeCloseTo(rate, 9);
      for (const [field, want] of [['ngr_margin', quotient(ngr, s.bet)], ['ngr_per_player', quotient(ngr, s.players)], ['promo_cost_share', quotient(s.bonus + s.points, s.ggr)]] as const) {
        if (want === null) expect(row[field], field).toBeNull();
        else expect(Number(row[field]), field).toBeCloseTo(want, 9);
      }
      const per1k = quotient(ngr, s.bet);
      if (per1k === null) expect(row.ngr_per_1k_bet).toBeNull();
      else expect(Number(row.ngr_per_1k_bet)).toBeCloseTo(per1k * 1000, 6);
      expect(Number(row.platform_fee)).toBeCloseTo(ngr > 0 ? ngr * 0.12 : 0, 6);
    }
    // the totals row: the formulas over the period's totals
    const sum = (k: 'ggr' | 'bonus' | 'points') => [...now].filter(([id]) => fx.siteIds.includes(id)).reduce((a, [, s]) => a + s[k], 0);
    expect(result.totals!.ngr).toBeCloseTo(sum('ggr') - sum('bonus') - sum('points'), 2);
    expect(Number(result.totals!.promo_cost_share)).toBeCloseTo((sum('bonus') + sum('points')) / sum('ggr'), 9);
  });

  it("the platform fee's rate is a numeric parameter: the operator's value within its bounds, its default without one, a value of more decimals than a constant holds refused", async () => {
    const report = fx.service.registry.report('net_revenue');
    const run = (filters: Record<string, unknown>) => fx.service.run(report, { filters }, { siteIds: fx.siteIds }, fx.now);
    const [byDefault, at5, at0] = await Promise.all([run({}), run({ feeRate: 5 }), run({ feeRate: 0.25 })]);
    for (const [result, rate] of [[byDefault, 12], [at5, 5], [at0, 0.25]] as const) {
      for (const row of result.res) expect(Number(row.platform_fee), `${rate}%`).toBeCloseTo(Number(row.ngr) > 0 ? (Number(row.ngr) * rate) / 100 : 0, 6);
    }
    expect(at5.res.some((r) => Number(r.platform_fee) > 0)).toBe(true);
    // within its bounds (the route refuses a value outside them: routes.test.ts), a value no exact constant holds is refused too
    await expect(run({ feeRate: 0.1234567 })).rejects.toMatchObject({ status: 9400, message: expect.stringContaining("the parameter 'fee_rate' needs a number of at most 6 decimals") });
  });

  it('a condition on a dimension holds on the rows of its values, never in the totals row (it has no dimension)', async () => {
    const base = fx.service.registry.report('net_revenue');
    if (base.query.kind !== 'model') throw new Error('net_revenue is a model query');
    const currencies = [...new Set((await fx.service.run(base, { filters: {} }, { siteIds: fx.siteIds }, fx.now)).res.map((r) => String(r.site_currency)))].sort();
    const chosen = currencies[0];
    const chosenNgr: DerivedDef = { field: 'ngr_chosen', format: 'amount', money: true, formula: { if: { dimension: 'site_currency', in: [chosen] }, then: 'ngr', else: 0 } };
    const report = { ...base, query: { ...base.query, derived: [...(base.query.derived ?? []), chosenNgr] } };
    const result = await fx.service.run(report, { filters: {} }, { siteIds: fx.siteIds }, fx.now);
    for (const row of result.res) expect(row.ngr_chosen).toBeCloseTo(row.site_currency === chosen ? Number(row.ngr) : 0, 2);
    expect(result.res.some((r) => r.site_currency === chosen && r.ngr !== 0)).toBe(true);
    expect(result.totals!.ngr_chosen).toBe(0);
  });
});
