import type { AggregateMeasureDef, ModelDefinition, RollupDef } from '../../../src/engine/definition/model';
import type { TimeGrain } from '../../../src/engine/definition/report';
import { distinctRollupSql } from '../sql/expressions';
import { lookupKey, rowJoinKey } from '../../semantic/joins';
import { monthDays, rollupTable } from '../../semantic/tables';
import { type RollupCatalog, type Source } from '../types';

export interface SourceNeeds {
  dimensions: readonly string[];
  conditionDimensions: readonly string[];
  aggregates: readonly string[];
  grain?: TimeGrain;
  /**
   * Rollups may leave out attributes looked up after aggregating, or joined on their rows by a
   * column they store (a member's channel by `member_id`): DuckDB's part SQL does both.
   */
  lookups?: boolean;
  /** Money converted at each day's rate: a month's row has no one day. */
  converted?: boolean;
}

/**
 * Can a month rollup serve: by no time grain finer than a month, no day dimension or condition,
 * money in its stored currencies, and its day rollup present for the range's edges? Its table.
 */
function monthDaysTable(model: ModelDefinition, rollup: RollupDef, needs: SourceNeeds, catalog: RollupCatalog): string | undefined {
  if ((needs.grain && needs.grain !== 'month') || needs.converted) return undefined;
  if (needs.dimensions.includes('stat_date') || needs.conditionDimensions.includes('stat_date')) return undefined;
  const days = monthDays(model, rollup);
  return days && catalog.has(rollupTable(model, days)) ? rollupTable(model, days) : undefined;
}

/**
 * Can the rollup's stored exact distinct count of `name` be summed for this query? Only at day
 * grain, and only across rollup dimensions the rollup declares a member never spans.
 */
export function sumsExactDistinct(rollup: RollupDef, name: string, needs: Pick<SourceNeeds, 'dimensions' | 'grain'>): boolean {
  const exact = rollup.exactDistinct;
  if (!exact?.measures.includes(name) || needs.grain !== 'day') return false;
  return rollup.dimensions.every((d) => needs.dimensions.includes(d) || exact.sumsAcross.includes(d));
}

/** Can this rollup answer every aggregate the query needs? */
function answers(model: ModelDefinition, rollup: RollupDef, needs: SourceNeeds): boolean {
  return needs.aggregates.every((name) => {
    const m = model.measures[name] as AggregateMeasureDef;
    if (m.agg === 'quantile') return false;
    if (m.agg === 'countDistinct') return distinctRollupSql(model, m, rollup) !== undefined || sumsExactDistinct(rollup, name, needs);
    return rollup.measures.includes(name);
  });
}

/**
 * Rollup choice: the smallest rollup present in the warehouse whose dimensions cover the query's
 * dimensions and conditions and which answers every aggregate (a month rollup, the smallest of a
 * kind, where a month's rows can answer); else the raw fact.
 */
export function chooseSource(model: ModelDefinition, needs: SourceNeeds, catalog: RollupCatalog, useRollups = true): Source {
  if (!useRollups) return { kind: 'raw' };
  let best: { source: Source; rows: number } | undefined;
  for (const rollup of model.rollups ?? []) {
    const table = rollupTable(model, rollup);
    const rows = catalog.get(table);
    if (rows === undefined) continue;
    const stored = (d: string) => rollup.dimensions.includes(d);
    // not in a converted currency: a member-day's sum converted at once would round other than its rows converted one by one
    const joined = (d: string) => Boolean(needs.lookups && !needs.converted && rowJoinKey(model, d, rollup.dimensions));
    const covers = needs.conditionDimensions.every((d) => stored(d) || joined(d))
      && needs.dimensions.every((d) => stored(d) || (needs.lookups && lookupKey(model, d, rollup.dimensions, needs.dimensions)) || joined(d));
    if (!covers || !answers(model, rollup, needs)) continue;
    const days = rollup.grain ? monthDaysTable(model, rollup, needs, catalog) : undefined;
    if (rollup.grain && !days) continue;
    if (!best || rows < best.rows) best = { source: { kind: 'rollup', rollup, table, ...(days ? { days } : {}) }, rows };
  }
  return best?.source ?? { kind: 'raw' };
}
