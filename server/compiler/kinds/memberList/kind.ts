import type { MemberListQuery } from '../../../../src/engine/kinds/memberList';
import { defineKind } from '../kind';
import { clickhouseMemberList } from './clickhouse';
import { duckdbMemberList } from './duckdb';
import { planMemberList } from './plan';

/** The members matching the conditions, every field of spec §3, their tags and optionally their figures (src/engine/kinds/memberList.ts). */
export default defineKind<MemberListQuery, ReturnType<typeof planMemberList>>({
  kind: 'memberList',
  plan: planMemberList,
  sql: { duckdb: duckdbMemberList, clickhouse: clickhouseMemberList },
});
