import type { AggregateMeasureDef, ModelDefinition, RollupDef } from '../../../src/engine/definition/model';
import type { TimeGrain } from '../../../src/engine/definition/report';
import { distinctDimension } from '../sql/expressions';
import { lookupKey } from '../../semantic/joins';
import { rollupTable } from '../../semantic/tables';
import { type RollupCatalog, type Source } from '../types';

export interface SourceNeeds {
  dimensions: readonly string[];
  conditionDimensions: readonly string[];
  aggregates: readonly string[];
  grain?: TimeGrain;
  /** Rollups may leave out attributes looked up after aggregating (DuckDB's part SQL does so). */
  lookups?: boolean;
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
    if (m.agg === 'countDistinct') return distinctDimension(model, m, rollup.dimensions) !== undefined || sumsExactDistinct(rollup, name, needs);
    return rollup.measures.includes(name);
  });
}

/**
 * Rollup choice: the smallest rollup present in the warehouse whose dimensions cover the query's
 * dimensions and conditions and which answers every aggregate; else the raw fact.
 */
export function chooseSource(model: ModelDefinition, needs: SourceNeeds, catalog: RollupCatalog, useRollups = true): Source {
  if (!useRollups) return { kind: 'raw' };
  let best: { source: Source; rows: number } | undefined;
  for (const rollup of model.rollups ?? []) {
    const table = rollupTable(model, rollup);
    const rows = catalog.get(table);
    if (rows === undefined) continue;
    const stored = (d: string) => rollup.dimensions.includes(d);
    const covers = needs.conditionDimensions.every(stored)
      && needs.dimensions.every((d) => stored(d) || (needs.lookups && lookupKey(model, d, rollup.dimensions, needs.dimensions)));
    if (!covers || !answers(model, rollup, needs)) continue;
    if (!best || rows < best.rows) best = { source: { kind: 'rollup', rollup, table }, rows };
  }
  return best?.source ?? { kind: 'raw' };
}
