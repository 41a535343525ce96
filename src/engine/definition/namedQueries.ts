/**
 * Query shapes a model cannot express, each implemented once in the compiler
 * (server/compiler/kinds/<kind>.ts) and used by any number of reports.
 */

/** Retention checkpoints of spec §9 (days after the first event). */
export const RETENTION_DAYS = [1, 3, 7, 14] as const;

/**
 * First-event cohorts: members whose first play of a group (game kind, brand…) falls in the date
 * range, and how many played that group again N or more days later (N = 1, 3, 7, 14).
 * Rows: `cohort_group` (the group's value), `cohort_count`, and per N `retention_<N>_count`, `retention_<N>_eligible`
 * (members whose first play is at least N days before the end of the data) and `retention_<N>_rate`.
 */
export interface RetentionQuery {
  kind: 'retention';
  /** Dimension of the game model that defines a cohort's group; `{param}` reads it from a filter. */
  groupBy: string | { param: string };
  /** Groups a filter may choose from (allow-list for `{param}`). */
  groupOptions?: readonly string[];
}

export type NamedQuery = RetentionQuery;
