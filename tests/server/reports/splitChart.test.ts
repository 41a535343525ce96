import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartsOf } from '../../../src/renderers/chart/chartsOf';
import { openReportFixture, type ReportFixture } from './support';

// A chart split by a dimension (one line per site) draws each chosen figure: one chart a figure.

let fx: ReportFixture;
beforeAll(async () => { fx = await openReportFixture(); });
afterAll(async () => { await fx?.warehouse.close(); });

describe('site trend with two figures chosen', () => {
  it('answers both figures for every site drawn, each value its grid row\'s', async () => {
    const report = fx.service.registry.report('site_trend');
    const metrics = ['apv_bet', 'dpst_amt'];
    const answer = await fx.service.run(report, { filters: { range: { preset: 'prev7' }, grain: 'day', metrics }, page: { index: 0, size: 200 } }, { siteIds: fx.siteIds }, fx.now);
    const chart = answer.chart!;
    expect([...new Set(chart.series.map((s) => s.field))]).toEqual(metrics);
    const charts = chartsOf(report.chart!, chart);
    expect(charts.map((c) => c.series[0].field)).toEqual(metrics);
    // the same sites in the same order in each (a site keeps its colour from chart to chart)
    expect(charts[1].series.map((s) => s.name)).toEqual(charts[0].series.map((s) => s.name));
    expect(answer.total).toBeLessThanOrEqual(200);
    for (const c of charts) {
      expect(c.series.length).toBeGreaterThan(0);
      expect(c.series.every((s) => s.field === c.series[0].field)).toBe(true);
      for (const s of c.series) {
        s.data.forEach((v, i) => {
          const row = answer.res.find((r) => r.site_name === s.name && r.stat_date === c.categories[i]);
          if (v === null) expect(row?.[s.field] ?? null).toBeNull();
          else expect(v).toBeCloseTo(Number(row![s.field]), 6);
        });
      }
    }
    // one figure chosen: one chart, as before
    const one = await fx.service.run(report, { filters: { range: { preset: 'prev7' }, grain: 'day', metrics: ['apv_bet'] }, page: { index: 0, size: 50 } }, { siteIds: fx.siteIds }, fx.now);
    expect(chartsOf(report.chart!, one.chart!)).toHaveLength(1);
  });
});
