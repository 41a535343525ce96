import type { ChartDef } from '../../../../src/engine/definition/report';
import { chartFields, chartLimit, chartOrder, orderKeys, orderSql } from '../../sql/order';
import { ident, type Params } from '../../sql/params';
import type { Page, Wrappers } from '../dialect';

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
  // `res` materialized once when two parts read it; the parts in one result, each in its own order (a UNION keeps no order of its own)
  pageAndChart(rel, sort, tieBreak, page, unpagedLimit, chart, params) {
    const source = chart ? '__res' : 'res';
    const pageOrder = orderSql(sort, tieBreak);
    const parts = [`SELECT 0 AS __part, * FROM (SELECT *, count(*) OVER () AS __total FROM ${source}${pageOrder.length ? ' ORDER BY ' + pageOrder.join(', ') : ''}${pageLimit(page, unpagedLimit, params)})`];
    const within = (part: number) => (f: string) => `(CASE WHEN __part = ${part} THEN ${ident(f)} END)`;
    const finalOrder = ['__part', ...orderKeys(sort, tieBreak).map((s) => `${within(0)(s.field)} ${s.dir === 'asc' ? 'ASC' : 'DESC'} NULLS LAST`)];
    if (chart) {
      // the chart's fields and those it is ordered by: the rows it needs, not every figure of them
      const fields = [...new Set([...chartFields(chart.chart, chart.series), ...chartOrder(chart.chart, chart.series, tieBreak).map((o) => o.field)])];
      parts.push(`SELECT 1 AS __part, * FROM (SELECT ${fields.map(ident).join(', ')} FROM __res ORDER BY ${chartOrderSql(chart.chart, chart.series, tieBreak).join(', ')} LIMIT ${params.add(chartLimit(chart.chart))})`);
      finalOrder.push(...chartOrderSql(chart.chart, chart.series, tieBreak, within(1)));
    }
    // the totals row as one column holding its fields (a struct), beside the rows' own columns
    if (rel.totals) parts.push(`SELECT 2 AS __part, ${rel.totals.name} AS __totals_row FROM ${rel.totals.name}`);
    const withList = [rel.withRes, ...(chart ? ['__res AS MATERIALIZED (SELECT * FROM res)'] : []), ...(rel.totals ? [rel.totals.with(params)] : [])].join(',\n');
    return { sql: `${withList}\nSELECT * FROM (${parts.join(' UNION ALL BY NAME ')}) ORDER BY ${finalOrder.join(', ')}`, params: params.values };
  },
  listKeys(rel, key, sort, tieBreak, limit, params) {
    const order = orderSql(sort, [key, ...tieBreak]);
    return { sql: `${rel.withRes}\nSELECT ${ident(key)} AS __key, count(*) OVER () AS __total FROM res ORDER BY ${order.join(', ')} LIMIT ${params.add(limit)}`, params: params.values };
  },
  listRows: (rel, params) => ({ sql: `${rel.withRes}\nSELECT * FROM res`, params: params.values }),
};
