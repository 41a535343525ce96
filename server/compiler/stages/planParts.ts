import type { AggregateMeasureDef, ModelDefinition } from '../../../src/engine/definition/model';
import type { ModelQuery, TimeGrain } from '../../../src/engine/definition/report';
import { measureParts, type MeasureIndex } from '../../../src/engine/report/fields';
import { lookupKey } from '../../semantic/joins';
import { activityPairsTable, activityTable, priorDaysTable, RANGE_COUNT_DAYS, rangeCountsFirstDay, rangeCountsTable, spanTable } from '../../semantic/tables';
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
  /** Rollups may leave out attributes looked up after grouping, or joined on their rows (implied by `lookups`; both ClickHouse dialects' parts do these alone). */
  rollupLookups?: boolean;
  /** Distinct members over a period may read a span's members (implied by `lookups`; a current ClickHouse's parts). */
  spans?: boolean;
  /** Money measures summed in another currency than the base (stages/currency.ts). */
  money?: MoneyConversion;
  /** The warehouse's days, when known: distinct counts over a range inside them may read the range counts (with `lookups`). */
  span?: { from: string; to: string };
}

/** Plans already made, by measure index and rollup catalog (each replaced when definitions or the warehouse change), then by request. */
const planned = new WeakMap<MeasureIndex, WeakMap<RollupCatalog, Map<string, readonly ModelPart[]>>>();
const PLANNED_MAX = 2000;

/**
 * Resolve members: group the measures by model, with each model's aggregates, conditions and
 * source (rollup or raw). A plan depends on its request, the measures and the rollups alone: one
 * made before for the same is given again (its list and parts frozen, not what they hold: callers
 * derive parts, never change them), except for money summed in another currency (its conversion
 * is the request's own).
 */
export function planParts(req: PartRequest, index: MeasureIndex, catalog: RollupCatalog, useRollups: boolean): ModelPart[] {
  if (req.money) return planPartsAnew(req, index, catalog, useRollups);
  let byCatalog = planned.get(index);
  if (!byCatalog) planned.set(index, (byCatalog = new WeakMap()));
  let plans = byCatalog.get(catalog);
  if (!plans) byCatalog.set(catalog, (plans = new Map()));
  const key = JSON.stringify([useRollups, req.measures, req.dimensions, req.grain ?? null, req.conditions, req.lookups ?? null, req.rollupLookups ?? null, req.spans ?? null, req.span ?? null]);
  let plan = plans.get(key);
  if (!plan) {
    if (plans.size >= PLANNED_MAX) plans.clear();
    plan = Object.freeze(planPartsAnew(req, index, catalog, useRollups).map((p) => Object.freeze(p)));
    plans.set(key, plan);
  }
  return plan as ModelPart[];
}

function planPartsAnew(req: PartRequest, index: MeasureIndex, catalog: RollupCatalog, useRollups: boolean): ModelPart[] {
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
      const needs = { dimensions: req.dimensions, conditionDimensions: conditions.map((c) => c.dimension), grain: req.grain, lookups: req.lookups || req.rollupLookups, converted: Boolean(req.money) };
      const source = chooseSource(model, { ...needs, aggregates: rest }, catalog, useRollups);
      if (source.kind !== 'raw' || !(req.lookups || req.rollupLookups)) parts.push({ ...base, aggregates: rest, source });
      else parts.push(...rawParts(model, rest, req, conditions, needs, catalog, useRollups).map((p) => ({ ...base, ...p })));
    }
    return parts;
  });
}

/**
 * Aggregates no one rollup answers together (distinct members beside sums), split by where each
 * can be read (the dialect's parts group and join them by the shared dimensions): distinct counts
 * of members by exactly a span's dimensions from the members' first and last days (spanPart, with
 * `lookups` or `spans`: DuckDB's parts and a current ClickHouse's); the aggregates a rollup answers from the smallest such rollup; the
 * rest from the raw fact, which then reads only the columns they need. Rows by member are left whole: the rollups by member are as
 * large as the groups, and the parts' union and regrouping would cost what the split saves.
 */
