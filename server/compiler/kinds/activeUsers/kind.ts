import { defineKind } from '../kind';
import { clickhouseActiveUsers } from './clickhouse';
import { duckdbActiveUsers } from './duckdb';
import { heldActiveUsers } from './held';
import { planActiveUsers } from './plan';
import spec from './spec';

/** Average daily, weekly and monthly active members over a range, and stickiness (spec.ts). */
export default defineKind({
  spec,
  plan: planActiveUsers,
  sql: { duckdb: duckdbActiveUsers, clickhouse: clickhouseActiveUsers },
  held: (plan, input) => heldActiveUsers(plan, input.scope),
});
