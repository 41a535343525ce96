import { chartFields, chartLimit, chartOrder, EXPORT_ROW_LIMIT, orderKeys } from '../../sql/order';
import { ident, type Params } from '../../sql/params';
import type { FinishSpec } from '../../stages/finish';
import type { ResRelation, Wrappers } from '../dialect';
import type { Statement } from '../../types';

/** Outer joins give NULL where nothing matched, as in SQL (ClickHouse would give the type's default). */
export const SETTINGS = ' SETTINGS join_use_nulls = 1';

/**
 * ClickHouse 18.16 has no window functions: a statement reads `res` whole (it is aggregated, so
 * small for a grid) and the finish stage ranks, sorts, counts and slices it in the web tier.
 * Only a list without window figures sorts and limits in SQL, as it may hold every member.
 */
function readWhole(rel: ResRelation, finish: FinishSpec, params: Params): Statement & { finish: FinishSpec } {
  return { sql: `SELECT * FROM (${rel.withRes}) AS res LIMIT ${EXPORT_ROW_LIMIT + 1}${SETTINGS}`, params: params.values, finish: { ...finish, windows: rel.windows, cap: EXPORT_ROW_LIMIT } };
}

export const clickhouseWrappers: Wrappers = {
  page(rel, sort, tieBreak, page, params, unpagedLimit) {
    const slice = page ? { offset: page.index * page.size, limit: page.size } : { limit: unpagedLimit };
    return readWhole(rel, { order: orderKeys(sort, tieBreak), total: true, ...slice }, params);
  },
  totals: (rel, params) => ({ ...readWhole(rel, {}, params), ...(rel.held ? { held: rel.held } : {}) }),
  chart: (rel, chart, series, tieBreak, params) =>
    readWhole(rel, { order: chartOrder(chart, series, tieBreak), limit: chartLimit(chart), fields: chartFields(chart, series).map((f) => [f, f] as const) }, params),
  listKeys(rel, key, sort, tieBreak, limit, params) {
    const order = orderKeys(sort, [key, ...tieBreak]);
    if (rel.windows) return readWhole(rel, { order, limit, total: true, fields: [['__key', key]] }, params);
    const by = order.map((o) => `${ident(o.field)} ${o.dir === 'asc' ? 'ASC' : 'DESC'} NULLS LAST`).join(', ');
    return {
      sql: `SELECT ${ident(key)} AS __key, (SELECT count() FROM (${rel.withRes})) AS __total FROM (${rel.withRes}) AS res ORDER BY ${by} LIMIT ${limit}${SETTINGS}`,
      params: params.values,
    };
  },
  listRows: (rel, params) => readWhole(rel, {}, params),
  // every row of `res` once (`__part` 0), its window figures made here: the emit stage orders, counts and charts them here (finish `parts`)
  readsWhole: () => true,
  wholeRows: (rel, limit, params) => ({ sql: `SELECT 0 AS __part, * FROM (${rel.withRes}) AS res LIMIT ${params.add(limit)}${SETTINGS}`, params: params.values, ...(rel.windows ? { finish: { windows: rel.windows } } : {}) }),
};
