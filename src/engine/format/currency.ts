/** One exchange rate as /api/exchangerate/list returns it: USD per unit of the currency. */
export interface ExchangeRate {
  currency: string;
  rate_to_base: number;
}

/** Converts an amount in the base currency (USD) to `currency`; unknown currency → unchanged (shown as USD). */
export function convertFromBase(amountBase: number, currency: string, rates: readonly ExchangeRate[]): number {
  const rate = rates.find((r) => r.currency === currency)?.rate_to_base;
  return rate ? amountBase / rate : amountBase;
}
