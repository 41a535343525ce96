import type { ModelDefinition } from '../../../src/engine/definition/model';
import { RETENTION_DAYS, type RetentionQuery } from '../../../src/engine/kinds/retention';
import { CompileError } from '../errors';
import type { ResolvedRange } from '../../../src/engine/dates/presets';
import { modelPartSql } from '../sql/modelPartSql';
import { ident, type Params } from '../sql/params';
import type { Condition, RowScope } from '../types';
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
}

/**
 * First-play cohorts (spec §9 checkpoints 1, 3, 7, 14): for each member and group, the first and
 * last day it played the group over the whole history; a member whose first play falls in the range
 * is in the cohort, and is retained at day N when it played the group again N or more days later
 * (rolling retention, so day N never exceeds day N−1).
 */
export function retentionSql(input: RetentionInput, params: Params): string {
  const part = modelPartSql({
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
  return `WITH acts AS (${part}),\nres0 AS (${cohort}),\nres AS (SELECT *, ${rates.join(', ')} FROM res0)`;
}

/** The retention kind: the group dimension from the query or its filter, checked against the allow-list. */
export const emitRetention: KindEmitter<RetentionQuery> = (q, input, params) => {
  const groupBy = typeof q.groupBy === 'string' ? q.groupBy : String(input.params[q.groupBy.param] ?? q.groupOptions?.[0]);
  if (q.groupOptions && !q.groupOptions.includes(groupBy)) throw new CompileError(9400, `cannot group by '${groupBy}'`);
  if (!input.range) throw new CompileError(9400, 'a date range is required');
  const gaming = input.registry.models.get('gaming')!;
  const withRes = retentionSql({ gaming, groupBy, range: input.range, dataEnd: input.dataEnd, scope: input.scope, conditions: input.conditions, totals: input.totals }, params);
  return { withRes, dims: input.totals ? [] : ['cohort_group'], sources: ['fact_game_day'] };
};
