import type { ModelDefinition } from '../../../../src/engine/definition/model';
import type { ResolvedRange } from '../../../../src/engine/dates/presets';
import type { RetentionQuery } from './spec';
import { spanTable } from '../../../semantic/tables';
import { CompileError } from '../../errors';
import type { KindInput } from '../kind';

export interface RetentionPlan {
  /** The model whose first and last days make the cohorts: the activity measure's, else the gaming model. */
  model: ModelDefinition;
  /** The activity measure's filter (its rows are the events), over the model's fact aliased `f`. */
  where?: string;
  /** The group dimension, from the query or its filter, checked against the allow-list. */
  groupBy: string;
  range: ResolvedRange;
  /**
   * The members' first and last days by the group where a span table keeps the group and every
   * filtered dimension (the narrowest such); else the fact.
   */
  span?: { table: string; dimensions: readonly string[] };
}

/** The retention kind's plan, for every dialect. */
export function planRetention(q: RetentionQuery, input: KindInput): RetentionPlan {
  const groupBy: string = typeof q.groupBy === 'string' ? q.groupBy : String(input.params[q.groupBy.param] ?? q.groupOptions?.[0]);
  const options: readonly string[] | undefined = q.groupOptions;
  if (options && !options.includes(groupBy)) throw new CompileError(9400, `cannot group by '${groupBy}'`);
  if (!input.range) throw new CompileError(9400, 'a date range is required');
  const model = q.activity ? input.registry.measures.get(q.activity) : input.registry.models.get('gaming')!;
  const measure = q.activity ? model?.measures[q.activity] : undefined;
  if (!model || (q.activity && (!measure || !('agg' in measure) || measure.join))) throw new CompileError(9000, `'${q.activity}' is not a measure whose rows can be the activity`);
  const where = measure && 'agg' in measure ? measure.where : undefined;
  // a span keeps every row's first and last day: it answers only activity without a filter
  return { model, where, groupBy, range: input.range, span: input.useRollups && !where ? spanOf(model, groupBy, input) : undefined };
}

function spanOf(model: ModelDefinition, groupBy: string, input: KindInput): RetentionPlan['span'] {
  // every span keeps the site (a member's, whatever the day)
  const needed = [...new Set([groupBy, ...input.conditions.map((c) => c.dimension)])].filter((d) => d !== 'site_id');
  const span = [...(model.spans ?? [])]
    .filter((s) => needed.every((d) => s.dimensions.includes(d)) && input.catalog.has(spanTable(model, s.dimensions)))
    .sort((a, b) => a.dimensions.length - b.dimensions.length)[0];
  return span && { table: spanTable(model, span.dimensions), dimensions: span.dimensions };
}
