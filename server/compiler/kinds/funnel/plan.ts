import type { FunnelQuery } from './spec';
import type { MeasureName } from '../../../../src/engine/definition/names';
import type { Params } from '../../sql/params';
import type { ModelPart } from '../../types';
import { CompileError } from '../../errors';
import { planParts } from '../../stages/planParts';
import type { KindInput } from '../kind';
import type { ModelQuerySqlInput, ResRelation } from '../../dialect/dialect';
import { modelPlan, type ModelPlan } from '../../stages/modelPlan';
import { eventsSource, planMemberEvents, type MemberEvents } from '../shared/memberEvents';

export interface FunnelPlan {
  steps: readonly MeasureName[];
  /** The steps as one model query over the filtered set, each part from the source chooseSource picks (steps of one model). */
  parts: ModelPart[];
  /** The steps as members' events in the range, joined by member in order (`by: 'member'`). */
  events?: MemberEvents[];
  sources: string[];
}

/** The funnel kind's plan, for every dialect: the steps are measures of one model, read as one model query, or members' events of any models. */
export function planFunnel(q: FunnelQuery, input: KindInput): FunnelPlan {
  if (q.by === 'member') {
    if (!input.range) throw new CompileError(9400, 'a date range is required');
    const events = q.steps.map((m, i) => planMemberEvents(m, input, `query.steps.${i}`));
    return { steps: q.steps, parts: [], events, sources: [...new Set(events.map(eventsSource))] };
  }
  const models = new Set(q.steps.map((m) => input.registry.measures.get(m)));
  if (models.size !== 1 || models.has(undefined)) {
    const of = q.steps.map((m) => `${m} (${input.registry.measures.get(m)?.id ?? 'no model'})`).join(', ');
    throw new CompileError(9000, `query.steps: funnel steps must be measures of one model, or members' events joined by member (by: 'member'): ${of}`);
  }
  const parts = planParts({ measures: q.steps, dimensions: [], conditions: input.conditions }, input.registry.measures, input.catalog, input.useRollups);
  return { steps: q.steps, parts, sources: parts.map((p) => (p.source.kind === 'raw' ? p.model.table : p.source.table)) };
}

/** The steps' one-row model query (`resName`, where the dialect names relations); `totals` false: as a grid's rows (its aggregates apart). */
const stepQuery = (plan: FunnelPlan, input: KindInput, resName?: string, totals = true): ModelQuerySqlInput => ({
  query: { kind: 'model', dimensions: [], measures: [...plan.steps] }, measures: input.registry.measures, parts: plan.parts, periodParts: [], dimensions: [],
  range: input.range, scope: input.scope, totals, ...(resName ? { resName } : {}),
});

/** The steps' one-row relation in the input's dialect. */
export const stepRelation = (plan: FunnelPlan, input: KindInput, params: Params, resName?: string): ResRelation => input.dialect.modelRelation(stepQuery(plan, input, resName), params);

/** The steps' one row planned as a grid's rows: its aggregates apart, with their description for the tables held in memory (stages/modelPlan.ts). */
export const stepPlan = (plan: FunnelPlan, input: KindInput): ModelPlan => modelPlan(stepQuery(plan, input, undefined, false), input.dialect.lookups);

/** The steps' one-row relation's SQL (stepRelation). */
export const stepCounts = (plan: FunnelPlan, input: KindInput, params: Params, resName?: string): string => stepRelation(plan, input, params, resName).withRes;
