import { count, defineQueryKind, rate } from '../../../../src/engine/kinds/queryKind';
import type { FieldInfo } from '../../../../src/engine/report/fieldInfo';
import type { MeasureName } from '../../../../src/engine/definition/names';

/** The periods a cohort can span, and the units a checkpoint counts in. */
export const COHORT_PERIODS = ['month', 'week'] as const;
export const CHECKPOINT_UNITS = ['day', 'week', 'month'] as const;
export type CohortPeriod = (typeof COHORT_PERIODS)[number];
export type CheckpointUnit = (typeof CHECKPOINT_UNITS)[number];
/** The largest checkpoint in each unit (two years). */
export const CHECKPOINT_MAX: Record<CheckpointUnit, number> = { day: 730, week: 104, month: 24 };

/**
 * Cohorts by period: members grouped by the month (or week) of their first `start` event over all
 * of history (first deposit, registration, first play: any measure of a model with members), those
 * whose first day falls in the date range, and how many came back at each checkpoint: had an
 * `activity` event (any measure, of any model, joined by member) in the checkpoint's window, day N
 * being [first day + N days, + N + 1 days), month N [first day + N months, + N + 1 months).
 *
 * Rows: `cohort_period` (the period's first day), `cohort_count`, and per checkpoint N
 * `retained_<N>_count` (members back in the window, of those whose window has ended by the last
 * day of data), `retained_<N>_eligible` (those whose window has ended) and `retained_<N>_rate`.
 * A member has an event on a day when the measure, over its rows of that day, is above zero.
 * Drawn as a heat map, the cells not yet eligible are empty: the cohort triangle.
 */
export interface CohortQuery {
  kind: 'cohort';
  /** The event whose first day puts a member in a cohort: an aggregate measure of a model with members. */
  start: MeasureName;
  /** The event that counts as coming back: an aggregate measure of any model with members. */
  activity: MeasureName;
  /** The cohort's period, or `{param}` read from a filter (`month` or `week`). */
  period: CohortPeriod | { param: string };
  /** Checkpoints: the unit, and the numbers of units after the first day (0 is the first day's own window). */
  checkpoints: { unit: CheckpointUnit; at: readonly number[] };
}

declare module '../../../../src/engine/definition/namedQueries' {
  interface KindQueries { cohort: CohortQuery }
  interface KindFields<Q> {
    cohort: 'cohort_period' | 'cohort_count'
      | `retained_${Q extends { checkpoints: { at: readonly (infer N extends number)[] } } ? N : number}_${'count' | 'eligible' | 'rate'}`;
  }
}

const ident = { type: 'string', pattern: '^[a-z][a-z0-9_]*$' };

export default defineQueryKind<CohortQuery>({
  kind: 'cohort',
  description: 'Members by the month or week of their first event, and how many came back at checkpoints (days, weeks or months after): the cohort triangle',
  schema: {
    type: 'object', additionalProperties: false, required: ['kind', 'start', 'activity', 'period', 'checkpoints'],
    properties: {
      kind: { const: 'cohort' },
      start: ident,
      activity: ident,
      period: { oneOf: [{ enum: [...COHORT_PERIODS] }, { type: 'object', additionalProperties: false, required: ['param'], properties: { param: { type: 'string', pattern: '^[a-z][A-Za-z0-9_]*$' } } }] },
      checkpoints: {
        type: 'object', additionalProperties: false, required: ['unit', 'at'],
        properties: {
          unit: { enum: [...CHECKPOINT_UNITS] },
          at: { type: 'array', minItems: 1, maxItems: 24, uniqueItems: true, items: { type: 'integer', minimum: 0, maximum: 730 } },
        },
      },
    },
  },
  fields: (q) => new Map<string, FieldInfo>([
    ['cohort_period', { kind: 'dimension', format: 'date', money: false }],
    ['cohort_count', { ...count, header: { key: 'suffix.cohort', measureKey: `fields.${q.start}` } }],
    ...q.checkpoints.at.flatMap((n) => {
      const header = (figure: string) => ({ key: `cohort.${q.checkpoints.unit}_${figure}`, values: { n } });
      return [
        [`retained_${n}_count`, { ...count, header: header('count') }],
        [`retained_${n}_eligible`, { ...count, header: header('eligible') }],
        [`retained_${n}_rate`, { ...rate, header: header('rate') }],
      ] as const;
    }),
  ]),
});
