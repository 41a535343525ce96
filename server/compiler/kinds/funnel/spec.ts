import { count, defineQueryKind, rate } from '../../../../src/engine/kinds/queryKind';
import type { FieldInfo } from '../../../../src/engine/report/fieldInfo';
import type { MeasureName } from '../../../../src/engine/definition/names';

/**
 * A funnel: count measures of one model, computed over the filtered set and laid out as one row per
 * step in the given order (e.g. registered → logged in → gaming → first deposit → second deposit).
 * With `by: 'member'` the steps are events of members, each a measure of any model: a member reaches
 * a step on the first day in the range, on or after the day it reached the step before, that the
 * step's measure over its rows of the day is above zero; `users` counts the members at each step.
 * Rows: `step` (the measure's name; shown with `enumKey: 'fields'` it reads as the measure's label),
 * `step_order` (1…), `users`, `cvt_rate` (users / the first step) and `step_rate` (users / the step before).
 * Measures meant as a funnel are defined cumulatively (each needs the one before), so steps never grow.
 */
export interface FunnelQuery {
  kind: 'funnel';
  /** Count measures of one model, widest first; with `by: 'member'`, aggregate measures of any models with members, in the order members go through them. */
  steps: readonly MeasureName[];
  /** Steps as members' events, joined by member in order (the steps' models may differ). */
  by?: 'member';
}

declare module '../../../../src/engine/definition/namedQueries' {
  interface KindQueries { funnel: FunnelQuery }
  interface KindFields<Q> { funnel: 'step' | 'step_order' | 'users' | 'cvt_rate' | 'step_rate' }
}

export default defineQueryKind<FunnelQuery>({
  kind: 'funnel',
  description: 'Count measures laid out as funnel steps, with the rate of each against the first and the previous step',
  schema: {
    type: 'object', additionalProperties: false, required: ['kind', 'steps'],
    properties: { kind: { const: 'funnel' }, by: { const: 'member' }, steps: { type: 'array', minItems: 2, maxItems: 12, uniqueItems: true, items: { type: 'string', pattern: '^[a-z][a-z0-9_]*$' } } },
  },
  fields: () => new Map<string, FieldInfo>([
    ['step', { kind: 'dimension', format: 'enum', money: false }],
    ['step_order', { kind: 'dimension', format: 'rank', money: false }],
    // each step's value, in the step's own unit (members, orders, deposits): "Count" unless the report names it ("Members")
    ['users', { ...count, header: { key: 'fields.funnel_value' } }],
    ['cvt_rate', rate],
    ['step_rate', rate],
  ]),
});
