import { resolveRange, type DateRangeValue } from '../../engine/dates/presets';
import { globalStore } from '../../state/globalStore';
import { setServerNow } from '../../state/serverClock';
import { writeSessionList } from '../../state/sessionLists';
import { sessionStore } from '../../state/sessionStore';
import type { RecordedReport } from './recordedReports';

/** Demo exchange rates (USD per unit), as /api/exchangerate/list answers them. */
export const DEMO_RATES = [
  { currency: 'USD', market_name: 'United States', rate_to_base: 1, rate_date: '2026-11-21' },
  { currency: 'THB', market_name: 'Thailand', rate_to_base: 0.0285, rate_date: '2026-11-21' },
  { currency: 'VND', market_name: 'Vietnam', rate_to_base: 0.0000394, rate_date: '2026-11-21' },
  { currency: 'PHP', market_name: 'Philippines', rate_to_base: 0.0172, rate_date: '2026-11-21' },
  { currency: 'IDR', market_name: 'Indonesia', rate_to_base: 0.0000628, rate_date: '2026-11-21' },
];

/** The sites the recorded results show, as the session's site list. */
export function demoSites(records: Readonly<Record<string, RecordedReport>>): { site_id: number; site_name: string; site_currency: string }[] {
  const seen = new Map<number, { site_id: number; site_name: string; site_currency: string }>();
  for (const r of Object.values(records)) {
    for (const row of r.result.res) {
      if (typeof row.site_id === 'number' && typeof row.site_name === 'string') {
        seen.set(row.site_id, { site_id: row.site_id, site_name: row.site_name, site_currency: String(row.site_currency ?? 'USD') });
      }
    }
  }
  return [...seen.values()].sort((a, b) => a.site_id - b.site_id);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The day the results were recorded on: the day on which a report's default preset resolves to
 * the period its result covers (stories show the dates a preset stands for on that day).
 */
export function recordedToday(records: Readonly<Record<string, RecordedReport>>): string | undefined {
  for (const { view, result } of Object.values(records)) {
    const preset = (view.filters.find((f) => f.widget === 'dateRange')?.default as DateRangeValue | undefined)?.preset;
    const range = result.meta.range;
    if (!preset || preset === 'custom' || !range) continue;
    const day = [range.to, nextDay(range.to)].find((t) => {
      const r = resolveRange({ preset }, t);
      return r.from === range.from && r.to === range.to;
    });
    if (day) return day;
  }
  return undefined;
}

/**
 * A logged-in session for stories: session lists, rates, currency and the report routes (so drill
 * links resolve). Written to the stores and session storage the console reads.
 */
export function applyDemoSession(records: Readonly<Record<string, RecordedReport>>, currency = 'USD', autoSearch = true): void {
  writeSessionList(sessionStorage, 'site_list', demoSites(records));
  writeSessionList(sessionStorage, 'game_kind_list', [
    { game_kind_code: 'slot', game_kind_name: 'Slot Games' }, { game_kind_code: 'live', game_kind_name: 'Live Casino' },
    { game_kind_code: 'sport', game_kind_name: 'Sports' }, { game_kind_code: 'fish', game_kind_name: 'Fishing' },
  ]);
  writeSessionList(sessionStorage, 'game_brand_list', [{ game_brand_code: 'PG' }, { game_brand_code: 'EVO' }, { game_brand_code: 'JILI' }]);
  globalStore.exchangeRate = DEMO_RATES;
  globalStore.currencyList = DEMO_RATES.map(({ currency: c, market_name }) => ({ currency: c, market_name }));
  globalStore.currency = currency;
  sessionStore.autoSearch = autoSearch;
  const today = recordedToday(records);
  if (today) setServerNow(`${today}T12:00:00Z`);
  sessionStore.routes = Object.values(records).map(({ view }) => ({
    id: view.id, path: view.route.path, menuGroup: view.route.menuGroup, category: view.route.category, itemIdx: view.route.itemIdx,
    reportIdx: view.route.reportIdx, order: view.route.order, titleKey: view.titleKey, singleSite: Boolean(view.route.singleSite), widget: view.widget,
  }));
}
