import type { MemberGroupsQuery } from '../../../../src/engine/kinds/memberGroups';
import { defineKind } from '../kind';
import { clickhouseMemberGroups } from './clickhouse';
import { duckdbMemberGroups } from './duckdb';
import { planMemberGroups } from './plan';

/** Members grouped by registration age, last play, deposit rank, return gap or tag, with shares (src/engine/kinds/memberGroups.ts). */
export default defineKind<MemberGroupsQuery, ReturnType<typeof planMemberGroups>>({
  kind: 'memberGroups',
  plan: planMemberGroups,
  sql: { duckdb: duckdbMemberGroups, clickhouse: clickhouseMemberGroups },
});
