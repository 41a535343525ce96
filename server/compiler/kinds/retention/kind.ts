import { defineKind } from '../kind';
import { clickhouseRetention } from './clickhouse';
import { duckdbRetention } from './duckdb';
import { planRetention } from './plan';
import spec from './spec';

/** First-play cohorts by a group dimension, retained at days 1, 3, 7 and 14 (spec.ts). */
export default defineKind({
  spec,
  plan: planRetention,
  sql: { duckdb: duckdbRetention, clickhouse: clickhouseRetention },
});
