import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/i18n/i18n';
import { apexOptions } from '../../../src/renderers/chart/apexOptions';
import { apexTypeOf as apexType } from '../../../src/renderers/chart/loadChartType';
import { chartModel } from '../../../src/renderers/chart/chartModel';
import { sampleIndices } from '../../../src/renderers/chart/downsample';
import { escapeHtml } from '../../../src/renderers/chart/escapeHtml';
import { formatContext } from '../../../src/renderers/format/formatContext';
import { recorded } from './support/recordedNode';

const t = i18n.getFixedT('en');
const ctx = formatContext('THB', [{ currency: 'THB', rate_to_base: 0.025 }], 'en', (k) => t(k));

describe('chart model', () => {
  it('names series by field label, keeps money as the server summed it and keeps categories', () => {
    const { view, result } = recorded('site_compare');
    const m = chartModel(view.chart!, result.chart!, view, ctx, t);
    expect(m.series.map((s) => s.name)).toEqual(['Turnover', 'GGR']);
    expect(m.series[0].data[0]).toBe(result.chart!.series[0].data[0]);
    expect(m.categories).toEqual(result.chart!.categories.map(String));
  });
  it('names split series as they are, with the measure as axis label', () => {
    const { view, result } = recorded('site_trend');
    const m = chartModel(view.chart!, result.chart!, view, ctx, t);
    expect(m.series.map((s) => s.name)).toEqual(result.chart!.series.map((s) => s.name));
    expect(m.measureLabel).toBe('Turnover');
  });
  it('names the bar of "Others" (a query\'s top) in the reader\'s language, with how many rows it gathers', () => {
    const { view, result } = recorded('brand_top');
    expect(result.chart!.others).toBe(result.others!.count);
    const tw = i18n.getFixedT('tw');
    expect(chartModel(view.chart!, result.chart!, view, ctx, tw).categories.at(-1)).toBe(`其餘（${result.others!.count}）`);
    expect(chartModel(view.chart!, result.chart!, view, ctx, t).categories.at(-1)).toBe(`All others (${result.others!.count})`);
  });
  it('draws cohorts as a heat map: the first cohort on top, a column per checkpoint named in the reader\'s language, the cells not yet reached empty and unshaded', () => {
    const { view, result } = recorded('deposit_cohorts');
    const model = chartModel(view.chart!, result.chart!, view, ctx, t);
    const drawn = apexOptions(model, ctx, 'none', 1200);
    expect(drawn.type).toBe('heatmap');
    const rows = drawn.series as { name: string; data: { x: string; y: number | null }[] }[];
    expect(rows.map((r) => r.name)).toEqual([...model.categories].reverse());
    expect(rows[0].data.map((c) => c.x)).toEqual(model.series.map((s) => s.name));
    expect(rows[0].data[0].x).toBe('Month 1');
    expect(chartModel(view.chart!, result.chart!, view, ctx, i18n.getFixedT('tw')).series[2].name).toBe('第 3 個月');
    // the triangle: the newest cohort has reached fewer checkpoints than the oldest; a cell not reached has no figure
    const reached = (r: (typeof rows)[number]) => r.data.filter((c) => c.y !== null).length;
    expect(reached(rows[0])).toBeLessThan(reached(rows.at(-1)!));
    const ranges = drawn.options.plotOptions!.heatmap!.colorScale!.ranges!;
    const figures = rows.flatMap((r) => r.data.map((c) => c.y)).filter((y): y is number => y !== null);
    for (const y of figures) expect(ranges.some((g) => y >= g.from! && y <= g.to!), String(y)).toBe(true);
    expect(drawn.options.colors).toEqual(['#151d33']);
    // cells say their figure where they are wide enough for it
    expect(drawn.options.dataLabels!.enabled).toBe(true);
    expect(apexOptions(model, ctx, 'none', 390).options.dataLabels!.enabled).toBe(false);
    // columns' names level where they fit, turned by 45° on a tablet, upright on a phone (twelve
    // months' names turned by 45° in 20 px columns overlapped)
    const turn = (width: number) => (apexOptions(model, ctx, 'none', width).options.xaxis!.labels as { rotate: number }).rotate;
    expect([turn(1200), turn(560), turn(358)]).toEqual([0, -45, -90]);
  });
  it('labels enum categories in the user language', () => {
    const { view, result } = recorded('promo_cost');
    const m = chartModel(view.chart!, result.chart!, view, ctx, t);
    expect(m.categories.every((c) => !c.includes('_'))).toBe(true);
  });
  it('draws at most 2,000 points a series and stops animating above 1,000', () => {
    const n = 5000;
    const data = { categories: Array.from({ length: n }, (_, i) => `d${i}`), series: [{ name: 'apv_bet', field: 'apv_bet', data: Array.from({ length: n }, (_, i) => i) }] };
    const { view } = recorded('site_compare');
    const m = chartModel({ type: 'line', x: 'stat_date', series: ['apv_bet'] }, data, view, ctx, t);
    expect(m.categories).toHaveLength(2000);
    expect(m.categories[0]).toBe('d0');
    expect(m.categories.at(-1)).toBe(`d${n - 1}`);
    expect(apexOptions(m, ctx, '').options.chart?.animations?.enabled).toBe(false);
    expect(sampleIndices(10, 2000)).toHaveLength(10);
  });
  it('animates a short chart unless the person asked for reduced motion', () => {
    const data = { categories: ['d0', 'd1', 'd2'], series: [{ name: 'apv_bet', field: 'apv_bet', data: [1, 2, 3] }] };
    const { view } = recorded('site_compare');
    const m = chartModel({ type: 'line', x: 'stat_date', series: ['apv_bet'] }, data, view, ctx, t);
    expect(apexOptions(m, ctx, '').options.chart?.animations?.enabled).toBe(true);
    expect(apexOptions(m, ctx, '', undefined, true).options.chart?.animations?.enabled).toBe(false);
  });
});

