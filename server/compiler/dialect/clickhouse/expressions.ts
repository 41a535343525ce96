import type { Aggregation } from '../../../../src/engine/definition/model';
import type { ExpressionHooks } from '../dialect';

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
 * A current server's quantile (20.1 and later): quantileExactInclusive interpolates as DuckDB's
 * quantile_cont does (at (n − 1)·q over the sorted values), in one aggregate, where the sorted array
 * written out above is a text of some 2.5 KB a quantile that the server parses and analyses each
 * time (about 12 ms of a statement with three on chDB). Over no values it gives NaN (NULL here).
 */
function currentAggregate(agg: Aggregation, sql: string | undefined, where: string | undefined, q?: number): string {
  if (agg !== 'quantile') return aggregate(agg, sql, where, q);
  const value = where ? `quantileExactInclusiveIf(${Number(q)})(toFloat64(${sql}), ${where})` : `quantileExactInclusive(${Number(q)})(toFloat64(${sql}))`;
  return `if(isNaN(${value}), NULL, ${value})`;
}

/** ClickHouse's expressions: -If combinators, toMonday/toStartOfMonth, a timestamp's milliseconds in `<column>_epoch_ms`. */
export const chExpressions: ExpressionHooks = {
  truncDate: (col, grain) => (grain === 'week' ? `toMonday(${col})` : `toStartOfMonth(${col})`),
  aggregate,
  countDistinct: (expr) => `uniqExact(${expr})`,
  contains: (expr, needle) => `positionUTF8(lowerUTF8(toString(${expr})), lowerUTF8(${needle})) > 0`,
  // 18.16 has no IS DISTINCT FROM; the value compared is a bound literal, never NULL
  distinctFrom: (a, b) => `ifNull(${a} != ${b}, 1)`,
  false: '0',
  portable: {
    // 18.16 keeps a timestamp to the second; the loader puts the exact instant in `<column>_epoch_ms`
    secondsBetween: (from, to) => `(${to}_epoch_ms - ${from}_epoch_ms) / 1000`,
    // as DuckDB writes it: the fraction of a second without trailing zeros
    timestampText: (column) => `concat(toString(${column}), if(${column}_epoch_ms % 1000 = 0, '', `
      + `concat('.', replaceRegexpOne(substring(toString(1000 + ${column}_epoch_ms % 1000), 2), '0+$', ''))))`,
  },
  // a constant array indexed by the day's number from the first (18.16 binds no parameters)
  dayRate: (day, firstDay, rates, params) =>
    `arrayElement(${params.add(rates.map(Number))}, toRelativeDayNum(${day}) - toRelativeDayNum(${params.date(firstDay)}) + 1)`,
  // money is Float64 on ClickHouse (server/warehouse/clickhouse/schema.ts)
  exactMoney: (expr) => expr,
  // 18.16 has no bitCount: the powers of two a mask is made of, counted (a lambda would lose its columns under a GROUP BY there)
  bitCount: (expr) => `length(bitmaskToArray(toUInt64(${expr})))`,
};

/** A current server's expressions (23 and later): 18.16's, with bitCount and one aggregate a quantile. */
export const chCurrentExpressions: ExpressionHooks = {
  ...chExpressions,
  aggregate: currentAggregate,
  bitCount: (expr) => `bitCount(${expr})`,
};
