import type { ChartDef, SortDef } from '../../../src/engine/definition/report';
import type { ResRelation } from '../dialect/dialect';
import type { Statement } from '../stages/emit';
import { ident, type Params } from './params';

export const CHART_POINT_LIMIT = 2000;
/** Rows of a locally paged report (the browser pages them). */
export const LOCAL_ROW_LIMIT = 100_000;
/** Rows an export may hold. */
export const EXPORT_ROW_LIMIT = 1_000_000;

export type Page = { index: number; size: number } | null;

/** The statements of a dialect that read the relation `res`. */
export interface Wrappers {
  /** The grid page: sorted (ties broken by the dimensions, so pages never overlap), with `__total`, the count before the limit. */
  page(rel: ResRelation, sort: readonly SortDef[], tieBreak: readonly string[], page: Page, params: Params, unpagedLimit: number): Statement;
  totals(rel: ResRelation, params: Params): Statement;
  /** Chart rows: the x axis in order (time ascending; categories by the first series, largest first, up to `limit`), ties by the key fields. */
  chart(rel: ResRelation, chart: ChartDef, series: readonly string[], tieBreak: readonly string[], params: Params): Statement;
  /** A list's sorted keys (at most `limit`) as `__key`, with `__total`, the count of the whole result: run once per search. */
  listKeys(rel: ResRelation, key: string, sort: readonly SortDef[], tieBreak: readonly string[], limit: number, params: Params): Statement;
  /** The rows of one page of a list, by key: the relation already holds only those keys; no sort, no offset. */
  listRows(rel: ResRelation, params: Params): Statement;
  /**
   * The grid page and the chart rows in one statement, `res` computed once: rows with `__part` 0
   * are the page (as `page`), 1 the chart (as `chart`, every field of `res`). A dialect without it
   * runs the two statements.
   */
  pageAndChart?(rel: ResRelation, sort: readonly SortDef[], tieBreak: readonly string[], page: Page, unpagedLimit: number,
    chart: ChartDef, series: readonly string[], params: Params): Statement;
}

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

export function chartLimit(chart: ChartDef): number {
  return chart.splitBy ? CHART_POINT_LIMIT * 20 : Math.min(chart.limit ?? CHART_POINT_LIMIT, CHART_POINT_LIMIT);
}

export function chartFields(chart: ChartDef, series: readonly string[]): string[] {
  return [...new Set([chart.x, ...(chart.splitBy ? [chart.splitBy] : []), ...series])];
}

const pageLimit = (page: Page, unpagedLimit: number, params: Params) =>
  (page ? ` LIMIT ${params.add(page.size)} OFFSET ${params.add(page.index * page.size)}` : ` LIMIT ${params.add(unpagedLimit)}`);

/** The chart's ORDER BY keys as SQL (its first key DESC NULLS LAST when descending, ties ascending). */
function chartOrderSql(chart: ChartDef, series: readonly string[], tieBreak: readonly string[], expr = ident): string[] {
  const [first, ...ties] = chartOrder(chart, series, tieBreak);
  return [`${expr(first.field)} ${first.dir === 'asc' ? 'ASC' : 'DESC NULLS LAST'}`, ...ties.map((t) => `${expr(t.field)} ASC`)];
}

/** DuckDB: `res` is the last of a WITH list, read with window functions. */
export const duckWrappers: Wrappers = {
  page(rel, sort, tieBreak, page, params, unpagedLimit) {
    const order = orderSql(sort, tieBreak);
    return { sql: `${rel.withRes}\nSELECT *, count(*) OVER () AS __total FROM res${order.length ? ' ORDER BY ' + order.join(', ') : ''}${pageLimit(page, unpagedLimit, params)}`, params: params.values };
  },
  totals: (rel, params) => ({ sql: `${rel.withRes}\nSELECT * FROM res`, params: params.values }),
  chart(rel, chart, series, tieBreak, params) {
    return { sql: `${rel.withRes}\nSELECT ${chartFields(chart, series).map(ident).join(', ')} FROM res ORDER BY ${chartOrderSql(chart, series, tieBreak).join(', ')} LIMIT ${params.add(chartLimit(chart))}`, params: params.values };
  },
  // `res` materialized once; the two parts in one result, each in its own order (a UNION keeps no order of its own)
  pageAndChart(rel, sort, tieBreak, page, unpagedLimit, chart, series, params) {
    const pageOrder = orderSql(sort, tieBreak);
    const pageSql = `SELECT *, count(*) OVER () AS __total FROM __res${pageOrder.length ? ' ORDER BY ' + pageOrder.join(', ') : ''}${pageLimit(page, unpagedLimit, params)}`;
    const chartSql = `SELECT * FROM __res ORDER BY ${chartOrderSql(chart, series, tieBreak).join(', ')} LIMIT ${params.add(chartLimit(chart))}`;
    const within = (part: number) => (f: string) => `(CASE WHEN __part = ${part} THEN ${ident(f)} END)`;
    const finalOrder = ['__part', ...orderKeys(sort, tieBreak).map((s) => `${within(0)(s.field)} ${s.dir === 'asc' ? 'ASC' : 'DESC'} NULLS LAST`),
      ...chartOrderSql(chart, series, tieBreak, within(1))];
    return {
      sql: `${rel.withRes},\n__res AS MATERIALIZED (SELECT * FROM res)\nSELECT * FROM (SELECT 0 AS __part, * FROM (${pageSql}) UNION ALL BY NAME SELECT 1 AS __part, * FROM (${chartSql})) ORDER BY ${finalOrder.join(', ')}`,
      params: params.values,
    };
  },
  listKeys(rel, key, sort, tieBreak, limit, params) {
    const order = orderSql(sort, [key, ...tieBreak]);
    return { sql: `${rel.withRes}\nSELECT ${ident(key)} AS __key, count(*) OVER () AS __total FROM res ORDER BY ${order.join(', ')} LIMIT ${params.add(limit)}`, params: params.values };
  },
  listRows: (rel, params) => ({ sql: `${rel.withRes}\nSELECT * FROM res`, params: params.values }),
};
