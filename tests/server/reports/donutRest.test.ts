import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../server/compiler/rateBook';
import { chartLimit } from '../../../server/compiler/sql/order';
import { donutWithRest } from '../../../server/compiler/stages/shape';
import { openReportFixture, type ReportFixture } from './support';

// A donut is parts of a whole: its slices are each row's share of the total, the share the grid's
// share column shows, so the rows its chart leaves out are one slice ("Others") of what is left.

let fx: ReportFixture;
beforeAll(async () => { fx = await openReportFixture(); });
afterAll(async () => { await fx?.warehouse.close(); });

async function donut(id: string, filters: Record<string, unknown>) {
  const report = fx.service.registry.report(id);
  const answer = await fx.service.run(report, { filters, page: { index: 0, size: 200 } }, { siteIds: fx.siteIds }, fx.now);
  const chart = answer.chart!;
  const [series] = chart.series;
  return { answer, chart, series, limit: report.chart!.limit!, drawn: series.data.reduce<number>((s, v) => s + (v ?? 0), 0) };
}

describe('a donut chart', () => {
  it('gathers the rows past its limit into one last slice, so every slice is its share of the total', async () => {
    // a site's games by theme over a year: more themes than the donut's ten slices
    const site = fx.siteIds.find(Boolean)!;
    const { answer, chart, series, limit, drawn } = await donut('game_stats', { site, groupBy: 'game_theme_name', range: { preset: 'custom', from: addDays(fx.service.dataEnd, -364), to: fx.service.dataEnd } });
    expect(answer.total).toBeGreaterThan(limit + 1);
    expect(chart.categories).toHaveLength(limit + 1);
    expect(chart.others).toBe(answer.total - limit);
    expect(drawn).toBeCloseTo(Number(answer.totals!.apv_bet), 2);
    // the rest is the rows left out, added up from the grid's rows
    const kept = new Set(chart.categories.slice(0, limit));
    const rest = answer.res.filter((r) => !kept.has(r.group_value as string)).reduce((s, r) => s + Number(r.apv_bet), 0);
    expect(series.data[limit]).toBeCloseTo(rest, 2);
    // each slice's share of the whole is its row's share column
    for (const [i, c] of chart.categories.slice(0, limit).entries()) {
      const row = answer.res.find((r) => r.group_value === c)!;
      expect(series.data[i]! / drawn).toBeCloseTo(Number(row.apv_bet_share), 6);
    }
  });

  it('has no extra slice when it draws every row', async () => {
    const site = fx.siteIds.find(Boolean)!;
    const { answer, chart, drawn, limit } = await donut('game_stats', { site, groupBy: 'game_kind_code' });
    expect(answer.total).toBeLessThanOrEqual(limit);
    expect(chart.categories).toHaveLength(answer.total);
    expect(chart.others).toBeUndefined();
    expect(drawn).toBeCloseTo(Number(answer.totals!.apv_bet), 2);
  });
});

describe('donutWithRest', () => {
  // a donut of the 2 largest slices reads 3 rows (chartLimit): the third is drawn itself when it is the only one left out
  const spec = { chart: { type: 'donut' as const, x: 'k', series: ['v'], limit: 2 }, series: ['v'] } as unknown as Parameters<typeof donutWithRest>[1];
  const data = { categories: ['a', 'b', 'c'], series: [{ name: 'v', field: 'v', data: [10, 5, 3] }] };
  it('says the rows left out even where they add up to less than nothing (a slice of 0)', () => {
    expect(donutWithRest(data, spec, { v: 12 }, 4)).toEqual({ categories: ['a', 'b', ''], series: [{ name: 'v', field: 'v', data: [10, 5, 0] }], others: 2 });
    expect(donutWithRest(data, spec, { v: 20 }, 5).series[0].data).toEqual([10, 5, 5]);
    // every row drawn, or no totals row: as it was
    expect(donutWithRest(data, spec, { v: 18 }, 3)).toBe(data);
    expect(donutWithRest(data, spec, null, 4)).toBe(data);
  });
  it('draws a row left out alone as itself, not as a rest of one (promotion cost\'s legend said "Others" and "All others (1)")', () => {
    expect(chartLimit(spec.chart)).toBe(3);
    expect(donutWithRest(data, spec, { v: 18 }, 3)).toEqual(data);
    // past one row left out, the rest is a slice again
    expect(donutWithRest(data, spec, { v: 19 }, 4)).toMatchObject({ categories: ['a', 'b', ''], others: 2 });
  });
});
