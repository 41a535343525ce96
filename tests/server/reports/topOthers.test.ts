import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReportFixture, type ReportFixture } from './support';

let fx: ReportFixture;
beforeAll(async () => { fx = await openReportFixture(); });
afterAll(async () => { await fx?.warehouse.close(); });

/** Each brand's GGR, bet and players over a range, and the players of a set of brands counted once: written by hand over the raw facts. */
const BRANDS = `SELECT g.game_brand_code AS brand, sum(f.house_net_win_base) AS ggr, sum(f.apv_bet_base) AS bet, count(DISTINCT f.member_id) AS players
  FROM fact_game_day f JOIN dim_game g USING (game_id) WHERE f.stat_date BETWEEN $1::DATE AND $2::DATE AND f.site_id IN (SELECT unnest($3::INTEGER[])) GROUP BY 1`;
const PLAYERS_OF = `SELECT count(DISTINCT f.member_id) AS players FROM fact_game_day f JOIN dim_game g USING (game_id)
  WHERE f.stat_date BETWEEN $1::DATE AND $2::DATE AND f.site_id IN (SELECT unnest($3::INTEGER[])) AND g.game_brand_code IN (SELECT unnest($4::VARCHAR[]))`;

describe('top N with "Others" (query.top)', () => {
  it('keeps the brands of the largest GGR and gathers the rest: sums added, players recounted across them, the house edge from their own bet and GGR', async () => {
    const report = fx.service.registry.report('brand_top');
    const result = await fx.service.run(report, { filters: {} }, { siteIds: fx.siteIds }, fx.now);
    const { from, to } = result.meta.range!;
    const brands = (await fx.warehouse.query(BRANDS, [from, to, fx.siteIds])).map((r) => ({ brand: String(r.brand), ggr: Number(r.ggr), bet: Number(r.bet), players: Number(r.players) }));
    brands.sort((a, b) => b.ggr - a.ggr || a.brand.localeCompare(b.brand));
    expect(brands.length).toBeGreaterThan(6);
    const kept = brands.slice(0, 5);
    const rest = brands.slice(5);
    expect(result.res.map((r) => r.game_brand_code).sort()).toEqual(kept.map((b) => b.brand).sort());
    expect(result.total).toBe(5);
    for (const row of result.res) {
      const b = kept.find((x) => x.brand === row.game_brand_code)!;
      expect(row.house_net_win).toBeCloseTo(b.ggr, 2);
      expect(row.gm_dau).toBe(b.players);
    }
    const others = result.others!;
    expect(others.count).toBe(rest.length);
    expect([...others.keys].sort()).toEqual(rest.map((b) => b.brand).sort());
    const sum = (k: 'ggr' | 'bet') => rest.reduce((a, b) => a + b[k], 0);
    expect(others.row.house_net_win).toBeCloseTo(sum('ggr'), 2);
    expect(others.row.apv_bet).toBeCloseTo(sum('bet'), 2);
    expect(Number(others.row.house_edge)).toBeCloseTo(sum('ggr') / sum('bet'), 9);
    // a member playing two of the gathered brands is one player of "Others", not two
    const [{ players }] = await fx.warehouse.query(PLAYERS_OF, [from, to, fx.siteIds, rest.map((b) => b.brand)]);
    expect(others.row.gm_dau).toBe(Number(players));
    expect(Number(players)).toBeLessThan(rest.reduce((a, b) => a + b.players, 0));
    // the totals row is every brand's
    expect(result.totals!.house_net_win).toBeCloseTo(brands.reduce((a, b) => a + b.ggr, 0), 2);
    // the chart: the brands kept, largest first, then one bar for "Others"
    expect(result.chart!.categories).toEqual([...kept.map((b) => b.brand), `All others (${rest.length})`]);
    expect(result.chart!.series[0].data.at(-1)).toBeCloseTo(sum('ggr'), 2);
    expect(result.chart!.others).toBe(rest.length);
  });

  it('takes N from its parameter, whatever the page sort; with N at least the rows there is no "Others"', async () => {
    const report = fx.service.registry.report('brand_top');
    const run = (filters: Record<string, unknown>, sort?: { field: string; dir: 'asc' | 'desc' }[]) => fx.service.run(report, { filters, ...(sort ? { sort } : {}) }, { siteIds: fx.siteIds }, fx.now);
    const [two, twoByName, all] = await Promise.all([run({ topN: 2 }), run({ topN: 2 }, [{ field: 'game_brand_code', dir: 'asc' }]), run({ topN: 50 })]);
    expect(two.res).toHaveLength(2);
    expect(twoByName.res.map((r) => r.game_brand_code)).toEqual(two.res.map((r) => String(r.game_brand_code)).sort());
    expect(all.others).toBeNull();
    expect(all.res.length).toBe(two.res.length + two.others!.count);
    await expect(run({ topN: 0 })).rejects.toMatchObject({ status: 9400, message: expect.stringContaining("the parameter 'top_n'") });
  });
});
