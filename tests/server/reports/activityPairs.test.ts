import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReportService, type ReportService } from '../../../server/reports/reportService';
import { openReportFixture, type ReportFixture } from './support';

let fx: ReportFixture;
// the warehouse without its range counts, which answer these ranges first (rangeCounts.test.ts)
let service: ReportService;
beforeAll(async () => {
  fx = await openReportFixture();
  service = await createReportService(fx.warehouse, { cache: false });
  for (const table of [...service.catalog.keys()].filter((t) => t.endsWith('_range_counts'))) (service.catalog as Map<string, number>).delete(table);
});
afterAll(async () => { await fx?.warehouse.close(); });

const DISTINCT = ['gm_dau', 'dpst_dau', 'login_dau'];

describe("distinct members over a period from the members' active days two months at a time", () => {
  it('counts players, depositors and logins per site as the raw facts do, within a month, across a month end and over three months', async () => {
    const end = fx.service.dataEnd;
    // A month whose 2nd to 9th and the 5 days after its start lie inside the data, whatever day the data ends on.
    const anchor = new Date(Date.parse(`${end}T00:00:00Z`) - 10 * 86_400_000);
    const month = anchor.toISOString().slice(0, 8);
    const prevMonth = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
    const monthEnd = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
    const ranges: [string, { from: string; to: string }, boolean][] = [
      ['within one month', { from: `${month}02`, to: `${month}09` }, true],
      ['across a month end', { from: `${prevMonth.slice(0, 8)}20`, to: `${month}05` }, true],
      ['a month and its next whole', { from: prevMonth, to: monthEnd < end ? monthEnd : end }, true],
      ['over three months (by month)', { from: `${new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() - 3, 15)).toISOString().slice(0, 10)}`, to: end }, false],
    ];
    const report = service.registry.report('site_compare');
    for (const [label, range, pairs] of ranges) {
      const request = { filters: { range: { preset: 'custom', from: range.from, to: range.to } } };
      const [a, b] = await Promise.all([service, fx.raw].map((s) => s.run(report, request, { siteIds: fx.siteIds }, fx.now)));
      expect(a.meta.source.some((t) => t.endsWith('_activity_pairs')), label).toBe(pairs);
      expect(a.res.length, label).toBeGreaterThan(0);
      for (const row of a.res) {
        const raw = b.res.find((r) => r.site_id === row.site_id)!;
        for (const m of DISTINCT.filter((d) => d in row)) expect(row[m], `${label} site ${row.site_id} ${m}`).toBe(raw[m]);
      }
      for (const m of DISTINCT.filter((d) => d in (a.totals ?? {}))) expect(a.totals![m], `${label} totals ${m}`).toBe(b.totals![m]);
      const counted = await fx.one(`SELECT count(DISTINCT member_id) n FROM fact_game_day WHERE stat_date BETWEEN $1::DATE AND $2::DATE`, [range.from, range.to]);
      expect(a.totals!.gm_dau, label).toBe(Number(counted.n));
    }
  });
});
