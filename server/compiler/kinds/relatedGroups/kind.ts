import { defineKind } from '../kind';
import { clickhouseRelatedGroups } from './clickhouse';
import { duckdbRelatedGroups } from './duckdb';
import { planRelatedGroups } from './plan';
import spec from './spec';

/** Link keys shared by two or more members, with the group's combined figures (spec.ts). */
export default defineKind({
  spec,
  plan: planRelatedGroups,
  sql: { duckdb: duckdbRelatedGroups, clickhouse: clickhouseRelatedGroups },
});
