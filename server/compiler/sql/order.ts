import type { ChartDef, SortDef } from '../../../src/engine/definition/report';
import { ident, type Params } from './params';

export const CHART_POINT_LIMIT = 2000;
/** Rows of a locally paged report (the browser pages them). */
export const LOCAL_ROW_LIMIT = 100_000;
/** Rows an export may hold. */
export const EXPORT_ROW_LIMIT = 1_000_000;


/** The ORDER BY of a grid as keys: the sort, then the key fields ascending, so every row has one place. */
export function orderKeys(sort: readonly SortDef[], tieBreak: readonly string[]): SortDef[] {
  return [...sort, ...tieBreak.filter((d) => !sort.some((s) => s.field === d)).map((field) => ({ field, dir: 'asc' as const }))];
}

/** The ORDER BY of a grid: the sort, then the key fields, so every row has one place. */
export function orderSql(sort: readonly SortDef[], tieBreak: readonly string[]): string[] {
  return [...sort.map((s) => `${ident(s.field)} ${s.dir === 'asc' ? 'ASC' : 'DESC'} NULLS LAST`), ...tieBreak.filter((d) => !sort.some((s) => s.field === d)).map((d) => `${ident(d)} ASC`)];
}

/** How a chart orders its categories: by `orderBy`, time, or the first series largest first; ties by the key fields, so every warehouse draws the same chart. */
export function chartOrder(chart: ChartDef, series: readonly string[], tieBreak: readonly string[]): SortDef[] {
  const first: SortDef = chart.orderBy ? { field: chart.orderBy, dir: 'asc' } : chart.x === 'stat_date' ? { field: chart.x, dir: 'asc' } : { field: series[0], dir: 'desc' };
  return orderKeys([first], tieBreak);
}

/**
 * How many rows a chart reads. A donut of the largest `limit` slices reads one more: where that one is
 * the only row left out it is drawn itself, not as a rest slice of one (the legend would say
 * "Others" beside a promotion type named Others), see donutWithRest.
 */
export function chartLimit(chart: ChartDef): number {
  if (chart.splitBy) return CHART_POINT_LIMIT * 20;
  const limit = Math.min(chart.limit ?? CHART_POINT_LIMIT, CHART_POINT_LIMIT);
  return chart.type === 'donut' && chart.limit !== undefined ? limit + 1 : limit;
}

export function chartFields(chart: ChartDef, series: readonly string[]): string[] {
  return [...new Set([chart.x, ...(chart.splitBy ? [chart.splitBy] : []), ...series])];
}

/** The chart's fields and those it is ordered by: the rows it needs, not every figure of them. */
export function chartPartFields(chart: { chart: ChartDef; series: readonly string[] }, tieBreak: readonly string[]): string[] {
  return [...new Set([...chartFields(chart.chart, chart.series), ...chartOrder(chart.chart, chart.series, tieBreak).map((o) => o.field)])];
}

/** The chart's ORDER BY keys as SQL (its first key DESC NULLS LAST when descending, ties ascending). */
export function chartOrderSql(chart: ChartDef, series: readonly string[], tieBreak: readonly string[], expr = ident): string[] {
  const [first, ...ties] = chartOrder(chart, series, tieBreak);
  return [`${expr(first.field)} ${first.dir === 'asc' ? 'ASC' : 'DESC NULLS LAST'}`, ...ties.map((t) => `${expr(t.field)} ASC`)];
}

/** A grid page's LIMIT and OFFSET (every row up to `unpagedLimit` without a page), its numbers bound by the statement's binder. */
export const pageLimit = (page: { index: number; size: number } | null, unpagedLimit: number, params: Params): string =>
  (page ? ` LIMIT ${params.add(page.size)} OFFSET ${params.add(page.index * page.size)}` : ` LIMIT ${params.add(unpagedLimit)}`);