function rawParts(model: ModelDefinition, aggregates: readonly string[], req: PartRequest, conditions: readonly Condition[], needs: Omit<Parameters<typeof chooseSource>[1], 'aggregates'>, catalog: RollupCatalog, useRollups: boolean): Pick<ModelPart, 'aggregates' | 'source'>[] {
  if (!useRollups || req.dimensions.includes(MEMBER_KEY)) return [{ aggregates: [...aggregates], source: { kind: 'raw' } }];
  const span = req.lookups || req.spans ? spanPart(model, aggregates, req, conditions, catalog) : undefined;
  const left = span ? aggregates.filter((a) => !span.aggregates.includes(a)) : [...aggregates];
  const rolled = left.filter((a) => chooseSource(model, { ...needs, aggregates: [a] }, catalog).kind !== 'raw');
  const rollup = rolled.length ? chooseSource(model, { ...needs, aggregates: rolled }, catalog) : undefined;
  const fromRollup = rollup && rollup.kind !== 'raw' ? rolled : [];
  const raw = left.filter((a) => !fromRollup.includes(a));
  return [
    ...(span ? [span] : []),
    ...(fromRollup.length ? [{ aggregates: fromRollup, source: rollup! }] : []),
    ...(raw.length ? [{ aggregates: raw, source: { kind: 'raw' } as const }] : []),
  ];
}

/** The conformed member key: members' spans are kept by site and member. */
const MEMBER_KEY = 'member_id';

/**
 * Distinct counts of the model's members over a whole period (no time grain), grouped by exactly
 * the dimensions of one of its spans (the site and attributes looked up from it aside) and filtered
 * only by those and the site: a member counts in a group when its first or last day there is in the
 * range, or when the two lie on either side of it and the fact has a row of the member and group in
 * it (those few members' facts alone are read). A span's rows are one per site, member and
 * combination of its dimensions, and a member belongs to one site, so each row is a distinct member
 * of its group.
 */
function spanPart(model: ModelDefinition, aggregates: readonly string[], req: PartRequest, conditions: readonly Condition[], catalog: RollupCatalog): Pick<ModelPart, 'aggregates' | 'source'> | undefined {
  const member = model.dimensions[MEMBER_KEY]?.sql;
  if (req.grain || !member || !model.dimensions.site_id || !model.timeColumn) return undefined;
  const counted = aggregates.filter((a) => {
    const m = model.measures[a] as AggregateMeasureDef;
    return m.agg === 'countDistinct' && m.sql === member && m.where === undefined;
  });
  if (!counted.length) return undefined;
  const span = (model.spans ?? []).find((s) => {
    const stored = ['site_id', ...s.dimensions];
    const grouped = req.dimensions.filter((d) => stored.includes(d));
    return catalog.has(spanTable(model, s.dimensions))
      && s.dimensions.every((d) => grouped.includes(d))
      && req.dimensions.every((d) => stored.includes(d) || lookupKey(model, d, stored, req.dimensions))
      && conditions.every((c) => stored.includes(c.dimension));
  });
  return span && { aggregates: counted, source: { kind: 'span', table: spanTable(model, span.dimensions), dimensions: span.dimensions, ...(req.span ? { history: req.span } : {}) } };
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
  // members' active days by previous day: any range's exact counts where held in memory (resident/read.ts)
  const priors = (catalog.get(priorDaysTable(model)) ?? 0) > 0 ? priorDaysTable(model) : undefined;
  return counted.length ? { aggregates: counted, source: { kind: 'activity', activity, table, ...(pairs ? { pairs } : {}), ...(counts ? { counts } : {}), ...(priors ? { priors } : {}) } } : undefined;
}

export function fixedConditions(query: ModelQuery): Condition[] {
  return (query.where ?? []).map((w) => ({ dimension: w.dimension, op: 'in', values: w.in }));
}
