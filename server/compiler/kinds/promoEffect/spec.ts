import type { MeasureName } from '../../../../src/engine/definition/names';
import type { FieldInfo } from '../../../../src/engine/report/fieldInfo';
import { amount, count, defineQueryKind } from '../../../../src/engine/kinds/queryKind';
import { PROMO_FIELDS, type PromoFieldName } from '../../../../src/engine/kinds/promoFields';

/** Spec §9: a promotion's effect compares the 14 days before its start with the 14 days from its start (the window sums built at load hold these). */
export { PROMO_EFFECT_DAYS, promoEffectDays } from '../../../../src/engine/kinds/promoEffect';

/** The figure counting the compared participants' active (logged-in) days; every other figure is a money measure. */
export const PROMO_EFFECT_ACTIVE = 'active';

/** The figures compared by default, each as a daily average before and after the start and the lift between them. */
export const PROMO_EFFECT_FIGURES = [PROMO_EFFECT_ACTIVE, 'dpst_amt', 'house_net_win'] as const;

/** The figures a query compares, in their columns' order: its own, else the default. */
export const promoEffectFigures = (q: { figures?: readonly string[] }): readonly string[] => q.figures ?? PROMO_EFFECT_FIGURES;

/** A report's `<figure>_before`, `_after` and `_lift` columns, in the figures' order, so they follow the query. */
export function promoEffectColumns<F extends string>(figures: readonly F[]) {
  return figures.flatMap((f) => [
    { field: `${f}_before` as const, width: 'short' as const, descriptionKey: 'fields.effect_before_description' },
    { field: `${f}_after` as const, width: 'short' as const, descriptionKey: 'fields.effect_after_description' },
    { field: `${f}_lift` as const, width: 'short' as const, descriptionKey: 'fields.effect_lift_description' },
  ]);
}

const decimal: FieldInfo = { kind: 'measure', format: 'decimal', money: false };
const lift: FieldInfo = { kind: 'measure', format: 'growthRate', money: false };

/**
 * Promotions starting in the date range, each with its effect on the members who took part:
 * the N days before the start (`_before`) against the N days from the start (`_after`, during the
 * promotion and, for a shorter one, just after it; cut at the last day with data). Compared are
 * the participants (members who claimed one of its bonuses) registered at least N days before the
 * start, so that both windows could hold their activity. Per window and per day: active
 * participants (`active_*`, logged in), their successful deposits (`dpst_amt_*`) and GGR
 * (`house_net_win_*`); `<figure>_lift` = (after − before) / |before|, none when before is 0.
 * Also `participant_count` (every participant), `effect_member_count` (those compared),
 * `effect_days_after` (days of the after window with data) and `bonus_amt_after` (bonus per day
 * of the after window). Totals add up the daily figures of the promotions with their whole after
 * window (`effect_days_after` = N; one only days old would read as a collapse) and recompute the lifts.
 */
export interface PromoEffectQuery {
  kind: 'promoEffect';
  /** Days of each window (default 14, spec §9), or a report parameter: the value of the `number` filter feeding it (whole, 1 to 90). */
  days?: number | { param: string };
  /**
   * The figures compared (default `active`, `dpst_amt`, `house_net_win`): `active`, or the name of
   * a money measure summed over a member-keyed fact of the models (`wdrl_amt`, `bonus_amt`…),
   * checked when the query is planned (server/compiler/kinds/promoEffect/plan.ts).
   */
  figures?: readonly (MeasureName | 'active')[];
}

declare module '../../../../src/engine/definition/namedQueries' {
  interface KindQueries { promoEffect: PromoEffectQuery }
  interface KindFields<Q> {
    promoEffect: PromoFieldName | 'participant_count' | 'effect_member_count' | 'effect_days_after' | 'bonus_amt_after'
      | `${Q extends { figures: readonly (infer F extends string)[] } ? F : (typeof PROMO_EFFECT_FIGURES)[number]}_${'before' | 'after' | 'lift'}`;
  }
}

export default defineQueryKind<PromoEffectQuery>({
  kind: 'promoEffect',
  description: 'Promotions starting in the range: participants’ daily activity, deposits and GGR in the days before against the days from the start',
  schema: {
    type: 'object', additionalProperties: false, required: ['kind'],
    properties: {
      kind: { const: 'promoEffect' },
      days: { oneOf: [{ type: 'integer', minimum: 1, maximum: 90 }, { type: 'object', additionalProperties: false, required: ['param'], properties: { param: { type: 'string', pattern: '^[a-z][A-Za-z0-9_]*$' } } }] },
      figures: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', pattern: '^[a-z][a-z0-9_]*$' } },
    },
  },
  fields: (q) => new Map<string, FieldInfo>([
    ...PROMO_FIELDS,
    ['participant_count', count],
    ['effect_member_count', count],
    ['effect_days_after', count],
    ...promoEffectFigures(q).flatMap((f) => {
      const per = f === PROMO_EFFECT_ACTIVE ? decimal : amount;
      return [[`${f}_before`, per], [`${f}_after`, per], [`${f}_lift`, lift]] as const;
    }),
    ['bonus_amt_after', amount],
  ]),
});
