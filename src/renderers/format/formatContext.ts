import type { FormatContext } from '../../engine/format/formatters';
import type { ExchangeRate } from '../../engine/format/currency';

export const BASE_CURRENCY = 'USD';

/**
 * What every formatter of the renderers needs: the chosen currency (falls back to the base currency
 * when no rate is known, so an amount is never labelled with a currency it was not converted to).
 */
export function formatContext(currency: string, rates: readonly ExchangeRate[], lang: string, translate: (key: string) => string): FormatContext {
  const known = currency === BASE_CURRENCY || rates.some((r) => r.currency === currency && r.rate_to_base > 0);
  return { currency: known ? currency : BASE_CURRENCY, rates, lang, translate };
}
