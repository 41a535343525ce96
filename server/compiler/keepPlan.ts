import type { RollupCatalog } from './types';

/**
 * The most rows a table may hold for a statement reading it to keep its plan. A kept plan's values
 * are unknown to the optimizer (its scans still skip blocks by them at execution, as dynamic
 * filters, but joins and sizes are planned without them): on a rollup of a few hundred thousand
 * rows that costs little, far less than planning a dashboard's statement again (about 25 ms); on
 * member rollups and facts it would cost more than it saves.
 */
export const KEEP_PLAN_MAX_ROWS = 1_000_000;

/** Whether a statement reading `reads` (a plan step's tables) keeps its plan: every table it reads is a rollup of at most KEEP_PLAN_MAX_ROWS rows. */
export function keepsPlan(reads: readonly string[], catalog: RollupCatalog): boolean {
  return reads.length > 0 && reads.every((table) => (catalog.get(table) ?? Infinity) <= KEEP_PLAN_MAX_ROWS);
}
