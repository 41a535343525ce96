import type { RelatedGroupsQuery } from '../../../../src/engine/kinds/relatedGroups';
import { defineKind } from '../kind';
import { clickhouseRelatedGroups } from './clickhouse';
import { duckdbRelatedGroups } from './duckdb';
import { planRelatedGroups } from './plan';

/** Link keys shared by two or more members, with the group's combined figures (src/engine/kinds/relatedGroups.ts). */
export default defineKind<RelatedGroupsQuery, ReturnType<typeof planRelatedGroups>>({
  kind: 'relatedGroups',
  plan: planRelatedGroups,
  sql: { duckdb: duckdbRelatedGroups, clickhouse: clickhouseRelatedGroups },
});
