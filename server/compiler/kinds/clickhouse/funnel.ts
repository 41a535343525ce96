import type { FunnelQuery } from '../../../../src/engine/kinds/funnel';
import { CompileError } from '../../errors';
import { ident } from '../../sql/params';
import { planParts } from '../../stages/planParts';
import type { KindEmitter } from '../kindEmitter';

/**
 * The funnel kind on ClickHouse (the DuckDB side: kinds/funnel.ts): the steps' one row turned into
 * one row per step with ARRAY JOIN; the first and the previous step read from the array of counts.
 */
export const chFunnel: KindEmitter<FunnelQuery> = (q, input, params) => {
  const models = new Set(q.steps.map((m) => input.registry.measures.get(m)));
  if (models.size !== 1 || models.has(undefined)) throw new CompileError(9000, 'funnel steps must be measures of one model');
  const parts = planParts({ measures: q.steps, dimensions: [], conditions: input.conditions }, input.registry.measures, input.catalog, input.useRollups);
  const src = input.dialect.modelRelation({
    query: { kind: 'model', dimensions: [], measures: q.steps }, measures: input.registry.measures, parts, periodParts: [], dimensions: [],
    range: input.range, scope: input.scope, totals: true,
  }, params).withRes;
  const counts = `SELECT [${q.steps.map((m) => `toInt64(${ident(m)})`).join(', ')}] AS counts FROM (${src})`;
  const res = `SELECT step, step_order, users, users / nullif(counts[1], 0) AS cvt_rate, if(step_order = 1, NULL, users / nullif(counts[step_order - 1], 0)) AS step_rate
    FROM (${counts}) ARRAY JOIN [${q.steps.map((m) => params.add(m)).join(', ')}] AS step, arrayEnumerate(counts) AS step_order, counts AS users`;
  return { withRes: res, dims: ['step_order'], sources: parts.map((p) => (p.source.kind === 'raw' ? p.model.table : p.source.table)) };
};
