import type { ModelDefinition, RollupDef, WindowCountsDef } from '../../src/engine/definition/model';

/** The table of a model's rollup: `rollup_<model in snake case>_<rollup id>`. */
export function rollupTable(model: ModelDefinition, rollup: Pick<RollupDef, 'id'>): string {
  return `rollup_${model.id.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())}_${rollup.id}`;
}

/** The table of a model's members' active days by month. */
export const activityTable = (model: ModelDefinition): string => rollupTable(model, { id: 'activity' });
/** Members' active days of two months at a time: a month's row holds that month's days and the next's. */
export const activityPairsTable = (model: ModelDefinition): string => rollupTable(model, { id: 'activity_pairs' });
/**
 * Exact distinct counts of members for every date range of at most RANGE_COUNT_DAYS days within the
 * warehouse's days, by site: a row per site and (from, to) where a count is above zero.
 */
export const rangeCountsTable = (model: ModelDefinition): string => rollupTable(model, { id: 'range_counts' });
/**
 * The longest range the range counts hold: every preset up to three months to date (at most 92 + 31
 * days) and its previous period; longer ranges read the members' active days by month.
 */
export const RANGE_COUNT_DAYS = 123;
/**
 * Members' active days by their previous active day, by site, over every day of the warehouse: the
 * exact distinct count of members over any range (server/warehouse/priorDays.ts).
 */
export const priorDaysTable = (model: ModelDefinition): string => rollupTable(model, { id: 'prior_days' });
/**
 * The range counts hold ranges starting in the warehouse's last RANGE_COUNT_RECENT_DAYS days: every
 * preset's range and previous period on the data's last day and the week after, and the recent
 * ranges operators pick; an earlier start reads the members' active days (the build's work grows
 * with these days, not with the history).
 */
export const RANGE_COUNT_RECENT_DAYS = 256;

/** The first day a range in the range counts may start on, for a warehouse's first and last day (YYYY-MM-DD). */
export function rangeCountsFirstDay(start: string, end: string): string {
  const first = new Date(Date.parse(`${end}T00:00:00Z`) - (RANGE_COUNT_RECENT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  return first > start ? first : start;
}
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

/** The table of a model's members counted in windows of days ending on each day, by the declaration's dimensions. */
export const windowCountsTable = (model: ModelDefinition, def: Pick<WindowCountsDef, 'id'>): string => rollupTable(model, { id: `windows_${def.id}` });
/** The column of a window's counts: `<measure>_<days>d`. */
export const windowColumn = (measure: string, days: number): string => `${measure}_${days}d`;
