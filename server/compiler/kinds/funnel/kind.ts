import type { FunnelQuery } from '../../../../src/engine/kinds/funnel';
import { defineKind } from '../kind';
import { clickhouseFunnel } from './clickhouse';
import { duckdbFunnel } from './duckdb';
import { planFunnel } from './plan';

/** Measures of one model as the steps of a funnel, each with its rate against the first and the previous step (src/engine/kinds/funnel.ts). */
export default defineKind<FunnelQuery, ReturnType<typeof planFunnel>>({
  kind: 'funnel',
  plan: planFunnel,
  sql: { duckdb: duckdbFunnel, clickhouse: clickhouseFunnel },
});
