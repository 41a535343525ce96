/** An exchange rate put the way a person reads it: one unit of `from` is `rate` units of `to`. */
export interface ReadableRate {
  from: string;
  to: string;
  /** The rate with grouping and sensible significant digits ("25,969", "35.08", "1.082"). */
  rate: string;
}

const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const SIGNIFICANT = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 });

/** Whole units from 1,000 up (a rate of 25,968.6 reads 25,969); four significant digits below. */
export function formatRateNumber(value: number): string {
  return value >= 1000 ? GROUPED.format(value) : SIGNIFICANT.format(value);
}

/**
 * `rateToBase` is base-currency units per unit of `currency` (USD per VND). The direction is the
 * one whose number is at least 1: "1 EUR = 1.082 USD" but "1 USD = 25,969 VND", never
 * "1 VND = 0.000038507571459673496 USD". No rate (missing, zero or not finite) gives null.
 */
export function readableRate(currency: string, rateToBase: number, base: string): ReadableRate | null {
  if (!Number.isFinite(rateToBase) || rateToBase <= 0) return null;
  return rateToBase >= 1
    ? { from: currency, to: base, rate: formatRateNumber(rateToBase) }
    : { from: base, to: currency, rate: formatRateNumber(1 / rateToBase) };
}
