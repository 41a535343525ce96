import type { ModelDefinition } from '../../../src/engine/definition/model';
import { RETENTION_DAYS, type RetentionQuery } from '../../../src/engine/kinds/retention';
import { CompileError } from '../errors';
import type { ResolvedRange } from '../../../src/engine/dates/presets';
import { conditionExpr, siteScope } from '../sql/conditions';
import { duckExpressions } from '../dialect/duckdb/expressions';
import { modelPartSql } from '../dialect/duckdb/part';
import { ident, type Params } from '../sql/params';
import { spanTable } from '../../semantic/tables';
import { type Condition, type RollupCatalog, type RowScope } from '../types';
import type { KindEmitter } from './kindEmitter';

export interface RetentionInput {
  gaming: ModelDefinition;
  groupBy: string;
  range: ResolvedRange;
  /** Last day with data: a member is eligible for day N when its first play is at least N days before it. */
  dataEnd: string;
  scope: RowScope;
  conditions: Condition[];
  totals: boolean;
  /** Where the members' first and last days by dimensions (`spans`) may be read instead of the facts. */
  spans?: { catalog: RollupCatalog; useRollups: boolean };
}

/**
 * The members' first and last day by the group from a span table where one keeps the group and
 * every filtered dimension: the narrowest such. A span of exactly those dimensions is read as it
 * is (its rows already one per member and group); a wider one is folded to them.
 */
function spanActs(input: RetentionInput, params: Params): { sql: string; table: string } | undefined {
  const { gaming } = input;
  if (!input.spans?.useRollups) return undefined;
  // every span keeps the site (a member's, whatever the day)
  const needed = [...new Set([input.groupBy, ...input.conditions.map((c) => c.dimension)])].filter((d) => d !== 'site_id');
  const span = [...(gaming.spans ?? [])]
    .filter((s) => needed.every((d) => s.dimensions.includes(d)) && input.spans!.catalog.has(spanTable(gaming, s.dimensions)))
    .sort((a, b) => a.dimensions.length - b.dimensions.length)[0];
  if (!span) return undefined;
  const where = [siteScope('f.site_id', input.scope, params), ...input.conditions.map((c) => conditionExpr(`f.${ident(c.dimension)}`, c, params, duckExpressions))].join(' AND ');
  const table = spanTable(gaming, span.dimensions);
  const group = ident(input.groupBy);
  const sql = span.dimensions.length === 1
    ? `SELECT f.first_date, f.last_date, f.member_id, f.${group} FROM ${ident(table)} f WHERE ${where}`
    : `SELECT min(f.first_date) AS first_date, max(f.last_date) AS last_date, f.member_id, f.${group} FROM ${ident(table)} f WHERE ${where} GROUP BY ALL`;
  return { sql, table };
}

/**
 * First-play cohorts (spec §9 checkpoints 1, 3, 7, 14): for each member and group, the first and
 * last day it played the group over the whole history; a member whose first play falls in the range
 * is in the cohort, and is retained at day N when it played the group again N or more days later
 * (rolling retention, so day N never exceeds day N−1).
 */
export function retentionSql(input: RetentionInput, params: Params): { withRes: string; source: string } {
  const span = spanActs(input, params);
  const part = span?.sql ?? modelPartSql({
    model: input.gaming, aggregates: [], dimensions: ['member_id', input.groupBy], conditions: input.conditions, source: { kind: 'raw' },
  }, undefined, input.scope, params).replace(/^SELECT /, 'SELECT min(f.stat_date) AS first_date, max(f.stat_date) AS last_date, ');
  const end = params.date(input.dataEnd);
  const group = `${ident(input.groupBy)} AS cohort_group`;
  const counts = RETENTION_DAYS.flatMap((n) => [
    `count(*) FILTER (WHERE last_date >= first_date + ${n}) AS retention_${n}_count`,
    `count(*) FILTER (WHERE first_date + ${n} <= ${end}) AS retention_${n}_eligible`,
  ]);
  const cohort = `SELECT ${input.totals ? '' : `${group}, `}count(*) AS cohort_count, ${counts.join(', ')} FROM acts WHERE first_date BETWEEN ${params.date(input.range.from)} AND ${params.date(input.range.to)}${input.totals ? '' : ' GROUP BY ALL'}`;
  const rates = RETENTION_DAYS.map((n) => `retention_${n}_count / nullif(retention_${n}_eligible, 0) AS retention_${n}_rate`);
  return { withRes: `WITH acts AS (${part}),\nres0 AS (${cohort}),\nres AS (SELECT *, ${rates.join(', ')} FROM res0)`, source: span?.table ?? input.gaming.table };
}

/** The retention kind: the group dimension from the query or its filter, checked against the allow-list. */
export const emitRetention: KindEmitter<RetentionQuery> = (q, input, params) => {
  const groupBy = typeof q.groupBy === 'string' ? q.groupBy : String(input.params[q.groupBy.param] ?? q.groupOptions?.[0]);
  if (q.groupOptions && !q.groupOptions.includes(groupBy)) throw new CompileError(9400, `cannot group by '${groupBy}'`);
  if (!input.range) throw new CompileError(9400, 'a date range is required');
  const gaming = input.registry.models.get('gaming')!;
  const spans = { catalog: input.catalog, useRollups: input.useRollups };
  const { withRes, source } = retentionSql({ gaming, groupBy, range: input.range, dataEnd: input.dataEnd, scope: input.scope, conditions: input.conditions, totals: input.totals, spans }, params);
  return { withRes, dims: input.totals ? [] : ['cohort_group'], sources: [source] };
};
