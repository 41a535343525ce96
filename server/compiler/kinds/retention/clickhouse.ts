import { RETENTION_DAYS } from './spec';
import { chPartSql } from '../../dialect/clickhouse/part';
import { ident, type Params } from '../../sql/params';
import type { KindInput, KindRelation } from '../kind';
import { columnsOf, from, select, type Column } from '../../dialect/clickhouse/relations';
import type { RetentionPlan } from './plan';

/** The retention kind's SQL on ClickHouse (its meaning: duckdb.ts), read from the fact. */
export function clickhouseRetention(plan: RetentionPlan, input: KindInput, params: Params): KindRelation {
  // a member without the activity's rows gets the type's default day (1970-01-01), never in a cohort's range
  const day = (agg: string) => (plan.where ? `${agg}If(f."stat_date", ${plan.where})` : `${agg}(f."stat_date")`);
  const acts = chPartSql({ model: plan.model, aggregates: [], dimensions: ['member_id', plan.groupBy], conditions: input.conditions, source: { kind: 'raw' } }, undefined, input.scope, params, {
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
  const res = select([...columnsOf(cohort), ...RETENTION_DAYS.map((n): Column => [`retention_${n}_rate`, `retention_${n}_count / nullif(retention_${n}_eligible, 0)`])], from(cohort));
  return { withRes: res.sql, dims: input.totals ? [] : ['cohort_group'], sources: [plan.model.table] };
}
