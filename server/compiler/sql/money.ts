import type { ExpressionHooks } from '../dialect/dialect';
import { ratesWindow, type MoneyConversion } from '../rateBook';
import type { Params } from './params';

/** One money amount of a row: its base-currency SQL, its own-currency SQL, and the row's day and site. */
export interface MoneyColumn {
  base: string;
  local: string;
  day: string;
  site: string;
}

/**
 * A row's amount in the conversion's currency: a site's own amount where the currency is the site's,
 * else the base amount divided by the currency's rate of the row's day (kept exact by the dialect).
 * Without a conversion (the base currency), the base amount. `window` narrows the rates bound to the
 * days the read covers (every row read must lie within it).
 */
export function moneySql(money: MoneyConversion | undefined, col: MoneyColumn, hooks: ExpressionHooks, params: Params, window?: { from: string; to: string }): string {
  if (!money) return col.base;
  const { firstDay, rates } = ratesWindow(money, window?.from, window?.to);
  const converted = hooks.exactMoney(`${col.base} / ${hooks.dayRate(col.day, firstDay, rates, params)}`);
  if (!money.ownSites.length) return converted;
  // both branches of one exact type: DuckDB would otherwise round the converted amounts to the own amounts' scale
  return `CASE WHEN ${col.site} IN ${params.list(money.ownSites)} THEN ${hooks.exactMoney(col.local)} ELSE ${converted} END`;
}
