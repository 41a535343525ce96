import type { ChartDef, SortDef } from '../../../../src/engine/definition/report';
import { chartFields, chartLimit, chartOrder, chartOrderSql, chartPartFields, orderKeys, orderSql, pageLimit } from '../../sql/order';
import { ident, type Params } from '../../sql/params';
import type { DeferredRelation, Page, ResRelation, Wrappers } from '../dialect';
import { RAW_RELATION, RAW_TOTALS } from './modelQuery';

/** An ORDER BY key: the field and its SQL. */
interface OrderKey { field: string; sql: string }

/** A grid's ORDER BY keys (orderSql's). */
function pageKeys(sort: readonly SortDef[], tieBreak: readonly string[]): OrderKey[] {
  const sql = orderSql(sort, tieBreak);
  return orderKeys(sort, tieBreak).map((k, i) => ({ field: k.field, sql: sql[i] }));
}

/** A chart's ORDER BY keys (chartOrderSql's). */
function chartKeys(chart: ChartDef, series: readonly string[], tieBreak: readonly string[]): OrderKey[] {
  const sql = chartOrderSql(chart, series, tieBreak);
  return chartOrder(chart, series, tieBreak).map((k, i) => ({ field: k.field, sql: sql[i] }));
}

/** Rows picked from a DeferredRelation: from which relation, in which order. */
interface Pick { from: string; order: string[]; figured: boolean }

/**
 * The keys as an order of the unfinished rows (`deferred.all`, or `deferred.figures` for an order by
 * a derived figure): an attribute after its key orders nothing more and is left out; none when a
 * key is not a field of those rows (a rank, a name first).
 */
function pickOrder(deferred: DeferredRelation, keys: readonly OrderKey[]): Pick | undefined {
  const over = (fields: ReadonlySet<string>): string[] | undefined => {
    const picked: OrderKey[] = [];
    for (const k of keys) {
      const key = deferred.attributeKeys.get(k.field);
      if (key && picked.some((p) => p.field === key)) continue;
      if (!fields.has(k.field)) return undefined;
      picked.push(k);
    }
    return picked.map((p) => p.sql);
  };
  const plain = over(deferred.fields);
  if (plain) return { from: deferred.all, order: plain, figured: false };
  const figured = over(deferred.figureFields);
  return figured && { from: deferred.figures, order: figured, figured: true };
}

/**
 * The page's rows picked from the unfinished rows, then finished (`__page`), where the order allows:
 * the window figures and looked-up attributes of the page's rows only, `__total` counted from them.
 */
function pickedPage(rel: ResRelation, sort: readonly SortDef[], tieBreak: readonly string[], page: Page, unpagedLimit: number, params: Params): { with: string[]; total: string } | undefined {
  const deferred = rel.deferred;
  const pick = deferred && pickOrder(deferred, pageKeys(sort, tieBreak));
  if (!deferred || !pick) return undefined;
  return {
    with: [`__page_rows AS (SELECT * FROM ${pick.from} ORDER BY ${pick.order.join(', ')}${pageLimit(page, unpagedLimit, params)})`, deferred.finish('__page_rows', '__page', true, pick.figured)],
    total: `(SELECT count(*) FROM ${deferred.all})`,
  };
}

