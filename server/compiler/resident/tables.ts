import type { ModelDefinition } from '../../../src/engine/definition/model';
import { rangeCountsTable, rollupTable, windowCountsTable } from '../../semantic/tables';

/**
 * The tables a model query's rows can be read from when held in memory (./read.ts): each model's
 * rollups by day that are not by member (a month rollup is read with its day rollup, by SQL), its
 * range counts, its members counted in windows of days (the active users' averages), and the tables its attributes are looked up in, those keyed by member aside (as
 * large as the members). The warehouse holds those of them small enough (Warehouse.resident).
 */
export function residentTableNames(models: Iterable<ModelDefinition>): string[] {
  const names = new Set<string>();
  for (const model of models) {
    for (const r of model.rollups ?? []) if (r.grain !== 'month' && !r.dimensions.includes('member_id')) names.add(rollupTable(model, r));
    if (model.activity) names.add(rangeCountsTable(model));
    for (const w of model.windowCounts ?? []) if (!w.dimensions.includes('member_id')) names.add(windowCountsTable(model, w));
    for (const j of Object.values(model.joins ?? {})) if (j.key !== 'member_id') names.add(j.table);
  }
  return [...names].sort();
}
