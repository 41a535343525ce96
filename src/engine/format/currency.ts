/** One exchange rate as /api/exchangerate/list returns it: USD per unit of the currency. */
export interface ExchangeRate {
  currency: string;
  rate_to_base: number;
}