/** DuckDB: `res` is the last of a WITH list, read with window functions. */
export const duckWrappers: Wrappers = {
  page(rel, sort, tieBreak, page, params, unpagedLimit) {
    const order = orderSql(sort, tieBreak);
    const picked = pickedPage(rel, sort, tieBreak, page, unpagedLimit, params);
    if (picked) return { sql: `${[rel.deferred!.with, ...picked.with].join(',\n')}\nSELECT *, ${picked.total} AS __total FROM __page ORDER BY ${order.join(', ')}`, params: params.values };
    return { sql: `${rel.withRes}\nSELECT *, count(*) OVER () AS __total FROM res${order.length ? ' ORDER BY ' + order.join(', ') : ''}${pageLimit(page, unpagedLimit, params)}`, params: params.values };
  },
  totals: (rel, params) => ({ sql: `${rel.withRes}\nSELECT * FROM res`, params: params.values, ...(rel.held ? { held: rel.held } : {}) }),
  chart(rel, chart, series, tieBreak, params) {
    return { sql: `${rel.withRes}\nSELECT ${chartFields(chart, series).map(ident).join(', ')} FROM res ORDER BY ${chartOrderSql(chart, series, tieBreak).join(', ')} LIMIT ${params.add(chartLimit(chart))}`, params: params.values };
  },
  // `res` materialized once when two parts read it; the parts in one result, each in its own order (a UNION keeps no order of its own)
  pageAndChart(rel, sort, tieBreak, page, unpagedLimit, chart, params) {
    const deferred = rel.deferred;
    const chartPick = deferred && chart && pickOrder(deferred, chartKeys(chart.chart, chart.series, tieBreak));
    if (deferred && (!chart || chartPick)) {
      const picked = pickedPage(rel, sort, tieBreak, page, unpagedLimit, params);
      if (picked) return pickedPageAndChart(rel, deferred, picked, sort, tieBreak, chart && { ...chart, pick: chartPick! }, params);
    }
    const source = chart ? '__res' : 'res';
    const pageOrder = orderSql(sort, tieBreak);
    const parts = [`SELECT 0 AS __part, * FROM (SELECT *, count(*) OVER () AS __total FROM ${source}${pageOrder.length ? ' ORDER BY ' + pageOrder.join(', ') : ''}${pageLimit(page, unpagedLimit, params)})`];
    if (chart) {
      parts.push(`SELECT 1 AS __part, * FROM (SELECT ${chartPartFields(chart, tieBreak).map(ident).join(', ')} FROM __res ORDER BY ${chartOrderSql(chart.chart, chart.series, tieBreak).join(', ')} LIMIT ${params.add(chartLimit(chart.chart))})`);
    }
    return unionOfParts([rel.withRes, ...(chart ? ['__res AS MATERIALIZED (SELECT * FROM res)'] : [])], parts, rel, sort, tieBreak, chart, params);
  },
  // no order, no count and no chart in SQL: the web tier works them out of the rows (stages/finish.ts `parts`), and where
  // the relation has its aggregates apart, its figures too (figures/evaluate.ts): what it reads is stages/wholeRead.ts'
  wholeRows(rel, limit, params) {
    const raw = rel.raw?.();
    if (raw) {
      const parts = [`SELECT 0 AS __part, * FROM (SELECT * FROM ${RAW_RELATION} LIMIT ${params.add(limit)})`];
      const withAll = [raw.with];
      // the totals row's aggregates read beside the rows', unless the web tier adds them up from the rows
      if (rel.totals && raw.totals) {
        withAll.push(raw.totals(params));
        parts.push(`SELECT 2 AS __part, * FROM ${RAW_TOTALS}`);
      }
      return { sql: `${withAll.join(',\n')}\nSELECT * FROM (${parts.join(' UNION ALL BY NAME ')})`, params: params.values };
    }
    const { withAll, all } = withTotalsRow(rel, [rel.withRes], [`SELECT 0 AS __part, * FROM (SELECT * FROM res LIMIT ${params.add(limit)})`], params);
    return { sql: `${withAll.join(',\n')}\nSELECT * FROM (${all.join(' UNION ALL BY NAME ')})`, params: params.values };
  },
  listKeys(rel, key, sort, tieBreak, limit, params) {
    const order = orderSql(sort, [key, ...tieBreak]);
    return { sql: `${rel.withRes}\nSELECT ${ident(key)} AS __key, count(*) OVER () AS __total FROM res ORDER BY ${order.join(', ')} LIMIT ${params.add(limit)}`, params: params.values };
  },
  listRows: (rel, params) => ({ sql: `${rel.withRes}\nSELECT * FROM res`, params: params.values }),
};

/** pageAndChart over the rows the page and the chart pick (`__page`, `__chart`), each finished on its own. */
function pickedPageAndChart(rel: ResRelation, deferred: DeferredRelation, picked: { with: string[]; total: string }, sort: readonly SortDef[], tieBreak: readonly string[], chart: { chart: ChartDef; series: readonly string[]; pick: Pick } | null, params: Params) {
  const withList = [deferred.with, ...picked.with];
  const parts = [`SELECT 0 AS __part, * FROM (SELECT *, ${picked.total} AS __total FROM __page)`];
  if (chart) {
    const fields = chartPartFields(chart, tieBreak);
    withList.push(`__chart_rows AS (SELECT * FROM ${chart.pick.from} ORDER BY ${chart.pick.order.join(', ')} LIMIT ${params.add(chartLimit(chart.chart))})`,
      deferred.finish('__chart_rows', '__chart', fields.some((f) => deferred.windowFields.has(f)), chart.pick.figured));
    parts.push(`SELECT 1 AS __part, * FROM (SELECT ${fields.map(ident).join(', ')} FROM __chart)`);
  }
  return unionOfParts(withList, parts, rel, sort, tieBreak, chart, params);
}

/** The parts with the totals row last (`__part` 2, one struct column), its WITH list bound after the parts' values. */
function withTotalsRow(rel: ResRelation, withList: readonly string[], parts: readonly string[], params: Params): { withAll: string[]; all: string[] } {
  if (!rel.totals) return { withAll: [...withList], all: [...parts] };
  return { withAll: [...withList, rel.totals.with(params)], all: [...parts, `SELECT 2 AS __part, ${rel.totals.name} AS __totals_row FROM ${rel.totals.name}`] };
}

/**
 * pageAndChart's statement: the page's and chart's parts and, last, the totals row (one struct
 * column beside the rows' own, its WITH list bound after the parts'), unioned by name and ordered
 * by part, each part in its own order (a UNION keeps no order of its own).
 */
function unionOfParts(withList: readonly string[], parts: readonly string[], rel: ResRelation, sort: readonly SortDef[], tieBreak: readonly string[], chart: { chart: ChartDef; series: readonly string[] } | null, params: Params) {
  const within = (part: number) => (f: string) => `(CASE WHEN __part = ${part} THEN ${ident(f)} END)`;
  const order = ['__part', ...orderKeys(sort, tieBreak).map((s) => `${within(0)(s.field)} ${s.dir === 'asc' ? 'ASC' : 'DESC'} NULLS LAST`),
    ...(chart ? chartOrderSql(chart.chart, chart.series, tieBreak, within(1)) : [])];
  const { withAll, all } = withTotalsRow(rel, withList, parts, params);
  return { sql: `${withAll.join(',\n')}\nSELECT * FROM (${all.join(' UNION ALL BY NAME ')}) ORDER BY ${order.join(', ')}`, params: params.values };
}
