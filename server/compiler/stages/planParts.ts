import type { ModelDefinition } from '../../../src/engine/definition/model';
import type { ModelQuery, TimeGrain } from '../../../src/engine/definition/report';
import { measureParts, type MeasureIndex } from '../../../src/engine/report/fields';
import type { Condition, ModelPart, RollupCatalog } from '../types';
import { chooseSource } from './chooseSource';

export interface PartRequest {
  measures: readonly string[];
  dimensions: readonly string[];
  grain?: TimeGrain;
  conditions: readonly Condition[];
}

/** Resolve members: group the measures by model, with each model's aggregates, conditions and source (rollup or raw). */
export function planParts(req: PartRequest, index: MeasureIndex, catalog: RollupCatalog, useRollups: boolean): ModelPart[] {
  const byModel = new Map<ModelDefinition, string[]>();
  for (const m of req.measures) {
    const model = index.get(m)!;
    const list = byModel.get(model) ?? [];
    for (const part of measureParts(m, model)) if (!list.includes(part)) list.push(part);
    byModel.set(model, list);
  }
  return [...byModel].map(([model, aggregates]) => {
    const conditions = req.conditions.filter((c) => model.dimensions[c.dimension]);
    const source = chooseSource(model, {
      dimensions: req.dimensions, conditionDimensions: conditions.map((c) => c.dimension), aggregates, grain: req.grain,
    }, catalog, useRollups);
    return { model, aggregates, dimensions: req.dimensions, grain: req.grain, conditions, source };
  });
}

export function fixedConditions(query: ModelQuery): Condition[] {
  return (query.where ?? []).map((w) => ({ dimension: w.dimension, op: 'in', values: w.in }));
}
