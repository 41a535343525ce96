import { duckAggregate, duckPortable } from '../../../semantic/duckSql';
import type { ExpressionHooks } from '../dialect';

/** DuckDB's expressions: FILTER (WHERE …) aggregates, date_trunc, IS DISTINCT FROM. */
export const duckExpressions: ExpressionHooks = {
  truncDate: (col, grain) => `CAST(date_trunc('${grain}', ${col}) AS DATE)`,
  aggregate: duckAggregate,
  countDistinct: (expr) => `count(DISTINCT ${expr})`,
  contains: (expr, needle) => `contains(lower(CAST(${expr} AS VARCHAR)), lower(${needle}))`,
  distinctFrom: (a, b) => `${a} IS DISTINCT FROM ${b}`,
  false: 'FALSE',
  portable: duckPortable,
};
