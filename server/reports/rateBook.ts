import type { RateBook } from '../compiler/rateBook';
import { daysBetween } from '../compiler/rateBook';
import type { Warehouse } from '../warehouse/warehouse';
import { BASE_CURRENCY } from '../warehouse/schema';

/**
 * The warehouse's rates by day and currency and its sites' currencies, read once by the report
 * service (a few thousand rows). A day a currency has no rate for keeps the day before's.
 */
export async function readRateBook(warehouse: Warehouse): Promise<RateBook> {
  // a DATE reads back as 'YYYY-MM-DD' from both warehouses
  const [rows, sites] = await Promise.all([
    warehouse.query('SELECT rate_date, currency, rate_to_base FROM fx_rate ORDER BY currency, rate_date'),
    warehouse.query('SELECT site_id, site_currency FROM dim_site ORDER BY site_id'),
  ]);
  const days = rows.map((r) => String(r.rate_date)).sort();
  const firstDay = days[0] ?? '1970-01-01';
  const length = days.length ? daysBetween(firstDay, days[days.length - 1]) + 1 : 0;
  const rates = new Map<string, number[]>();
  for (const r of rows) {
    const currency = String(r.currency);
    const list = rates.get(currency) ?? new Array<number>(length).fill(Number.NaN);
    list[daysBetween(firstDay, String(r.rate_date))] = Number(r.rate_to_base);
    rates.set(currency, list);
  }
  if (!rates.has(BASE_CURRENCY)) rates.set(BASE_CURRENCY, new Array<number>(length).fill(1));
  for (const list of rates.values()) {
    for (let i = 1; i < list.length; i++) if (Number.isNaN(list[i])) list[i] = list[i - 1];
    // a currency whose rates start late takes its first known rate for the days before
    const first = list.findIndex((x) => !Number.isNaN(x));
    for (let i = 0; i < first; i++) list[i] = list[first];
  }
  return {
    base: BASE_CURRENCY,
    currencies: [...rates.keys()].filter((c) => rates.get(c)!.every((x) => x > 0)).sort(),
    firstDay,
    rates,
    siteCurrency: new Map(sites.map((s) => [Number(s.site_id), String(s.site_currency)])),
  };
}


