import type { ModelDefinition } from '../../../src/engine/definition/model';
import type { ModelQuery, TimeGrain } from '../../../src/engine/definition/report';
import { measureParts, type MeasureIndex } from '../../../src/engine/report/fields';
import { activityPairsTable, activityTable, RANGE_COUNT_DAYS, rangeCountsFirstDay, rangeCountsTable } from '../../semantic/tables';
import { type Condition, type ModelPart, type RollupCatalog } from '../types';
import type { MoneyConversion } from '../rateBook';
import { chooseSource } from './chooseSource';

export interface PartRequest {
  measures: readonly string[];
  dimensions: readonly string[];
  grain?: TimeGrain;
  conditions: readonly Condition[];
  /** Rollups may leave out attributes looked up after aggregating, and distinct counts may read the
   *  members' active days of two months at a time (the DuckDB dialect's parts). */
  lookups?: boolean;
  /** Money measures summed in another currency than the base (stages/currency.ts). */
  money?: MoneyConversion;
  /** The warehouse's days, when known: distinct counts over a range inside them may read the range counts (with `lookups`). */
  span?: { from: string; to: string };
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
  return [...byModel].flatMap(([model, aggregates]) => {
    const conditions = req.conditions.filter((c) => model.dimensions[c.dimension]);
    const base = { model, dimensions: req.dimensions, grain: req.grain, conditions, ...(req.money ? { money: req.money } : {}) };
    const activity = activityPart(model, aggregates, req, conditions, catalog, useRollups);
    const rest = activity ? aggregates.filter((a) => !activity.aggregates.includes(a)) : aggregates;
    const parts: ModelPart[] = activity ? [{ ...base, ...activity }] : [];
    if (rest.length) {
      const source = chooseSource(model, { dimensions: req.dimensions, conditionDimensions: conditions.map((c) => c.dimension), aggregates: rest, grain: req.grain, lookups: req.lookups, converted: Boolean(req.money) }, catalog, useRollups);
      parts.push({ ...base, aggregates: rest, source });
    }
    return parts;
  });
}

/**
 * Distinct counts of members over a whole period (no time grain) come from the members' active
 * days by month, when that table keeps every dimension the part groups or filters by. Where the
 * warehouse has the model's range counts (not empty) and the days they cover are known, a range of
 * at most their length is read from them instead (the emit stage decides per range: the period and
 * its comparison period each).
 */
function activityPart(model: ModelDefinition, aggregates: readonly string[], req: PartRequest, conditions: readonly Condition[], catalog: RollupCatalog, useRollups: boolean): Pick<ModelPart, 'aggregates' | 'source'> | undefined {
  const activity = model.activity;
  const table = activityTable(model);
  if (!useRollups || !activity || req.grain || !catalog.has(table)) return undefined;
  if (![...req.dimensions, ...conditions.map((c) => c.dimension)].every((d) => activity.dimensions.includes(d))) return undefined;
  const counted = aggregates.filter((a) => activity.measures.includes(a));
  const pairs = req.lookups && catalog.has(activityPairsTable(model)) ? activityPairsTable(model) : undefined;
  const countsTable = rangeCountsTable(model);
  const counts = req.lookups && req.span && (catalog.get(countsTable) ?? 0) > 0 ? { table: countsTable, span: { from: rangeCountsFirstDay(req.span.from, req.span.to), to: req.span.to }, start: req.span.from, days: RANGE_COUNT_DAYS }
    : undefined;
  return counted.length ? { aggregates: counted, source: { kind: 'activity', activity, table, ...(pairs ? { pairs } : {}), ...(counts ? { counts } : {}) } } : undefined;
}

export function fixedConditions(query: ModelQuery): Condition[] {
  return (query.where ?? []).map((w) => ({ dimension: w.dimension, op: 'in', values: w.in }));
}
