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

export function totalsSql(withRes: string): string {
  return `${withRes}\nSELECT * FROM res`;
}

/** Chart rows: the x axis in order (time ascending; categories by the first series, largest first, up to `limit`). */
export function chartSql(withRes: string, chart: ChartDef, series: readonly string[], xIsTime: boolean, params: Params): string {
  const fields = [chart.x, ...(chart.splitBy ? [chart.splitBy] : []), ...series];
  const order = xIsTime ? `${ident(chart.x)} ASC` : `${ident(series[0])} DESC NULLS LAST`;
  const limit = chart.splitBy ? CHART_POINT_LIMIT * 20 : Math.min(chart.limit ?? CHART_POINT_LIMIT, CHART_POINT_LIMIT);
  return `${withRes}\nSELECT ${[...new Set(fields)].map(ident).join(', ')} FROM res ORDER BY ${order} LIMIT ${params.add(limit)}`;
}
