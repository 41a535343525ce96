import { defineKind } from '../kind';
import { clickhouseActiveUsers } from './clickhouse';
import { duckdbActiveUsers } from './duckdb';
import { planActiveUsers } from './plan';
import spec from './spec';

/** Average daily, weekly and monthly active members over a range, and stickiness (spec.ts). */
export default defineKind({
  spec,
  plan: planActiveUsers,
  sql: { duckdb: duckdbActiveUsers, clickhouse: clickhouseActiveUsers },
});
