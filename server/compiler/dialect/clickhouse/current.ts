import { chartFields, chartLimit, chartOrderSql, chartPartFields, orderSql, pageLimit } from '../../sql/order';
import { laterColumns } from '../../sql/figures';
import { ident, type Params } from '../../sql/params';
import { runningColumns, windowColumns } from '../../sql/windowFigures';
import type { Dialect, ModelQuerySqlInput, ResRelation, Wrappers } from '../dialect';
import { chCurrentExpressions } from './expressions';
import { QueryParams } from './literals';
import { groupedRelations, groupsTotals } from './groupedTotals';
import { chFigures } from './modelQuery';
import { ALL_ROWS } from './part';
import { clickhouseWrappers, SETTINGS } from './wrap';
import { aloneSpanReads } from '../../sql/spanRange';

/** `SELECT *, columns FROM (sql)`, or `sql` when there are none. */
const adding = (sql: string, columns: readonly string[]) => (columns.length ? `SELECT *, ${columns.join(', ')} FROM (${sql})` : sql);

/**
 * A model query's `res` on a current ClickHouse (window functions since 21, 23 and later here): the
 * figures as on 18.16 (chFigures), then the window figures, rank changes, derived fields and
 * running sums in SQL, in the order DuckDB's figure chain has them (dialect/duckdb/modelQuery.ts),
 * so a statement sorts and pages `res` on the server and only the page travels. A first page
 * carries its totals row where it is one more group of the same parts (groupedTotals.ts).
 */
function currentRelation(input: ModelQuerySqlInput, params: Params): ResRelation {
  const totals = Boolean(input.totals);
  // a first page may carry its totals row as one more group of the same parts, the windows within each (groupedTotals.ts)
  const grouped = !totals && groupsTotals(input);
  // printed when first read, its values bound into `params` then (ResRelation's contract): a request answered from memory prints none
  let printed: { withRes: string; groupedTotals?: string } | undefined;
  const print = () => printed ??= (() => {
    const by = grouped ? [ALL_ROWS] : [];
    const windows = totals ? [] : windowColumns(input, by).map((w) => w.sql);
    const later = laterColumns(input, totals, (sql) => `toFloat64(${sql})`);
    const figured = adding(adding(chFigures(input, params, true, grouped), windows), later);
    const all = adding(figured, runningColumns(input, totals, by));
    return grouped ? groupedRelations(input, all) : { withRes: all, groupedTotals: undefined };
  })();
  const rel: ResRelation = { get withRes() { return print().withRes; } };
  return grouped ? Object.defineProperty(rel, 'groupedTotals', { get: () => print().groupedTotals, enumerable: true }) : rel;
}

const orderBy = (order: readonly string[]) => (order.length ? ` ORDER BY ${order.join(', ')}` : '');

/**
 * Statements reading `res` sorted, counted and limited on the server. A relation whose figures the
 * web tier finishes (a named kind's, written for 18.16: `windows`) is read as on 18.16.
 */
const currentWrappers: Wrappers = {
  page(rel, sort, tieBreak, page, params, unpagedLimit) {
    if (rel.windows) return clickhouseWrappers.page(rel, sort, tieBreak, page, params, unpagedLimit);
    return { sql: `SELECT *, count() OVER () AS __total FROM (${rel.withRes}) AS res${orderBy(orderSql(sort, tieBreak))}${pageLimit(page, unpagedLimit, params)}${SETTINGS}`, params: params.values };
  },
  totals: (rel, params) => clickhouseWrappers.totals(rel, params),
  chart(rel, chart, series, tieBreak, params) {
    if (rel.windows) return clickhouseWrappers.chart(rel, chart, series, tieBreak, params);
    const fields = chartFields(chart, series).map(ident).join(', ');
    return { sql: `SELECT ${fields} FROM (${rel.withRes}) AS res${orderBy(chartOrderSql(chart, series, tieBreak))} LIMIT ${chartLimit(chart)}${SETTINGS}`, params: params.values };
  },
  listKeys(rel, key, sort, tieBreak, limit, params) {
    if (rel.windows) return clickhouseWrappers.listKeys(rel, key, sort, tieBreak, limit, params);
    return { sql: `SELECT ${ident(key)} AS __key, count() OVER () AS __total FROM (${rel.withRes}) AS res${orderBy(orderSql(sort, [key, ...tieBreak]))} LIMIT ${limit}${SETTINGS}`, params: params.values };
  },
  listRows: (rel, params) => clickhouseWrappers.listRows(rel, params),
  // with the totals row where the relation carries it (a kind's, packed; a model query's, one more group)
  wholeRows(rel, limit, params) {
    const packed = rel.packedTotals ?? rel.groupedTotals;
    if (!packed) return clickhouseWrappers.wholeRows!(rel, limit, params);
    return { sql: `SELECT 0 AS __part, * FROM (${packed}) AS res LIMIT ${params.add(limit + 1)}${SETTINGS}`, params: params.values, packedTotals: true, ...(rel.windows ? { finish: { windows: rel.windows } } : {}) };
  },
  // with the totals row where it is one more group of the rows' parts: each numbered within its side, the totals row kept
  pageWithChart(rel, sort, tieBreak, page, chart, params) {
    const grouped = rel.groupedTotals;
    const within = grouped ? 'PARTITION BY __side ' : '';
    const over = (order: readonly string[]) => `row_number() OVER (${within}${order.length ? `ORDER BY ${order.join(', ')}` : ''})`;
    const numbered = `SELECT *, count() OVER (${within.trimEnd()}) AS __total, ${over(orderSql(sort, tieBreak))} AS __page_row, ${over(chartOrderSql(chart.chart, chart.series, tieBreak))} AS __chart_row FROM (${grouped ?? rel.withRes}) AS res`;
    const from = page.index * page.size;
    const charted = chartLimit(chart.chart);
    const kept = `__page_row > ${params.add(from)} AND __page_row <= ${params.add(from + page.size)} OR __chart_row <= ${params.add(charted)}`;
    return {
      sql: `SELECT * FROM (${numbered}) WHERE ${grouped ? `__side = 1 OR ${kept}` : kept}${SETTINGS}`,
      params: params.values,
      finish: { numbered: { page: { offset: from, limit: page.size }, chart: { limit: charted, fields: chartPartFields(chart, tieBreak) } } },
      ...(grouped ? { packedTotals: true as const } : {}),
    };
  },
  readsWhole: (rel) => Boolean(rel.windows || rel.packedTotals),
};

/**
 * ClickHouse 23 and later (what operators run; chDB 26 in the tests): model queries' ranks, shares,
 * derived fields and running sums in SQL, sorted and paged there. Values are bound on the server
 * (QueryParams: typed placeholders, never in the text), and named kinds' relations are still the
 * 18.16 ones, finished in the web tier.
 * Its parts read rollups that leave out attributes looked up after grouping or joined on their rows
 * (a member's channel by member_id), and distinct members by a span's keys from the members' spans
 * (spanRead.ts), as DuckDB's do; members' activity by month, not DuckDB's range counts and pairs.
 */
export const clickhouseCurrent: Dialect = {
  ...chCurrentExpressions,
  name: 'clickhouse',
  params: () => new QueryParams(),
  modelRelation: currentRelation,
  wrap: currentWrappers,
  lookups: false,
  rollupLookups: true,
  spans: true,
  spanReads: aloneSpanReads,
  narrowsKeyReads: false,
  rowLambdas: true,
  ctes: true,
};
