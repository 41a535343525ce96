import type { ModelDefinition, RollupDef } from '../../src/engine/definition/model';

/** The table of a model's rollup: `rollup_<model in snake case>_<rollup id>`. */
export function rollupTable(model: ModelDefinition, rollup: Pick<RollupDef, 'id'>): string {
  return `rollup_${model.id.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())}_${rollup.id}`;
}

/** The table of a model's members' active days by month. */
export const activityTable = (model: ModelDefinition): string => rollupTable(model, { id: 'activity' });
/** Members' active days of two months at a time: a month's row holds that month's days and the next's. */
export const activityPairsTable = (model: ModelDefinition): string => rollupTable(model, { id: 'activity_pairs' });
export const spanTable = (model: ModelDefinition, dimensions: readonly string[]): string => rollupTable(model, { id: `span_${dimensions.join('_')}` });

/** Bits of the days of the next month in a row of the two-month table: above the 31 of the row's own month. */
export const PAIR_SHIFT = 31;

/**
 * The day rollup a month rollup is summed from and reads the days at a range's edges from: one
 * without a grain, with the same dimensions and every measure (and own-currency sum) of it.
 */
export function monthDays(model: ModelDefinition, rollup: RollupDef): RollupDef | undefined {
  if (rollup.grain !== 'month') return undefined;
  return (model.rollups ?? []).find((r) => !r.grain && r.dimensions.length === rollup.dimensions.length
    && rollup.dimensions.every((d) => r.dimensions.includes(d)) && rollup.measures.every((m) => r.measures.includes(m)));
}
