import { defineKind } from '../kind';
import { clickhouseMemberList } from './clickhouse';
import { duckdbMemberList } from './duckdb';
import { planMemberList } from './plan';
import spec from './spec';

/** The members matching the conditions, every field of spec §3, their tags and optionally their figures (spec.ts). */
export default defineKind({
  spec,
  plan: planMemberList,
  sql: { duckdb: duckdbMemberList, clickhouse: clickhouseMemberList },
});
