import type { ModelDefinition, RollupDef } from '../../../src/engine/definition/model';
import { priorDaysTable, rollupTable, windowCountsTable } from '../../semantic/tables';

/** A rollup held in memory: by day, not by member (a month rollup is read from its day rollup). */
export const heldRollup = (r: RollupDef): boolean => r.grain !== 'month' && !r.dimensions.includes('member_id');

/**
 * The tables a model query's rows can be read from when held in memory (./read.ts): each model's
 * rollups by day that are not by member (a month rollup's range is read from its day rollup), its
 * members' active days by previous day (distinct members over any range), its members counted in windows of days (the active users' averages), and the tables its attributes are looked up in, those keyed by member aside (as
 * large as the members). The warehouse holds those of them small enough (Warehouse.resident).
 */
export function residentTableNames(models: Iterable<ModelDefinition>): string[] {
  const names = new Set<string>();
  for (const model of models) {
    for (const r of model.rollups ?? []) if (heldRollup(r)) names.add(rollupTable(model, r));
    if (model.activity) names.add(priorDaysTable(model));
    for (const w of model.windowCounts ?? []) if (!w.dimensions.includes('member_id')) names.add(windowCountsTable(model, w));
    for (const j of Object.values(model.joins ?? {})) if (j.key !== 'member_id') names.add(j.table);
  }
  return [...names].sort();
}
