/**
 * Spec §9: a promotion's effect compares the 14 days before its start with the 14 days from its
 * start. Read by the promoEffect kind (its default window) and by the promotions' window sums the
 * server builds at load (server/semantic/promoEffectDays.ts), which hold these windows.
 */
export const PROMO_EFFECT_DAYS = 14;

/** A promotion effect's window in days: the query's, or the value of the report parameter it names (`params`, the request's resolved filters), else 14. */
export function promoEffectDays(q: { days?: number | { param: string } }, params: Readonly<Record<string, unknown>>): unknown {
  const days = q.days ?? PROMO_EFFECT_DAYS;
  return typeof days === 'number' ? days : params[days.param];
}
