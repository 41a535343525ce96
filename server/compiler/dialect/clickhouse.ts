import type { Aggregation } from '../../../src/engine/definition/model';
import { chModelRelation } from '../sql/clickhouse/modelQuery';
import { clickhouseWrappers } from '../sql/clickhouse/wrap';
import { LiteralParams } from '../sql/params';
import type { Dialect } from './dialect';

/**
 * DuckDB's quantile_cont: over the sorted values v[0..n-1], at h = (n - 1)·q, v[⌊h⌋] plus the
 * fraction h − ⌊h⌋ of the way to v[⌈h⌉] (quantileExact does not interpolate); NULL over no values.
 */
function quantileCont(values: string, q: number): string {
  const sorted = `arraySort(${values})`;
  const h = `((length(${sorted}) - 1) * ${Number(q)})`;
  const lo = `arrayElement(${sorted}, toUInt64(floor(${h})) + 1)`;
  const hi = `arrayElement(${sorted}, toUInt64(ceil(${h})) + 1)`;
  return `if(empty(${sorted}), NULL, ${lo} + (${hi} - ${lo}) * (${h} - floor(${h})))`;
}

/** FILTER (WHERE …) as the -If combinators; min and max of no rows stay NULL as in SQL. */
function aggregate(agg: Aggregation, sql: string | undefined, where: string | undefined, q?: number): string {
  switch (agg) {
    case 'count': return where ? `countIf(${where})` : 'count()';
    case 'countDistinct': return where ? `uniqExactIf(${sql}, ${where})` : `uniqExact(${sql})`;
    case 'quantile': return quantileCont(where ? `groupArrayIf(${sql}, ${where})` : `groupArray(${sql})`, q!);
    case 'sum': return where ? `sumIf(${sql}, ${where})` : `sum(${sql})`;
    default: return where ? `${agg}(if(${where}, ${sql}, NULL))` : `${agg}(${sql})`;
  }
}

/**
 * ClickHouse 18.16 (the scale-out path): values written as checked literals, no window functions
 * (the finish stage adds ranks, shares and running sums), one JOIN per SELECT, no CTEs.
 */
export const clickhouse: Dialect = {
  name: 'clickhouse',
  params: () => new LiteralParams(),
  truncDate: (col, grain) => (grain === 'week' ? `toMonday(${col})` : `toStartOfMonth(${col})`),
  aggregate,
  countDistinct: (expr) => `uniqExact(${expr})`,
  contains: (expr, needle) => `positionUTF8(lowerUTF8(toString(${expr})), lowerUTF8(${needle})) > 0`,
  // 18.16 has no IS DISTINCT FROM; the value compared is a bound literal, never NULL
  distinctFrom: (a, b) => `ifNull(${a} != ${b}, 1)`,
  false: '0',
  modelRelation: (input, params) => chModelRelation(input, params),
  wrap: clickhouseWrappers,
};
