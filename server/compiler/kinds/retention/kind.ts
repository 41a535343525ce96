import type { RetentionQuery } from '../../../../src/engine/kinds/retention';
import { defineKind } from '../kind';
import { clickhouseRetention } from './clickhouse';
import { duckdbRetention } from './duckdb';
import { planRetention } from './plan';

/** First-play cohorts by a group dimension, retained at days 1, 3, 7 and 14 (src/engine/kinds/retention.ts). */
export default defineKind<RetentionQuery, ReturnType<typeof planRetention>>({
  kind: 'retention',
  plan: planRetention,
  sql: { duckdb: duckdbRetention, clickhouse: clickhouseRetention },
});
