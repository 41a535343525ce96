import { proxy } from 'valtio';

/** The last report searches, re-runnable with one click (spec §2 screen capabilities). */
export const RECENT_INQUIRIES_KEY = 'recent-inquiries';
export const RECENT_INQUIRIES_MAX = 5;
/** Longer filter sets are not kept: they would not fit a link and no operator retypes them. */
const MAX_FILTERS_JSON = 2000;

export interface RecentInquiry {
  reportId: string;
  filters: Record<string, unknown>;
  /** Epoch ms of the search. */
  at: number;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

const sameSearch = (a: RecentInquiry, b: Pick<RecentInquiry, 'reportId' | 'filters'>) =>
  a.reportId === b.reportId && JSON.stringify(a.filters) === JSON.stringify(b.filters);

/** Newest first; the same report with the same filters moves to the front; the oldest drops past 5. */
export function pushInquiry(list: readonly RecentInquiry[], entry: RecentInquiry, max = RECENT_INQUIRIES_MAX): RecentInquiry[] {
  return [entry, ...list.filter((item) => !sameSearch(item, entry))].slice(0, max);
}

function isInquiry(value: unknown): value is RecentInquiry {
  const v = value as RecentInquiry | null;
  return typeof v?.reportId === 'string' && typeof v.filters === 'object' && v.filters !== null && !Array.isArray(v.filters) && typeof v.at === 'number';
}

export function readInquiries(storage: Pick<Storage, 'getItem'>): RecentInquiry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENT_INQUIRIES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isInquiry).slice(0, RECENT_INQUIRIES_MAX) : [];
  } catch {
    return [];
  }
}

const local = (): Store | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** The inquiries as the menus show them; follows every search of this tab. */
export const recentInquiriesStore = proxy<{ list: RecentInquiry[] }>({ list: (() => { const s = local(); return s ? readInquiries(s) : []; })() });

/**
 * Called by the report page when an operator runs a search: keeps it in localStorage under
 * 'recent-inquiries' and in the store the toolbar and dashboard read.
 */
export function recordInquiry(reportId: string, filters: Record<string, unknown>, storage: Store | undefined = local(), now = Date.now()): RecentInquiry[] {
  let json: string;
  try { json = JSON.stringify(filters ?? {}); } catch { return recentInquiriesStore.list; }
  if (json.length > MAX_FILTERS_JSON) return recentInquiriesStore.list;
  const next = pushInquiry(storage ? readInquiries(storage) : recentInquiriesStore.list, { reportId, filters: JSON.parse(json) as Record<string, unknown>, at: now });
  storage?.setItem(RECENT_INQUIRIES_KEY, JSON.stringify(next));
  recentInquiriesStore.list = next;
  return next;
}
