import type { ChartDef, SortDef } from '../../../src/engine/definition/report';
import { ident, type Params } from './params';

export const CHART_POINT_LIMIT = 2000;
/** Rows of a locally paged report (the browser pages them). */
export const LOCAL_ROW_LIMIT = 100_000;
/** Rows an export may hold. */
export const EXPORT_ROW_LIMIT = 1_000_000;

/** The grid page: sorted (ties broken by the dimensions, so pages never overlap), counted before the limit. */
export function pageSql(withRes: string, sort: readonly SortDef[], tieBreak: readonly string[], page: { index: number; size: number } | null, params: Params, unpagedLimit = LOCAL_ROW_LIMIT): string {
  const order = [...sort.map((s) => `${ident(s.field)} ${s.dir === 'asc' ? 'ASC' : 'DESC'} NULLS LAST`), ...tieBreak.filter((d) => !sort.some((s) => s.field === d)).map((d) => `${ident(d)} ASC`)];
  const limit = page ? ` LIMIT ${params.add(page.size)} OFFSET ${params.add(page.index * page.size)}` : ` LIMIT ${params.add(unpagedLimit)}`;
  return `${withRes}\nSELECT *, count(*) OVER () AS __total FROM res${order.length ? ' ORDER BY ' + order.join(', ') : ''}${limit}`;
}

/** The ORDER BY of a grid: the sort, then the key fields, so every row has one place. */
export function orderSql(sort: readonly SortDef[], tieBreak: readonly string[]): string[] {
  return [...sort.map((s) => `${ident(s.field)} ${s.dir === 'asc' ? 'ASC' : 'DESC'} NULLS LAST`), ...tieBreak.filter((d) => !sort.some((s) => s.field === d)).map((d) => `${ident(d)} ASC`)];
}

/** A list's sorted keys (at most `limit`) with the count of the whole result: run once per search. */
export function listKeysSql(withRes: string, key: string, sort: readonly SortDef[], tieBreak: readonly string[], limit: number, params: Params): string {
  const order = orderSql(sort, [key, ...tieBreak]);
  return `${withRes}\nSELECT ${ident(key)} AS __key, count(*) OVER () AS __total FROM res ORDER BY ${order.join(', ')} LIMIT ${params.add(limit)}`;
}

/** The rows of one page of a list, by key: the relation already holds only those keys; no sort, no offset. */
export function listRowsSql(withRes: string): string {
  return `${withRes}\nSELECT * FROM res`;
}

export function totalsSql(withRes: string): string {
  return `${withRes}\nSELECT * FROM res`;
}

/** Chart rows: the x axis in order (time ascending; categories by the first series, largest first, up to `limit`). */
export function chartSql(withRes: string, chart: ChartDef, series: readonly string[], xIsTime: boolean, params: Params): string {
  const fields = [chart.x, ...(chart.splitBy ? [chart.splitBy] : []), ...series];
  const order = chart.orderBy ? `${ident(chart.orderBy)} ASC` : xIsTime ? `${ident(chart.x)} ASC` : `${ident(series[0])} DESC NULLS LAST`;
  const limit = chart.splitBy ? CHART_POINT_LIMIT * 20 : Math.min(chart.limit ?? CHART_POINT_LIMIT, CHART_POINT_LIMIT);
  return `${withRes}\nSELECT ${[...new Set(fields)].map(ident).join(', ')} FROM res ORDER BY ${order} LIMIT ${params.add(limit)}`;
}
