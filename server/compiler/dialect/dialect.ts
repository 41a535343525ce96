import type { Aggregation } from '../../../src/engine/definition/model';
import { clickhouse } from './clickhouse';
import { duckdb } from './duckdb';
import type { TimeGrain } from '../../../src/engine/definition/report';
import type { ModelQuerySqlInput } from '../sql/modelQuerySql';
import type { Params } from '../sql/params';
import type { Wrappers } from '../sql/wrapSql';
import type { WindowSpec } from '../stages/finish';

export type DialectName = 'duckdb' | 'clickhouse';

/** The relation `res` of a query: DuckDB a WITH prefix defining it, ClickHouse one SELECT nested where it is read. */
export interface ResRelation {
  withRes: string;
  /** Window figures (ranks, shares, running sums, what derives from them) the web tier adds to the rows: ClickHouse only. */
  windows?: WindowSpec;
}

/**
 * Everything that differs between the warehouses, behind one interface: how values are bound,
 * the spelling of expressions (time grains, conditional and distinct aggregates, quantiles, text
 * search, comparisons with NULL), how the relations of a model query are composed (a WITH list
 * or nested subqueries) and how a statement reads `res` (window functions in SQL, or a finish
 * stage in the web tier). Identifiers are quoted alike ("name") by both.
 */
export interface Dialect {
  readonly name: DialectName;
  /** A binder for one statement: `$n` placeholders (DuckDB) or typed literals (ClickHouse). */
  params(): Params;
  /** A date column truncated to the start of its week (Monday) or month, as a date. */
  truncDate(col: string, grain: Exclude<TimeGrain, 'day'>): string;
  /** One aggregate over the rows where `where` holds (all rows without it); `quantile` interpolates continuously. */
  aggregate(agg: Aggregation, sql: string | undefined, where: string | undefined, q?: number): string;
  /** A count of the distinct values of `expr`. */
  countDistinct(expr: string): string;
  /** Case-insensitive: does the text of `expr` contain the text `needle` (an SQL expression)? */
  contains(expr: string, needle: string): string;
  /** `a` differs from `b`, a NULL differing from any value. */
  distinctFrom(a: string, b: string): string;
  /** The constant false (an IN list of no values). */
  readonly false: string;
  /** The relation `res` of a model query. */
  modelRelation(input: ModelQuerySqlInput, params: Params): ResRelation;
  /** Statements reading `res`: the grid page, totals row, chart, and a list's keys and rows. */
  readonly wrap: Wrappers;
}

/** The dialect of a warehouse by name. */
export function dialectOf(name: DialectName): Dialect {
  return name === 'clickhouse' ? clickhouse : duckdb;
}
