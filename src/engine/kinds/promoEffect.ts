/**
 * Spec §9: a promotion's effect compares the 14 days before its start with the 14 days from its
 * start. Read by the promoEffect kind (its default window) and by the promotions' window sums the
 * server builds at load (server/semantic/promoEffectDays.ts), which hold these windows.
 */
export const PROMO_EFFECT_DAYS = 14;
