import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompileError } from '../../../server/compiler/errors';
import { openReportFixture, type ReportFixture } from './support';

// The house's customer single finds a member as an operator knows it: by its username (the account,
// spec §3 member_username) or by its member id; with neither, the spec's kind of message asks for one.
let fx: ReportFixture;
beforeAll(async () => { fx = await openReportFixture(); });
afterAll(async () => { await fx?.warehouse.close(); });

const run = (filters: Record<string, unknown>, section?: string) => fx.service.run(fx.service.registry.report('customer_single'),
  { filters, page: { index: 0, size: 200 }, ...(section ? { section } : {}) }, { siteIds: fx.siteIds, contact: true }, fx.now);

describe('customer single by username', () => {
  it('answers the recap and every section of the member with that username as by its member id', async () => {
    // a member with related members, deposits and gaming in the last 30 days: every section has rows
    const m = await fx.one(`SELECT d.member_id, d.member_username, d.site_id FROM dim_member d
      WHERE d.member_id IN (SELECT member_id FROM member_link WHERE (link_type, link_key) IN (SELECT link_type, link_key FROM member_link GROUP BY ALL HAVING count(*) >= 2))
        AND d.member_id IN (SELECT member_id FROM fact_transaction WHERE stat_date > (SELECT end_date FROM warehouse_meta) - 30)
        AND d.member_id IN (SELECT member_id FROM fact_game_day WHERE stat_date > (SELECT end_date FROM warehouse_meta) - 30)
      ORDER BY d.member_id LIMIT 1`);
    const site = Number(m.site_id);
    const byName = { site, account: String(m.member_username) };
    const byId = { site, member: Number(m.member_id) };
    const recap = await run(byName);
    expect(recap.res.map((r) => [r.member_id, r.member_username])).toEqual([[Number(m.member_id), m.member_username]]);
    expect(recap.res).toEqual((await run(byId)).res);
    for (const section of ['daily', 'transactions', 'promotions', 'levels', 'related']) {
      const [a, b] = await Promise.all([run(byName, section), run(byId, section)]);
      expect([section, a.res]).toEqual([section, b.res]);
      if (section !== 'promotions' && section !== 'levels') expect([section, a.res.length > 0]).toEqual([section, true]);
    }
    // a part of the name finds nobody: the whole account is asked for
    expect((await run({ site, account: String(m.member_username).slice(0, -1) })).res).toEqual([]);
  });

  it('asks for the username or the member id when neither is given', async () => {
    await expect(run({ site: fx.siteIds[0] })).rejects.toThrow(new CompileError(9400, "Please enter the member's username or member ID"));
  });
});

describe("customer single's daily activity", () => {
  it('charts every day of the period: a day without activity as 0 (turnover, deposits, withdrawals), not left out', async () => {
    // a member who played on some days of the last 30 and not on others
    const m = await fx.one(`SELECT member_id, any_value(site_id) site_id FROM fact_game_day
      WHERE stat_date BETWEEN (SELECT end_date FROM warehouse_meta) - 30 AND (SELECT end_date FROM warehouse_meta) - 1
      GROUP BY 1 HAVING count(DISTINCT stat_date) BETWEEN 5 AND 20 ORDER BY 1 LIMIT 1`);
    const r = await run({ site: Number(m.site_id), member: Number(m.member_id) }, 'daily');
    const { from, to } = r.meta.range!;
    const days: string[] = [];
    for (let d = Date.parse(`${from}T00:00:00Z`); d <= Date.parse(`${to}T00:00:00Z`); d += 86_400_000) days.push(new Date(d).toISOString().slice(0, 10));
    expect(r.chart!.categories).toEqual(days);
    const active = new Set(r.res.map((x) => String(x.stat_date)));
    expect(active.size).toBeLessThan(days.length);
    const quiet = days.findIndex((d) => !active.has(d));
    expect(r.chart!.series.map((s) => [s.field, s.data[quiet]])).toEqual([['apv_bet', 0], ['dpst_amt', 0], ['wdrl_amt', 0]]);
    // the grid lists the days with activity, as before; the chart's other days hold their rows' figures
    const day = r.res[0];
    expect(r.chart!.series[0].data[days.indexOf(String(day.stat_date))]).toBeCloseTo(Number(day.apv_bet), 6);
  });
});
