import { defineKind } from '../kind';
import { clickhouseMemberGroups } from './clickhouse';
import { duckdbMemberGroups } from './duckdb';
import { planMemberGroups } from './plan';
import spec from './spec';

/** Members grouped by registration age, last play, deposit rank, return gap or tag, with shares (spec.ts). */
export default defineKind({
  spec,
  plan: planMemberGroups,
  sql: { duckdb: duckdbMemberGroups, clickhouse: clickhouseMemberGroups },
});
