import { RETENTION_DAYS } from './spec';
import { conditionExpr, siteScope } from '../../sql/conditions';
import { chExpressions } from '../../dialect/clickhouse/expressions';
import { chPartSql } from '../../dialect/clickhouse/part';
import { ident, type Params } from '../../sql/params';
import type { KindInput, KindRelation } from '../kind';
import { columnsOf, from, select, type Column } from '../../dialect/clickhouse/relations';
import type { RetentionPlan } from './plan';

/**
 * Each member's first and last day by the group from a span table (one row per member and span key):
 * read as it is where it keeps exactly the group (a member belongs to one site), else folded to it.
 */
function spanActs(plan: RetentionPlan, span: NonNullable<RetentionPlan['span']>, input: KindInput, params: Params): string {
  const where = [siteScope('f.site_id', input.scope, params), ...input.conditions.map((c) => conditionExpr(`f.${ident(c.dimension)}`, c, params, chExpressions))];
  const whole = span.dimensions.length === 1 && span.dimensions[0] === plan.groupBy;
  return select([['member_id', 'f.member_id'], [plan.groupBy, `f.${ident(plan.groupBy)}`], ['first_date', whole ? 'f.first_date' : 'min(f.first_date)'], ['last_date', whole ? 'f.last_date' : 'max(f.last_date)']],
    `${ident(span.table)} AS f`, { where, groups: whole ? 0 : 2 }).sql;
}

/** The retention kind's SQL on ClickHouse (its meaning: duckdb.ts), read from the members' spans where the plan has one, else from the fact. */
export function clickhouseRetention(plan: RetentionPlan, input: KindInput, params: Params): KindRelation {
  // a member without the activity's rows gets the type's default day (1970-01-01), never in a cohort's range
  const day = (agg: string) => (plan.where ? `${agg}If(f."stat_date", ${plan.where})` : `${agg}(f."stat_date")`);
  const acts = plan.span ? spanActs(plan, plan.span, input, params) : chPartSql({ model: plan.model, aggregates: [], dimensions: ['member_id', plan.groupBy], conditions: input.conditions, source: { kind: 'raw' } }, undefined, input.scope, params, {
    aggregates: [['first_date', day('min')], ['last_date', day('max')]],
  });
  const end = params.date(input.dataEnd);
  const columns: Column[] = [
    ...(input.totals ? [] : [['cohort_group', ident(plan.groupBy)] as const]),
    ['cohort_count', 'count()'],
    ...RETENTION_DAYS.flatMap((n): Column[] => [
      [`retention_${n}_count`, `countIf(last_date >= first_date + ${n})`],
      [`retention_${n}_eligible`, `countIf(first_date + ${n} <= ${end})`],
    ]),
  ];
  const cohort = select(columns, `(${acts})`, { where: [`first_date BETWEEN ${params.date(plan.range.from)} AND ${params.date(plan.range.to)}`], groups: input.totals ? 0 : 1 });
  // each checkpoint's rate, in SQL and in the totals row, which counts every member and group the rows count (duckdb.ts): the rows' counts added up
  const ratios = RETENTION_DAYS.map((n) => ({ name: `retention_${n}_rate`, of: [`retention_${n}_count`, `retention_${n}_eligible`] as const }));
  const res = select([...columnsOf(cohort), ...ratios.map(({ name, of: [count, eligible] }): Column => [name, `${count} / nullif(${eligible}, 0)`])], from(cohort));
  const summed = { sums: columns.slice(input.totals ? 0 : 1).map(([name]) => name), ratios };
  return { withRes: res.sql, ...(input.totals ? {} : { summedTotals: summed }), dims: input.totals ? [] : ['cohort_group'], sources: [plan.span?.table ?? plan.model.table] };
}
