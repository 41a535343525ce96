import type { Aggregation } from '../../../src/engine/definition/model';
import { modelQuerySql } from '../sql/modelQuerySql';
import { Params } from '../sql/params';
import { duckWrappers } from '../sql/wrapSql';
import type { Dialect } from './dialect';

function filtered(expr: string, where: string | undefined): string {
  return where ? `${expr} FILTER (WHERE ${where})` : expr;
}

function aggregate(agg: Aggregation, sql: string | undefined, where: string | undefined, q?: number): string {
  switch (agg) {
    case 'count': return filtered('count(*)', where);
    case 'countDistinct': return filtered(`count(DISTINCT ${sql})`, where);
    case 'quantile': return filtered(`quantile_cont(${sql}, ${Number(q)})`, where);
    default: return filtered(`${agg}(${sql})`, where);
  }
}

/** The embedded warehouse: parameters bound by DuckDB, window functions and CTEs in SQL. */
export const duckdb: Dialect = {
  name: 'duckdb',
  params: () => new Params(),
  truncDate: (col, grain) => `CAST(date_trunc('${grain}', ${col}) AS DATE)`,
  aggregate,
  countDistinct: (expr) => `count(DISTINCT ${expr})`,
  contains: (expr, needle) => `contains(lower(CAST(${expr} AS VARCHAR)), lower(${needle}))`,
  distinctFrom: (a, b) => `${a} IS DISTINCT FROM ${b}`,
  false: 'FALSE',
  modelRelation: (input, params) => ({ withRes: modelQuerySql(input, params) }),
  wrap: duckWrappers,
};
