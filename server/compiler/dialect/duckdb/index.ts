import { Params } from '../../sql/params';
import type { Dialect } from '../dialect';
import { duckExpressions } from './expressions';
import { modelQuerySql } from './modelQuery';
import { duckWrappers } from './wrap';
import { duckSpanReads } from '../../sql/spanRange';

/** The embedded warehouse: parameters bound by DuckDB, window functions and CTEs in SQL. */
export const duckdb: Dialect = {
  ...duckExpressions,
  name: 'duckdb',
  params: () => new Params(),
  modelRelation: modelQuerySql,
  wrap: duckWrappers,
  lookups: true,
  spanReads: duckSpanReads,
  narrowsKeyReads: true,
};
