import { count, defineQueryKind, rate, text } from '../../../../src/engine/kinds/queryKind';
import type { DimensionName, MeasureName } from '../../../../src/engine/definition/names';

/** Retention checkpoints of spec §9 (days after the first event). */
export const RETENTION_DAYS = [1, 3, 7, 14] as const;

/**
 * First-event cohorts: members whose first play (or other `activity`) of a group (game kind, brand…) falls in the date
 * range, and how many played that group again N or more days later (N = 1, 3, 7, 14).
 * Rows: `cohort_group` (the group's value), `cohort_count`, and per N `retention_<N>_count`,
 * `retention_<N>_eligible` (members whose first play is at least N days before the end of the data)
 * and `retention_<N>_rate`.
 */
export interface RetentionQuery {
  kind: 'retention';
  /** Dimension of the game model that defines a cohort's group; `{param}` reads it from a filter. */
  groupBy: DimensionName | { param: string };
  /** Groups a filter may choose from (allow-list for `{param}`). */
  groupOptions?: readonly DimensionName[];
  /**
   * What counts as activity: a measure whose rows (those its `where` keeps) are the events, e.g.
   * `dpst_count` for deposits; `groupBy` is then a dimension of that measure's model. Without it,
   * play (every row of the gaming model).
   */
  activity?: MeasureName;
}

const ident = { type: 'string', pattern: '^[a-z][a-z0-9_]*$' };

declare module '../../../../src/engine/definition/namedQueries' {
  interface KindQueries { retention: RetentionQuery }
  interface KindFields<Q> { retention: 'cohort_group' | 'cohort_count' | `retention_${(typeof RETENTION_DAYS)[number]}_${'count' | 'eligible' | 'rate'}` }
}

export default defineQueryKind<RetentionQuery>({
  kind: 'retention',
  description: 'First-play cohorts by a game dimension and their rolling retention at 1, 3, 7 and 14 days',
  schema: {
    type: 'object', additionalProperties: false, required: ['kind', 'groupBy'],
    properties: {
      kind: { const: 'retention' },
      groupBy: { oneOf: [ident, { type: 'object', additionalProperties: false, required: ['param'], properties: { param: { type: 'string' } } }] },
      groupOptions: { type: 'array', items: ident },
      activity: ident,
    },
  },
  // on another activity than play, the cohort is labelled by its measure ("Cohort members (Deposit count)"), not as first-time players
  fields: (q) => new Map([
    ['cohort_group', text],
    ['cohort_count', q.activity ? { ...count, header: { key: 'suffix.cohort', measureKey: `fields.${q.activity}` } } : count],
    ...RETENTION_DAYS.flatMap((n) => [[`retention_${n}_count`, count], [`retention_${n}_eligible`, count], [`retention_${n}_rate`, rate]] as const),
  ]),
});
