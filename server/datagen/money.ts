import type { GenContext } from './context';

/**
 * Deposit and withdrawal amounts as SQL, shared by the transaction stage and the level stage so
 * both see the same money. `d` is a tmp_day row; amounts are USD before rounding to the market's
 * usual multiples in local currency.
 */
export function depositUsd(ctx: GenContext, d: string, j: string): string {
  return `(${d}.wealth * 0.5 * exp(0.55 * ${ctx.r.n('dpst', `${d}.member_id`, `${d}.t`, j)}))`;
}

export function withdrawUsd(ctx: GenContext, d: string, j: string): string {
  return `(${d}.wealth * 0.65 * exp(0.6 * ${ctx.r.n('wdrl', `${d}.member_id`, `${d}.t`, j)}))`;
}

/** A local-currency amount the way players type it: a multiple of the market's rounding unit, never below one unit. */
export function roundLocal(usd: string, d: string): string {
  return `(greatest(1, round(${usd} * ${d}.per_usd / ${d}.round_to)) * ${d}.round_to)`;
}
