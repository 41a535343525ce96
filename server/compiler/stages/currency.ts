import { CompileError } from '../errors';
import type { MoneyConversion, RateBook } from '../rateBook';
import type { ResolvedFilters } from './resolveFilters';

/** The currency figures are asked in, how they are summed in it, and whether any row is converted. */
export interface CurrencyChoice {
  currency: string;
  /** Undefined in the base currency: base amounts are summed as kept. */
  money?: MoneyConversion;
  /** True unless every row the request can read is a site's own amount in `currency`. */
  converted: boolean;
}

/** The sites a request's rows can come from: its scope, narrowed by a filter on site_id. */
function sitesRead(f: ResolvedFilters): readonly number[] {
  let sites = f.scope.siteIds;
  for (const c of f.conditions) {
    if (c.dimension !== 'site_id') continue;
    if (c.op === 'in') sites = sites.filter((s) => c.values.some((v) => Number(v) === s));
    if (c.op === 'eq') sites = sites.filter((s) => Number(c.value) === s);
  }
  return sites;
}

/**
 * The currency stage: the request's `currency` (the base currency when absent), checked against the
 * currencies the warehouse has rates for (9400 naming them when it has none for it). Money measures
 * are then summed in it at each day's rate, a site's own amounts as they are (stages/planParts.ts
 * hands the conversion to the dialect's parts, relation.ts to the named kinds).
 */
export function chooseCurrency(requested: string | undefined, f: ResolvedFilters, book: RateBook | undefined, base: string): CurrencyChoice {
  const currency = requested ?? base;
  const known = book ? book.currencies : [base];
  if (!known.includes(currency)) {
    throw new CompileError(9400, `unknown currency '${currency}': the warehouse has exchange rates for ${known.join(', ')}`);
  }
  const sites = sitesRead(f);
  const own = (site: number) => book?.siteCurrency.get(site) === currency;
  const converted = !sites.length || !sites.every(own);
  if (currency === base || !book) return { currency, converted };
  const money: MoneyConversion = {
    currency,
    ownSites: f.scope.siteIds.filter(own),
    firstDay: book.firstDay,
    rates: book.rates.get(currency)!,
  };
  return { currency, money, converted };
}
