import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pivotField } from '../../../src/engine/report/pivot';
import { openReportFixture, type ReportFixture } from './support';

let fx: ReportFixture;
beforeAll(async () => { fx = await openReportFixture(); });
afterAll(async () => { await fx?.warehouse.close(); });

/** GGR and distinct players by game kind and month (either NULL: over every kind or month), written by hand over the game facts. */
async function byHand(from: string, to: string, siteIds: readonly number[]): Promise<Map<string, { ggr: number; players: number }>> {
  const rows = await fx.warehouse.query(`SELECT g.game_kind_code AS kind, CAST(date_trunc('month', f.stat_date) AS DATE)::VARCHAR AS month,
      sum(f.house_net_win_base) AS ggr, count(DISTINCT f.member_id) AS players
    FROM fact_game_day f JOIN dim_game g USING (game_id)
    WHERE f.site_id IN (${siteIds.join(', ')}) AND f.stat_date BETWEEN $1::DATE AND $2::DATE
    GROUP BY GROUPING SETS ((g.game_kind_code, month), (g.game_kind_code), (month), ())`, [from, to]);
  return new Map(rows.map((r) => [`${String(r.kind)}|${String(r.month)}`, { ggr: Number(r.ggr), players: Number(r.players) }]));
}

describe('pivot (query.pivot) against hand-written SQL', () => {
  it('game kinds by month: a column per month and measure, each kind over the months (players counted once), each month over the kinds', async () => {
    const report = fx.service.registry.report('game_kind_months');
    const result = await fx.service.run(report, { filters: {} }, { siteIds: fx.siteIds }, fx.now);
    const { from, to } = result.meta.range!;
    const want = await byHand(from, to, fx.siteIds);
    const layout = result.pivot!;
    expect(layout.dimension).toBe('stat_date');
    const months = [...new Set([...want.keys()].map((k) => k.split('|')[1]).filter((m) => m !== 'null'))].sort();
    expect(layout.values).toEqual(months);
    const kinds = [...new Set([...want.keys()].map((k) => k.split('|')[0]).filter((k) => k !== 'null'))];
    expect(result.res.map((r) => String(r.game_kind_code)).sort()).toEqual(kinds.sort());
    expect(result.total).toBe(kinds.length);
    for (const row of result.res) {
      const kind = String(row.game_kind_code);
      expect(Number(row.house_net_win)).toBeCloseTo(want.get(`${kind}|null`)!.ggr, 2);
      expect(Number(row.gm_dau)).toBe(want.get(`${kind}|null`)!.players);
      months.forEach((month, i) => {
        const cell = want.get(`${kind}|${month}`);
        expect(Number(row[pivotField('house_net_win', i)] ?? 0), `${kind} ${month}`).toBeCloseTo(cell?.ggr ?? 0, 2);
        expect(Number(row[pivotField('gm_dau', i)] ?? 0)).toBe(cell?.players ?? 0);
      });
      // a kind's players over the period are fewer than its months' added up where anyone played twice
      expect(Number(row.gm_dau)).toBeLessThanOrEqual(months.reduce((a, _, i) => a + Number(row[pivotField('gm_dau', i)] ?? 0), 0));
    }
    // the rows in the report's order (GGR, largest first)
    const ggr = result.res.map((r) => Number(r.house_net_win));
    expect(ggr).toEqual([...ggr].sort((a, b) => b - a));
    // the totals row: the whole, and each month over every kind
    const totals = result.totals!;
    expect(Number(totals.house_net_win)).toBeCloseTo(want.get('null|null')!.ggr, 2);
    expect(Number(totals.gm_dau)).toBe(want.get('null|null')!.players);
    months.forEach((month, i) => {
      expect(Number(totals[pivotField('house_net_win', i)])).toBeCloseTo(want.get(`null|${month}`)!.ggr, 2);
      expect(Number(totals[pivotField('gm_dau', i)])).toBe(want.get(`null|${month}`)!.players);
    });
  });

  it('on one market and a year, every month a column; more values than a pivot lays out are refused, naming the dimension', async () => {
    const report = fx.service.registry.report('game_kind_months');
    // the market of the most sites
    const market = String((await fx.warehouse.query('SELECT site_currency FROM dim_site GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1'))[0].site_currency);
    const year = await fx.service.run(report, { filters: { range: { preset: 'prev12m' }, markets: [market] } }, { siteIds: fx.siteIds }, fx.now);
    expect(year.pivot!.values).toHaveLength(12);
    const sites = (await fx.warehouse.query('SELECT site_id FROM dim_site WHERE site_currency = $1', [market])).map((r) => Number(r.site_id)).filter((id) => fx.siteIds.includes(id));
    const want = await byHand(year.meta.range!.from, year.meta.range!.to, sites);
    for (const row of year.res) expect(Number(row.gm_dau)).toBe(want.get(`${String(row.game_kind_code)}|null`)!.players);
    const days = { ...report, query: { ...report.query, time: { grain: 'day' as const } } };
    await expect(fx.service.run(days, { filters: { range: { preset: 'prev60' } } }, { siteIds: fx.siteIds }, fx.now)).rejects.toMatchObject({ status: 9400, message: expect.stringContaining("values of 'stat_date': at most 36 are laid out as columns") });
  });
});
