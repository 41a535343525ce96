import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReportFixture, type ReportFixture } from './support';

let fx: ReportFixture;
beforeAll(async () => { fx = await openReportFixture(); });
afterAll(async () => { await fx?.warehouse.close(); });

const request = (filters: Record<string, unknown>) => ({ filters: { range: { preset: 'prev90' }, ...filters } });

describe("game retention from the members' first and last days by game kind and brand", () => {
  it('gives the cohorts and retention of the raw facts for each grouping, filter and site choice, reading a span table', async () => {
    const [kind] = await fx.warehouse.query('SELECT game_kind_code FROM dim_game GROUP BY 1 ORDER BY count(*) DESC LIMIT 1');
    const cases: [string, Record<string, unknown>, string, number[]][] = [
      ['game_retention', { groupBy: 'game_kind_code' }, 'rollup_gaming_span_game_kind_code', fx.siteIds],
      ['game_retention', { groupBy: 'game_brand_code' }, 'rollup_gaming_span_game_brand_code', fx.siteIds],
      ['game_retention', { groupBy: 'game_kind_code', gameKinds: [kind.game_kind_code] }, 'rollup_gaming_span_game_kind_code', fx.siteIds],
      // a brand cohort within a kind: the span keeping both, folded to member and brand
      ['game_retention', { groupBy: 'game_brand_code', gameKinds: [kind.game_kind_code] }, 'rollup_gaming_span_game_kind_code_game_brand_code', fx.siteIds],
      ['game_retention', { groupBy: 'game_brand_code' }, 'rollup_gaming_span_game_brand_code', fx.siteIds.slice(0, 1)],
      // one site chosen in the filter (a condition on the site, kept by every span)
      ['site_game_retention', { site: fx.siteIds[1], groupBy: 'game_kind_code' }, 'rollup_gaming_span_game_kind_code', fx.siteIds],
    ];
    for (const [id, filters, table, siteIds] of cases) {
      const report = fx.service.registry.report(id);
      const [fromSpans, fromFacts] = await Promise.all([fx.service, fx.raw].map((s) => s.run(report, request(filters), { siteIds }, fx.now)));
      const label = `${id} ${JSON.stringify(filters)} on ${siteIds.length} sites`;
      expect(fromSpans.meta.source, label).toContain(table);
      expect(fromFacts.meta.source, label).toContain('fact_game_day');
      expect(fromSpans.res.length, label).toBeGreaterThan(0);
      expect(fromSpans.res, label).toEqual(fromFacts.res);
      expect(fromSpans.totals, label).toEqual(fromFacts.totals);
    }
  });
});