describe('apex options', () => {
  it('maps chart types: column and funnel are bars, donut stays', () => {
    expect([apexType('column'), apexType('funnel'), apexType('bar'), apexType('donut'), apexType('line')]).toEqual(['bar', 'bar', 'bar', 'donut', 'line']);
  });
  it('escapes names from the data in series, legend and tooltips', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const { view } = recorded('site_trend');
    const data = { categories: ['2026-01-01'], series: [{ name: evil, field: 'apv_bet', data: [1] }] };
    const o = apexOptions(chartModel(view.chart!, data, view, ctx, t), ctx, '');
    const series = o.series as { name: string }[];
    expect(series[0].name).toBe(escapeHtml(evil));
    expect(series[0].name).not.toContain('<');
    const legend = o.options.legend!.formatter as unknown as (n: string) => string;
    expect(legend(evil)).not.toContain('<');
    const title = (o.options.tooltip!.y as { title: { formatter: (n: string) => string } }).title.formatter(evil);
    expect(title).not.toContain('<');
  });
  it('formats tooltips and axes in the chosen currency', () => {
    const { view, result } = recorded('site_compare');
    const o = apexOptions(chartModel(view.chart!, result.chart!, view, ctx, t), ctx, '');
    const y = (o.options.tooltip!.y as { formatter: (v: number, x: { seriesIndex: number }) => string }).formatter;
    expect(y(1234.5, { seriesIndex: 0 })).toBe('1,234.50');
    const axes = o.options.yaxis as { title?: { text?: string } }[];
    expect(axes[0].title?.text).toContain('THB');
  });
  it('gives a donut its values and labels', () => {
    const { view, result } = recorded('promo_cost');
    const o = apexOptions(chartModel(view.chart!, result.chart!, view, ctx, t), ctx, '');
    expect(o.type).toBe('donut');
    expect((o.series as number[]).length).toBe(result.chart!.categories.length);
    expect(o.options.labels).toHaveLength(result.chart!.categories.length);
  });
});
