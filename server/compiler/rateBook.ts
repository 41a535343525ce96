/**
 * The warehouse's exchange rates as the compiler reads them (server/reports/rateBook.ts reads them
 * once per service): every currency's rate to the base currency for each day from `firstDay`, and
 * each site's own currency. Pure data: the compiler reads no database.
 */
export interface RateBook {
  /** The currency the facts' `_base` columns hold (rate 1 every day). */
  base: string;
  /** Currencies with rates, sorted: what a request may ask figures in. */
  currencies: readonly string[];
  /** The first day of `rates`' lists (YYYY-MM-DD). */
  firstDay: string;
  /** `rate_to_base` (base units per unit of the currency) of each day from `firstDay`, one list per currency. */
  rates: ReadonlyMap<string, readonly number[]>;
  /** Each site's own currency (its market). */
  siteCurrency: ReadonlyMap<number, string>;
}

/**
 * How a request's money figures are summed: in `currency`, a row of a site whose own currency it is
 * at its own amount, any other row at its base amount divided by `currency`'s rate of the row's day.
 * Absent (undefined) where figures are asked in the base currency: the base amounts are then summed
 * as the warehouse keeps them.
 */
export interface MoneyConversion {
  currency: string;
  /** Sites whose own currency is `currency`: their rows sum their own amounts, exactly. */
  ownSites: readonly number[];
  /** The first day of `rates`. */
  firstDay: string;
  /** `currency`'s rate to the base currency for each day from `firstDay`. */
  rates: readonly number[];
}

/** YYYY-MM-DD shifted by whole days. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The conversion's rates for the days `from`…`to` only (a statement reading a range binds no
 * more), clamped to the days the book has.
 */
export function ratesWindow(money: MoneyConversion, from?: string, to?: string): { firstDay: string; rates: readonly number[] } {
  const start = from ? Math.max(0, daysBetween(money.firstDay, from)) : 0;
  const end = to ? Math.min(money.rates.length, daysBetween(money.firstDay, to) + 1) : money.rates.length;
  if (start >= end) return { firstDay: money.firstDay, rates: money.rates };
  return { firstDay: addDays(money.firstDay, start), rates: money.rates.slice(start, end) };
}
