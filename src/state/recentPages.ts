/** Spec §3/§5: up to 5 recent pages in localStorage; a revisit moves to the front, the oldest drops. */
export const RECENT_PAGES_KEY = 'last-search-page';
export const RECENT_PAGES_MAX = 5;

export interface RecentPage {
  path: string;
}

export function pushRecentPage(list: readonly RecentPage[], path: string, max = RECENT_PAGES_MAX): RecentPage[] {
  return [{ path }, ...list.filter((page) => page.path !== path)].slice(0, max);
}

export function readRecentPages(storage: Pick<Storage, 'getItem'>): RecentPage[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENT_PAGES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((p): p is RecentPage => typeof p?.path === 'string').slice(0, RECENT_PAGES_MAX) : [];
  } catch {
    return [];
  }
}

export function recordRecentPage(storage: Pick<Storage, 'getItem' | 'setItem'>, path: string): RecentPage[] {
  const next = pushRecentPage(readRecentPages(storage), path);
  storage.setItem(RECENT_PAGES_KEY, JSON.stringify(next));
  return next;
}
