import { defineKind } from '../kind';
import { clickhouseFunnel } from './clickhouse';
import { duckdbFunnel } from './duckdb';
import { planFunnel } from './plan';
import spec from './spec';

/** Measures of one model as the steps of a funnel, each with its rate against the first and the previous step (spec.ts). */
export default defineKind({
  spec,
  plan: planFunnel,
  sql: { duckdb: duckdbFunnel, clickhouse: clickhouseFunnel },
});
