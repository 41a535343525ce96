import { RETENTION_DAYS, type RetentionQuery } from '../../../../src/engine/kinds/retention';
import { CompileError } from '../../errors';
import { chPartSql } from '../../dialect/clickhouse/part';
import { ident } from '../../sql/params';
import type { KindEmitter } from '../kindEmitter';
import { columnsOf, from, select, type Column } from '../../dialect/clickhouse/relations';

/** The retention kind on ClickHouse (the DuckDB side and its meaning: kinds/retention.ts). */
export const chRetention: KindEmitter<RetentionQuery> = (q, input, params) => {
  const groupBy = typeof q.groupBy === 'string' ? q.groupBy : String(input.params[q.groupBy.param] ?? q.groupOptions?.[0]);
  if (q.groupOptions && !q.groupOptions.includes(groupBy)) throw new CompileError(9400, `cannot group by '${groupBy}'`);
  if (!input.range) throw new CompileError(9400, 'a date range is required');
  const gaming = input.registry.models.get('gaming')!;
  const acts = chPartSql({ model: gaming, aggregates: [], dimensions: ['member_id', groupBy], conditions: input.conditions, source: { kind: 'raw' } }, undefined, input.scope, params, {
    aggregates: [['first_date', 'min(f."stat_date")'], ['last_date', 'max(f."stat_date")']],
  });
  const end = params.date(input.dataEnd);
  const columns: Column[] = [
    ...(input.totals ? [] : [['cohort_group', ident(groupBy)] as const]),
    ['cohort_count', 'count()'],
    ...RETENTION_DAYS.flatMap((n): Column[] => [
      [`retention_${n}_count`, `countIf(last_date >= first_date + ${n})`],
      [`retention_${n}_eligible`, `countIf(first_date + ${n} <= ${end})`],
    ]),
  ];
  const cohort = select(columns, `(${acts})`, { where: [`first_date BETWEEN ${params.date(input.range.from)} AND ${params.date(input.range.to)}`], groups: input.totals ? 0 : 1 });
  const res = select([...columnsOf(cohort), ...RETENTION_DAYS.map((n): Column => [`retention_${n}_rate`, `retention_${n}_count / nullif(retention_${n}_eligible, 0)`])], from(cohort));
  return { withRes: res.sql, dims: input.totals ? [] : ['cohort_group'], sources: ['fact_game_day'] };
};
