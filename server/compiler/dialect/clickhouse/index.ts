import type { Dialect } from '../dialect';
import { chExpressions } from './expressions';
import { LiteralParams } from './literals';
import { chModelRelation } from './modelQuery';
import { clickhouseWrappers } from './wrap';

/**
 * ClickHouse 18.16 (the scale-out path): values written as checked literals, no window functions
 * (the finish stage adds ranks, shares and running sums), one JOIN per SELECT, no CTEs. Its parts
 * read rollups that leave out attributes, looked up after grouping or joined on their rows one
 * level at a time (part.ts), as the current form's do: a member list reads the member rollups, not the facts.
 */
export const clickhouse: Dialect = {
  ...chExpressions,
  name: 'clickhouse',
  params: () => new LiteralParams(),
  modelRelation: (input, params) => chModelRelation(input, params),
  wrap: clickhouseWrappers,
  lookups: false,
  rollupLookups: true,
  narrowsKeyReads: false,
};
