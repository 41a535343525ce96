import { RETENTION_DAYS } from './spec';
import { conditionExpr, siteScope } from '../../sql/conditions';
import { duckExpressions } from '../../dialect/duckdb/expressions';
import { modelPartSql } from '../../dialect/duckdb/part';
import { ident, type Params } from '../../sql/params';
import type { KindInput, KindRelation } from '../kind';
import type { RetentionPlan } from './plan';

/** The span read as it is when it keeps exactly the group (its rows already one per member and group), else folded to it. */
function spanActs(plan: RetentionPlan, span: NonNullable<RetentionPlan['span']>, input: KindInput, params: Params): string {
  const where = [siteScope('f.site_id', input.scope, params), ...input.conditions.map((c) => conditionExpr(`f.${ident(c.dimension)}`, c, params, duckExpressions))].join(' AND ');
  const group = ident(plan.groupBy);
  return span.dimensions.length === 1 && span.dimensions[0] === plan.groupBy
    ? `SELECT f.first_date, f.last_date, f.member_id, f.${group} FROM ${ident(span.table)} f WHERE ${where}`
    : `SELECT min(f.first_date) AS first_date, max(f.last_date) AS last_date, f.member_id, f.${group} FROM ${ident(span.table)} f WHERE ${where} GROUP BY ALL`;
}

/** The first or last day of the activity: of every row, or of those the activity's filter keeps (NULL when none: no cohort). */
const dayOf = (agg: 'min' | 'max', where?: string) => (where ? `${agg}(CASE WHEN ${where} THEN f.stat_date END)` : `${agg}(f.stat_date)`);

/**
 * First-play cohorts (spec §9 checkpoints 1, 3, 7, 14): for each member and group, the first and
 * last day it played the group over the whole history; a member whose first play falls in the range
 * is in the cohort, and is retained at day N when it played the group again N or more days later
 * (rolling retention, so day N never exceeds day N−1).
 */
export function duckdbRetention(plan: RetentionPlan, input: KindInput, params: Params): KindRelation {
  const { span } = plan;
  const part = span ? spanActs(plan, span, input, params) : modelPartSql({
    model: plan.model, aggregates: [], dimensions: ['member_id', plan.groupBy], conditions: input.conditions, source: { kind: 'raw' },
  }, undefined, input.scope, params).replace(/^SELECT /, `SELECT ${dayOf('min', plan.where)} AS first_date, ${dayOf('max', plan.where)} AS last_date, `);
  const end = params.date(input.dataEnd);
  const group = `${ident(plan.groupBy)} AS cohort_group`;
  const counts = RETENTION_DAYS.flatMap((n) => [
    `count(*) FILTER (WHERE last_date >= first_date + ${n}) AS retention_${n}_count`,
    `count(*) FILTER (WHERE first_date + ${n} <= ${end}) AS retention_${n}_eligible`,
  ]);
  const cohort = `SELECT ${input.totals ? '' : `${group}, `}count(*) AS cohort_count, ${counts.join(', ')} FROM acts WHERE first_date BETWEEN ${params.date(plan.range.from)} AND ${params.date(plan.range.to)}${input.totals ? '' : ' GROUP BY ALL'}`;
  const rates = RETENTION_DAYS.map((n) => `retention_${n}_count / nullif(retention_${n}_eligible, 0) AS retention_${n}_rate`);
  return {
    withRes: `WITH acts AS (${part}),\nres0 AS (${cohort}),\nres AS (SELECT *, ${rates.join(', ')} FROM res0)`,
    dims: input.totals ? [] : ['cohort_group'], sources: [span?.table ?? plan.model.table],
  };
}
