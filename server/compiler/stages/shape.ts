import type { ChartData } from '../../../src/engine/request/types';
import type { Row } from '../../warehouse/warehouse';
import { chartLimit } from '../sql/order';
import type { EmittedReport } from './emit';

const MAX_SPLIT_SERIES = 12;

/** Page rows without the window count; the count is the total of the whole result. */
export function shapePage(rows: Row[]): { res: Row[]; total: number } {
  const total = rows.length ? Number(rows[0].__total) : 0;
  return { res: rows.map(({ __total: _t, ...rest }) => rest), total };
}

/**
 * A donut is parts of a whole: where its chart keeps the largest `limit` rows of more, the rows left
 * out are one last slice ("All others (n)", `others` rows), the totals row's value less the slices
 * drawn, so each slice's share is its share of the total (the grid's share column), not of the slices
 * drawn. The chart reads `limit` + 1 rows (chartLimit): where only one is left out, it is drawn as
 * itself, a rest of one slice saying less than its name.
 */
export function donutWithRest(data: ChartData, spec: NonNullable<EmittedReport['chart']>, totals: Row | null, rowCount: number): ChartData {
  const [series] = data.series;
  const whole = totals?.[series?.field ?? ''];
  if (spec.chart.type !== 'donut' || spec.chart.splitBy || data.series.length !== 1 || whole === null || whole === undefined || rowCount <= data.categories.length) return data;
  const drawn = Math.min(data.categories.length, chartLimit(spec.chart) - 1);
  const shown = series.data.slice(0, drawn);
  // the rows left out are said even where they add up to nothing or less (a slice of 0: a donut draws no negative part)
  const rest = Number(whole) - shown.reduce<number>((sum, v) => sum + (v ?? 0), 0);
  return { categories: [...data.categories.slice(0, drawn), ''], series: [{ ...series, data: [...shown, Math.max(0, rest)] }], others: rowCount - drawn };
}

/** Chart rows → categories and series; with `splitBy`, one series per value and figure (the same values for every figure: the first figure's largest). */
export function shapeChart(rows: Row[], spec: NonNullable<EmittedReport['chart']>): ChartData {
  const { chart, series } = spec;
  if (!chart.splitBy) {
    return {
      categories: rows.map((r) => r[chart.x] as string | number),
      series: series.map((field) => ({ name: field, field, data: rows.map((r) => (r[field] === null ? null : Number(r[field]))) })),
    };
  }
  // a category's bars are stacked (a brand's turnover, by site): largest total first, as an unsplit
  // chart orders its bars, not by its largest single part; time and an `orderBy` keep their order
  const totals = new Map<string | number, number>();
  for (const r of rows) totals.set(r[chart.x] as string | number, (totals.get(r[chart.x] as string | number) ?? 0) + (r[series[0]] === null ? 0 : Number(r[series[0]])));
  const categories = [...totals.keys()];
  if (!chart.orderBy && chart.x !== 'stat_date') categories.sort((a, b) => totals.get(b)! - totals.get(a)!);
  const position = new Map(categories.map((c, i) => [c, i]));
  // a chart of several figures split by a dimension is drawn one chart a figure (the console groups the series by field),
  // each with the same values in the same order (the first figure's largest), so a site keeps its colour from chart to chart
  const bySplit = new Map<string, Map<string, (number | null)[]>>();
  const sums = new Map<string, number>();
  for (const r of rows) {
    const key = String(r[chart.splitBy]);
    const byField = bySplit.get(key) ?? new Map(series.map((field) => [field, new Array<number | null>(categories.length).fill(null)]));
    for (const field of series) {
      const v = r[field] === null ? null : Number(r[field]);
      byField.get(field)![position.get(r[chart.x] as string | number)!] = v;
      if (field === series[0]) sums.set(key, (sums.get(key) ?? 0) + (v ?? 0));
    }
    bySplit.set(key, byField);
  }
  const keys = [...bySplit.keys()].sort((a, b) => sums.get(b)! - sums.get(a)!).slice(0, MAX_SPLIT_SERIES);
  return { categories, series: series.flatMap((field) => keys.map((k) => ({ name: k, field, data: bySplit.get(k)!.get(field)! }))) };
}
