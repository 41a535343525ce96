import type { FunnelQuery } from '../../../src/engine/kinds/funnel';
import { CompileError } from '../errors';
import { ident } from '../sql/params';
import { planParts } from '../stages/planParts';
import type { KindEmitter } from './kindEmitter';

/**
 * The funnel kind (src/engine/kinds/funnel.ts): the steps as one model query over the filtered set
 * (relation `src`, one row), laid out as one row per step with its rate against the first and the
 * previous step.
 */
export const emitFunnel: KindEmitter<FunnelQuery> = (q, input, params) => {
  const models = new Set(q.steps.map((m) => input.registry.measures.get(m)));
  if (models.size !== 1 || models.has(undefined)) throw new CompileError(9000, 'funnel steps must be measures of one model');
  const parts = planParts({ measures: q.steps, dimensions: [], conditions: input.conditions }, input.registry.measures, input.catalog, input.useRollups);
  const { withRes: src } = input.dialect.modelRelation({
    query: { kind: 'model', dimensions: [], measures: q.steps }, measures: input.registry.measures, parts, periodParts: [], dimensions: [],
    range: input.range, scope: input.scope, totals: true, resName: 'src',
  }, params);
  const names = q.steps.map((m) => params.add(m));
  const steps = `SELECT unnest([${names.join(', ')}]) AS step, unnest(range(1, ${q.steps.length + 1})) AS step_order, unnest([${q.steps.map((m) => `CAST(src.${ident(m)} AS BIGINT)`).join(', ')}]) AS users FROM src`;
  const res = `res AS (SELECT step, step_order, users, users / nullif(first_value(users) OVER (ORDER BY step_order), 0) AS cvt_rate,
    users / nullif(lag(users) OVER (ORDER BY step_order), 0) AS step_rate FROM (${steps}) s)`;
  return { withRes: `${src},\n${res}`, dims: ['step_order'], sources: parts.map((p) => (p.source.kind === 'raw' ? p.model.table : p.source.table)) };
};
