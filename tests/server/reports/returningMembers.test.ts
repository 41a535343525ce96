import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReportFixture, type ReportFixture } from './support';

// Returning members' retention groups (spec §9: 0-1, 2-7 and 8-29 days): the period's active members
// by how long they had been away when they first played in it, against the facts.
let fx: ReportFixture;
beforeAll(async () => { fx = await openReportFixture(); });
afterAll(async () => { await fx?.warehouse.close(); });

const run = (id: string, filters: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  fx.service.run(fx.service.registry.report(id), { filters, page: { index: 0, size: 200 }, ...extra }, { siteIds: fx.siteIds, contact: true }, fx.now);

describe('returning members by retention group', () => {
  it('retention groups against the facts: each group\'s members by the days away before their first gaming day in the period, back after a long break among them, and no series or column repeating the members', async () => {
    // every site over the default range: members come back after a day, a week, a few weeks and more than a month
    const counts = new Map<string, number>();
    let returning = 0;
    let longBreak = 0;
    for (const one of fx.siteIds) {
      const r = await run('member_returning', { site: one }, { section: 'retention' });
      const { from, to } = r.meta.range!;
      const groups = await fx.warehouse.query(`WITH d AS (SELECT DISTINCT member_id, stat_date FROM fact_game_day WHERE site_id = ${one} AND stat_date <= DATE '${to}'),
        l AS (SELECT member_id, min(stat_date) first_day FROM d WHERE stat_date >= DATE '${from}' GROUP BY 1),
        p AS (SELECT l.member_id, l.first_day - (SELECT max(stat_date) FROM d WHERE d.member_id = l.member_id AND d.stat_date < l.first_day) gap,
          EXISTS (SELECT 1 FROM d WHERE d.member_id = l.member_id AND d.stat_date < l.first_day) played_before FROM l)
        SELECT CASE WHEN gap <= 1 THEN '0-1' WHEN gap <= 7 THEN '2-7' WHEN gap <= 29 THEN '8-29' ELSE '30+' END grp, count(*) n,
          count(*) FILTER (WHERE played_before) back FROM p GROUP BY 1`);
      const facts = new Map(groups.map((g) => [String(g.grp), g]));
      for (const row of r.res) {
        expect([one, row.return_group, row.member_count]).toEqual([one, row.return_group, Number(facts.get(String(row.return_group))?.n ?? 0)]);
        counts.set(String(row.return_group), (counts.get(String(row.return_group)) ?? 0) + Number(row.member_count));
      }
      returning += groups.reduce((n, g) => n + Number(g.back), 0);
      longBreak += Number(facts.get('30+')?.back ?? 0);
    }
    // the groups as an operator's members fill them: among the members who had played before, those back after a few weeks no sliver
    expect(counts.get('8-29')!).toBeGreaterThan(0.03 * returning);
    // 30+ holds members back after more than a month, not only the period's new players
    expect(longBreak).toBeGreaterThan(0);
    // every member of these groups played in the period: the active players are the members, shown once
    const report = fx.service.registry.report('member_returning');
    const section = report.sections!.find((x) => x.id === 'retention')!;
    expect(section.columns.map((c) => c.field)).not.toContain('gm_dau');
    expect(section.chart!.series).toEqual(['member_count', 'dpst_dau']);
  });
});
