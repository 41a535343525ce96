import type { ActiveUsersQuery } from '../../../../src/engine/kinds/activeUsers';
import { defineKind } from '../kind';
import { clickhouseActiveUsers } from './clickhouse';
import { duckdbActiveUsers } from './duckdb';
import { planActiveUsers } from './plan';

/** Average daily, weekly and monthly active members over a range, and stickiness (src/engine/kinds/activeUsers.ts). */
export default defineKind<ActiveUsersQuery, ReturnType<typeof planActiveUsers>>({
  kind: 'activeUsers',
  plan: planActiveUsers,
  sql: { duckdb: duckdbActiveUsers, clickhouse: clickhouseActiveUsers },
});
