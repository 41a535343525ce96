import { defineKind } from '../kind';
import { clickhouseCohort } from './clickhouse';
import { duckdbCohort } from './duckdb';
import { planCohort } from './plan';
import spec from './spec';

/** Members by the month or week of their first event, and how many came back at each checkpoint (spec.ts). */
export default defineKind({
  spec,
  plan: planCohort,
  sql: { duckdb: duckdbCohort, clickhouse: clickhouseCohort },
});
