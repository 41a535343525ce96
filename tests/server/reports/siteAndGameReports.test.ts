import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReportFixture, type ReportFixture } from './support';
import { groupedView } from '../../../src/engine/report/groupBy';
import { reportView } from '../../../src/engine/report/reportView';
import { formatter } from '../../../src/engine/format/formatters';
import { translator } from '../../../server/i18n/translate';

let fx: ReportFixture;
beforeAll(async () => { fx = await openReportFixture(); });
afterAll(async () => { await fx?.warehouse.close(); });

const run = async (id: string, filters: Record<string, unknown> = {}) => {
  const report = fx.service.registry.report(id);
  const first = await fx.service.run(report, { filters, page: { index: 0, size: 200 } }, { siteIds: fx.siteIds }, fx.now);
  const rows = [...first.res];
  for (let index = 1; rows.length < first.total; index++) rows.push(...(await fx.service.run(report, { filters, page: { index, size: 200 } }, { siteIds: fx.siteIds }, fx.now)).res);
  return { ...first, rows };
};
const between = 'stat_date BETWEEN $2::DATE AND $3::DATE';

describe('site, market, game and operation reports against the raw facts', () => {
  it('site dashboard: revenue is net deposits, profit is net win less bonus, each with its growth', async () => {
    const { rows, meta } = await run('site_dashboard');
    const { from, to } = meta.range!;
    const prev = meta.previousRange!;
    for (const row of rows) {
      const money = (a: string, b: string) => fx.one(`SELECT
          coalesce(sum(amount_base) FILTER (WHERE trans_type IN (3, 10, 26) AND trans_status = 'succ'), 0) - coalesce(sum(amount_base) FILTER (WHERE trans_type IN (4, 28, -10) AND trans_status = 'succ'), 0) revenue
        FROM fact_transaction WHERE site_id = $1 AND stat_date BETWEEN $2::DATE AND $3::DATE`, [row.site_id as number, a, b]);
      const profit = (a: string, b: string) => fx.one(`SELECT (SELECT coalesce(sum(house_net_win_base), 0) FROM fact_game_day WHERE site_id = $1 AND ${between})
        - (SELECT coalesce(sum(bonus_amt_base), 0) FROM fact_bonus WHERE site_id = $1 AND ${between}) p`, [row.site_id as number, a, b]);
      const [rc, rp, pc, pp] = await Promise.all([money(from, to), money(prev.from, prev.to), profit(from, to), profit(prev.from, prev.to)]);
      expect(row.revenue).toBeCloseTo(Number(rc.revenue), 2);
      expect(row.profit).toBeCloseTo(Number(pc.p), 2);
      expect(Number(row.revenue_growth_rate)).toBeCloseTo((Number(rc.revenue) - Number(rp.revenue)) / Math.abs(Number(rp.revenue)), 9);
      expect(Number(row.profit_growth_rate)).toBeCloseTo((Number(pc.p) - Number(pp.p)) / Math.abs(Number(pp.p)), 9);
    }
  });

  it('market trend: each market and day sums the sites of that currency', async () => {
    const { rows } = await run('market_trend', { range: { preset: 'prev7' } });
    for (const row of rows.slice(0, 10)) {
      const g = await fx.one(`SELECT sum(f.apv_bet_base) bet FROM fact_game_day f JOIN dim_site s USING (site_id) WHERE s.site_currency = $1 AND f.stat_date = $2::DATE`, [row.site_currency as string, row.stat_date as string]);
      expect(row.apv_bet).toBeCloseTo(Number(g.bet), 2);
    }
  });

  it('game ranking: per brand, ranked by turnover', async () => {
    const { rows, meta } = await run('game_ranking', { groupBy: 'game_brand_code' });
    const { from, to } = meta.range!;
    const raw = await fx.warehouse.query(`SELECT g.game_brand_code b, sum(f.apv_bet_base) bet, count(DISTINCT f.member_id) players FROM fact_game_day f JOIN dim_game g USING (game_id)
      WHERE f.stat_date BETWEEN $1::DATE AND $2::DATE GROUP BY 1 ORDER BY bet DESC`, [from, to]);
    expect(rows.length).toBe(raw.length);
    for (const r of raw) {
      const row = rows.find((x) => x.group_value === r.b)!;
      expect(row.apv_bet).toBeCloseTo(Number(r.bet), 2);
      expect(row.gm_dau).toBe(Number(r.players));
    }
    expect(rows.find((x) => x.apv_bet_rank === 1)!.group_value).toBe(raw[0].b);
  });

  it('integrator recap: game items per brand and site', async () => {
    const { rows, meta } = await run('osw_recap');
    const { from, to } = meta.range!;
    for (const row of rows.slice(0, 8)) {
      const g = await fx.one(`SELECT sum(f.game_item_cost_base) AS item_cost, sum(f.game_item_count) AS n FROM fact_game_day f JOIN dim_game g USING (game_id) WHERE f.site_id = $1 AND ${between} AND g.game_brand_code = $4`, [row.site_id as number, from, to, row.game_brand_code as string]);
      expect(row.game_item_cost).toBeCloseTo(Number(g.item_cost), 2);
      expect(row.game_item_count).toBe(Number(g.n));
    }
  });

  it('the operator recap\'s stacked chart orders brands by their turnover over every site, largest first', async () => {
    // it was ordered by each brand's largest single site (SABA before PG, a brand of half as much turnover again)
    const { rows, chart } = await run('osw_recap');
    const byBrand = new Map<string, number>();
    for (const r of rows) byBrand.set(String(r.game_brand_code), (byBrand.get(String(r.game_brand_code)) ?? 0) + Number(r.apv_bet));
    const totals = chart!.categories.map((c) => byBrand.get(String(c))!);
    expect(chart!.categories.length).toBe(byBrand.size);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('domain requests: per domain and day', async () => {
    const { rows } = await run('domain_req_stats', { range: { preset: 'prev7' } });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows.slice(0, 10)) {
      const h = await fx.one(`SELECT sum(http_req_count) n FROM fact_http_req WHERE domain_id = $1 AND stat_date = $2::DATE`, [row.domain_id as number, row.stat_date as string]);
      expect(row.http_req_count).toBe(Number(h.n));
    }
  });

  it('agent stats: registrations, first deposits and deposits of each agent', async () => {
    const { rows, meta } = await run('agent_stats');
    const { from, to } = meta.range!;
    for (const row of rows.filter((r) => r.agent_id !== null).slice(0, 8)) {
      const m = await fx.one(`SELECT count(*) FILTER (WHERE reg_date BETWEEN $2::DATE AND $3::DATE) reg, count(*) FILTER (WHERE first_dpst_date BETWEEN $2::DATE AND $3::DATE) ftd FROM dim_member WHERE agent_id = $1`, [row.agent_id as number, from, to]);
      const d = await fx.one(`SELECT coalesce(sum(t.amount_base), 0) d FROM fact_transaction t JOIN dim_member m USING (member_id) WHERE m.agent_id = $1 AND t.${between} AND t.trans_type IN (3, 10, 26) AND t.trans_status = 'succ'`, [row.agent_id as number, from, to]);
      expect(row.reg_dau).toBe(Number(m.reg));
      expect(row.first_dpst_dau).toBe(Number(m.ftd));
      expect(row.dpst_amt).toBeCloseTo(Number(d.d), 2);
    }
  });

  it('game stats (single site): per theme, players, turnover and game items of the site', async () => {
    const site = fx.siteIds[0];
    const report = fx.service.registry.report('game_stats');
    const result = await fx.service.run(report, { filters: { site, groupBy: 'game_theme_name' }, page: { index: 0, size: 200 } }, { siteIds: fx.siteIds }, fx.now);
    const { from, to } = result.meta.range!;
    const raw = await fx.warehouse.query(`SELECT g.game_theme_name AS theme, sum(f.apv_bet_base) AS bet, count(DISTINCT f.member_id) AS players, sum(f.game_item_count) AS items
      FROM fact_game_day f JOIN dim_game g USING (game_id) WHERE f.site_id = $1 AND f.stat_date BETWEEN $2::DATE AND $3::DATE GROUP BY 1`, [site, from, to]);
    expect(result.total).toBe(raw.length);
    for (const r of raw) {
      const row = result.res.find((x) => x.group_value === r.theme)!;
      expect(row.apv_bet).toBeCloseTo(Number(r.bet), 2);
      expect(row.gm_dau).toBe(Number(r.players));
      expect(row.game_item_count).toBe(Number(r.items));
    }
  });

  it('game stats by kind (its default): a row per game kind code with its figures, the answer naming the group, each code named in both languages', async () => {
    const site = fx.siteIds[0];
    const report = fx.service.registry.report('game_stats');
    const result = await fx.service.run(report, { filters: { site }, page: { index: 0, size: 200 } }, { siteIds: fx.siteIds }, fx.now);
    expect(result.meta.groupBy).toBe('game_kind_code');
    const { from, to } = result.meta.range!;
    const raw = await fx.warehouse.query(`SELECT g.game_kind_code AS kind, sum(f.apv_bet_base) AS bet, count(DISTINCT f.member_id) AS players
      FROM fact_game_day f JOIN dim_game g USING (game_id) WHERE f.site_id = $1 AND f.stat_date BETWEEN $2::DATE AND $3::DATE GROUP BY 1`, [site, from, to]);
    expect(raw.length).toBeGreaterThan(1);
    expect(result.res.map((x) => x.group_value).sort()).toEqual(raw.map((r) => r.kind).sort());
    const view = groupedView(reportView(report, fx.service.registry), result.meta.groupBy);
    const column = view.columns.find((c) => c.field === 'group_value')!;
    for (const r of raw) {
      const row = result.res.find((x) => x.group_value === r.kind)!;
      expect(row.apv_bet).toBeCloseTo(Number(r.bet), 2);
      expect(row.gm_dau).toBe(Number(r.players));
      for (const lang of ['en', 'tw'] as const) {
        const t = translator(lang);
        const named = formatter(column.format).text(r.kind, { currency: 'USD', lang, translate: (k) => t(k) }, column.enumKey);
        expect(named, `${lang} ${String(r.kind)}`).toBe(t(`enums.gameKind.${String(r.kind)}`));
        expect(named).not.toBe(r.kind);
      }
    }
  });

  it('site outline: its tiles are the totals of the one site', async () => {
    const site = fx.siteIds[1];
    const result = await fx.service.run(fx.service.registry.report('site_outline'), { filters: { site } }, { siteIds: fx.siteIds }, fx.now);
    const { from, to } = result.meta.range!;
    const g = await fx.one(`SELECT sum(apv_bet_base) bet, count(DISTINCT member_id) gamers FROM fact_game_day WHERE site_id = $1 AND ${between}`, [site, from, to]);
    expect(result.totals!.apv_bet).toBeCloseTo(Number(g.bet), 2);
    expect(result.totals!.gm_dau).toBe(Number(g.gamers));
    expect(result.res.length).toBe(30);
  });
});
