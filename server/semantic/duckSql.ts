import type { Aggregation } from '../../src/engine/definition/model';
import type { PortableFunctions } from './portable';

function filtered(expr: string, where: string | undefined): string {
  return where ? `${expr} FILTER (WHERE ${where})` : expr;
}

/** One aggregate in DuckDB's SQL, over the rows where `where` holds: what the rollup builder and the compiler's DuckDB dialect write. */
export function duckAggregate(agg: Aggregation, sql: string | undefined, where: string | undefined, q?: number): string {
  switch (agg) {
    case 'count': return filtered('count(*)', where);
    case 'countDistinct': return filtered(`count(DISTINCT ${sql})`, where);
    case 'quantile': return filtered(`quantile_cont(${sql}, ${Number(q)})`, where);
    default: return filtered(`${agg}(${sql})`, where);
  }
}

/** The portable functions of model SQL in DuckDB (a TIMESTAMP keeps its microseconds). */
export const duckPortable: PortableFunctions = {
  secondsBetween: (from, to) => `epoch(${to} - ${from})`,
  timestampText: (column) => column,
};

/** How a model's raw aggregates are spelled: the aggregate functions and the portable functions. */
export interface AggregateSpelling {
  aggregate(agg: Aggregation, sql: string | undefined, where: string | undefined, q?: number): string;
  portable: PortableFunctions;
}

/** DuckDB's spelling (the rollup builder's). */
export const duckSpelling: AggregateSpelling = { aggregate: duckAggregate, portable: duckPortable };
