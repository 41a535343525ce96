import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_DAYS } from '../../../server/compiler/kinds/retention/spec';
import { openReportFixture, type ReportFixture } from './support';

let fx: ReportFixture;
beforeAll(async () => { fx = await openReportFixture(); });
afterAll(async () => { await fx?.warehouse.close(); });

const run = (id: string, filters: Record<string, unknown> = {}, siteIds = fx.siteIds) =>
  fx.service.run(fx.service.registry.report(id), { filters, page: { index: 0, size: 200 } }, { siteIds }, fx.now);

describe('report figures against SQL written here on the raw facts', () => {
  it('site comparison: turnover, net win, gamers, deposits, registrations and growth per site', async () => {
    const result = await run('site_compare');
    const { from, to } = result.meta.range!;
    const prev = result.meta.previousRange!;
    for (const row of result.res) {
      const g = await fx.one(`SELECT sum(apv_bet_base) bet, sum(house_net_win_base) win, count(DISTINCT member_id) gamers FROM fact_game_day WHERE site_id = $1 AND stat_date BETWEEN $2::DATE AND $3::DATE`, [row.site_id as number, from, to]);
      const p = await fx.one(`SELECT coalesce(sum(apv_bet_base), 0) bet FROM fact_game_day WHERE site_id = $1 AND stat_date BETWEEN $2::DATE AND $3::DATE`, [row.site_id as number, prev.from, prev.to]);
      const t = await fx.one(`SELECT coalesce(sum(amount_base), 0) dpst, count(DISTINCT member_id) n FROM fact_transaction WHERE site_id = $1 AND stat_date BETWEEN $2::DATE AND $3::DATE AND trans_type IN (3, 10, 26) AND trans_status = 'succ'`, [row.site_id as number, from, to]);
      const r = await fx.one(`SELECT count(*) n FROM dim_member WHERE site_id = $1 AND reg_date BETWEEN $2::DATE AND $3::DATE`, [row.site_id as number, from, to]);
      expect(row.apv_bet).toBeCloseTo(Number(g.bet), 2);
      expect(row.house_net_win).toBeCloseTo(Number(g.win), 2);
      expect(row.gm_dau).toBe(Number(g.gamers));
      expect(row.dpst_amt).toBeCloseTo(Number(t.dpst), 2);
      expect(row.dpst_dau).toBe(Number(t.n));
      expect(row.reg_dau).toBe(Number(r.n));
      const expectedGrowth = Number(p.bet) === 0 ? null : (Number(g.bet) - Number(p.bet)) / Math.abs(Number(p.bet));
      if (expectedGrowth === null) expect(row.apv_bet_growth_rate).toBeNull();
      else expect(Number(row.apv_bet_growth_rate)).toBeCloseTo(expectedGrowth, 9);
    }
    const ranks = result.res.map((r) => r.apv_bet_rank as number).sort((a, b) => a - b);
    expect(ranks[0]).toBe(1);
  });

  it('site trend: each site-day equals the raw facts, and the days add up to the period', async () => {
    const result = await run('site_trend', { grain: 'day' });
    const row = result.res[0];
    const g = await fx.one(`SELECT sum(apv_bet_base) bet, count(DISTINCT member_id) gamers FROM fact_game_day WHERE site_id = $1 AND stat_date = $2::DATE`, [row.site_id as number, row.stat_date as string]);
    expect(row.apv_bet).toBeCloseTo(Number(g.bet), 2);
    expect(row.gm_dau).toBe(Number(g.gamers));
    const monthly = await run('site_trend', { grain: 'month', range: { preset: 'prev3m' } });
    const months = await fx.one(`SELECT count(DISTINCT (site_id, date_trunc('month', stat_date))) n FROM fact_game_day WHERE stat_date BETWEEN $1::DATE AND $2::DATE`, [monthly.meta.range!.from, monthly.meta.range!.to]);
    expect(monthly.total).toBe(Number(months.n));
    // the answer says its rows are months (each dated on its first day), so the console names them as months; a day's answer says nothing
    expect(monthly.meta.time).toEqual({ field: 'stat_date', grain: 'month' });
    expect(monthly.res.every((r) => String(r.stat_date).endsWith('-01'))).toBe(true);
    expect(result.meta.time).toBeUndefined();
  });

  it('market trend: daily active members summed across a market\'s sites are exact, and the totals row counts each member once', async () => {
    const result = await run('market_trend', { grain: 'day' });
    expect(result.meta.source.every((s) => s.endsWith('_site_day'))).toBe(true);
    for (const row of result.res.slice(0, 5)) {
      const g = await fx.one(`SELECT count(DISTINCT f.member_id) n FROM fact_game_day f JOIN dim_site s USING (site_id) WHERE s.site_currency = $1 AND f.stat_date = $2::DATE`, [row.site_currency as string, row.stat_date as string]);
      const t = await fx.one(`SELECT count(DISTINCT f.member_id) n FROM fact_transaction f JOIN dim_site s USING (site_id) WHERE s.site_currency = $1 AND f.stat_date = $2::DATE AND f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ'`, [row.site_currency as string, row.stat_date as string]);
      expect(row.gm_dau).toBe(Number(g.n));
      expect(row.dpst_dau).toBe(Number(t.n));
    }
    const { from, to } = result.meta.range!;
    const period = await fx.one('SELECT count(DISTINCT member_id) n FROM fact_game_day WHERE stat_date BETWEEN $1::DATE AND $2::DATE', [from, to]);
    expect(result.totals!.gm_dau).toBe(Number(period.n));
    expect(Number(result.totals!.gm_dau)).toBeLessThan(result.res.reduce((a, r) => a + Number(r.gm_dau), 0)); // a sum of days would count members again
  });

  it('game retention: cohorts and rolling retention match, and retention never grows with the day', async () => {
    const result = await run('game_retention');
    const { from, to } = result.meta.range!;
    for (const row of result.res) {
      const c = await fx.one(`WITH a AS (SELECT f.member_id, min(f.stat_date) fd, max(f.stat_date) ld FROM fact_game_day f JOIN dim_game g USING (game_id) WHERE g.game_kind_code = $1 GROUP BY 1)
        SELECT count(*) n, count(*) FILTER (WHERE ld >= fd + 7) r7 FROM a WHERE fd BETWEEN $2::DATE AND $3::DATE`, [row.cohort_group as string, from, to]);
      expect(row.cohort_count).toBe(Number(c.n));
      expect(row.retention_7_count).toBe(Number(c.r7));
      const counts = RETENTION_DAYS.map((n) => row[`retention_${n}_count`] as number);
      for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeLessThanOrEqual(counts[i - 1]);
    }
  });

  it('member level (single site): every member of the site counted once across levels', async () => {
    const site = fx.siteIds[0];
    const result = await run('member_level', { site });
    const sum = result.res.reduce((a, r) => a + Number(r.member_count), 0);
    const m = await fx.one('SELECT count(*) n FROM dim_member WHERE site_id = $1', [site]);
    expect(sum).toBe(Number(m.n));
    const { from, to } = result.meta.range!;
    const ups = await fx.one('SELECT count(*) n FROM fact_level_change WHERE site_id = $1 AND change_date BETWEEN $2::DATE AND $3::DATE AND to_lv_id <> from_lv_id', [site, from, to]);
    expect(result.res.reduce((a, r) => a + Number(r.levelup_count), 0)).toBe(Number(ups.n));
  });

  it('promo cost (single site): bonus by type and its rate against the period revenue', async () => {
    const site = fx.siteIds[0];
    const result = await run('promo_cost', { site });
    const { from, to } = result.meta.range!;
    const b = await fx.one('SELECT sum(bonus_amt_base) bonus FROM fact_bonus WHERE site_id = $1 AND stat_date BETWEEN $2::DATE AND $3::DATE', [site, from, to]);
    const g = await fx.one('SELECT sum(house_net_win_base) win FROM fact_game_day WHERE site_id = $1 AND stat_date BETWEEN $2::DATE AND $3::DATE', [site, from, to]);
    expect(Number(result.totals!.bonus_amt)).toBeCloseTo(Number(b.bonus), 2);
    expect(Number(result.totals!.bonus_rate)).toBeCloseTo(Number(b.bonus) / Number(g.win), 9);
  });

  it('third-party transactions (single site): fail rate over finished ones and DuckDB quantiles of durations', async () => {
    const site = fx.siteIds[0];
    const result = await run('trans_3party', { site });
    const { from, to } = result.meta.range!;
    for (const row of result.res) {
      const t = await fx.one(`SELECT count(*) FILTER (WHERE trans_status = 'fail') fail, count(*) FILTER (WHERE trans_status IN ('succ', 'fail')) fin,
          quantile_cont(epoch(finish_time - order_time), 0.9) FILTER (WHERE trans_status IN ('succ', 'fail')) p90
        FROM fact_transaction WHERE site_id = $1 AND stat_date BETWEEN $2::DATE AND $3::DATE AND trans_type IN (10, -10) AND pay_3party_name = $4 AND pay_method_code = $5`,
        [site, from, to, row.pay_3party_name as string, row.pay_method_code as string]);
      expect(Number(row.fail_rate)).toBeCloseTo(Number(t.fail) / Number(t.fin), 9);
      expect(Number(row.duration_p90)).toBeCloseTo(Number(t.p90), 6);
    }
  });
});
