import { globalStore } from '../../state/globalStore';
import { setServerNow } from '../../state/serverClock';
import { writeSessionList } from '../../state/sessionLists';
import { sessionStore } from '../../state/sessionStore';
import { gallerySessionOf, type GallerySession } from './gallerySession';
import type { RecordedReport } from './recordedReports';

export { demoSites, recordedToday } from './gallerySession';

/** Demo exchange rates (USD per unit), as /api/exchangerate/list answers them. */
export const DEMO_RATES = [
  { currency: 'USD', market_name: 'United States', rate_to_base: 1, rate_date: '2026-11-21' },
  { currency: 'THB', market_name: 'Thailand', rate_to_base: 0.0285, rate_date: '2026-11-21' },
  { currency: 'VND', market_name: 'Vietnam', rate_to_base: 0.0000394, rate_date: '2026-11-21' },
  { currency: 'PHP', market_name: 'Philippines', rate_to_base: 0.0172, rate_date: '2026-11-21' },
  { currency: 'IDR', market_name: 'Indonesia', rate_to_base: 0.0000628, rate_date: '2026-11-21' },
];

/**
 * A logged-in session for stories: session lists, rates, currency and the report routes (so drill
 * links resolve). Written to the stores and session storage the console reads.
 */
export function applySession(session: GallerySession, currency = 'USD', autoSearch = true): void {
  writeSessionList(sessionStorage, 'site_list', session.sites);
  writeSessionList(sessionStorage, 'game_kind_list', [
    { game_kind_code: 'slot', game_kind_name: 'Slot Games' }, { game_kind_code: 'live', game_kind_name: 'Live Casino' },
    { game_kind_code: 'sport', game_kind_name: 'Sports' }, { game_kind_code: 'fish', game_kind_name: 'Fishing' },
  ]);
  writeSessionList(sessionStorage, 'game_brand_list', [{ game_brand_code: 'PG' }, { game_brand_code: 'EVO' }, { game_brand_code: 'JILI' }]);
  globalStore.exchangeRate = DEMO_RATES;
  globalStore.currencyList = DEMO_RATES.map(({ currency: c, market_name }) => ({ currency: c, market_name }));
  globalStore.currency = currency;
  sessionStore.autoSearch = autoSearch;
  if (session.today) setServerNow(`${session.today}T12:00:00Z`);
  sessionStore.routes = session.routes;
}

/** The session of a set of recordings (gallerySession.ts), applied. */
export function applyDemoSession(records: Readonly<Record<string, RecordedReport>>, currency = 'USD', autoSearch = true): void {
  applySession(gallerySessionOf(records), currency, autoSearch);
}
