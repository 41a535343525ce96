import { describe, expect, it } from 'vitest';
import { recordInquiry, recentInquiriesStore, RECENT_INQUIRIES_KEY } from '../../../src/state/recentInquiries';
import { claimRecent, clearRecent, RECENT_OWNER_KEY } from '../../../src/state/recentOwner';
import { readRecentPages, recordRecentPage, RECENT_PAGES_KEY } from '../../../src/state/recentPages';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() { return data.size; },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => { data.delete(k); },
    setItem: (k, v) => { data.set(k, String(v)); },
  };
}

describe('recent pages and inquiries belong to one operator', () => {
  it("keeps an operator's own lists across its sessions and clears them for the next operator", () => {
    const storage = memoryStorage();
    expect(claimRecent(storage, 7)).toBe(false);
    recordRecentPage(storage, '/provider/trend');
    recordInquiry('site_trend', { range: { preset: 'prev7' } }, storage, 1);
    // the same operator again (a reload, a timed-out session): nothing is lost
    expect(claimRecent(storage, 7)).toBe(false);
    expect(readRecentPages(storage)).toEqual([{ path: '/provider/trend' }]);
    expect(recentInquiriesStore.list).toHaveLength(1);
    // another operator on the same browser: nothing of the first is left, in storage or on screen
    expect(claimRecent(storage, 9)).toBe(true);
    expect(readRecentPages(storage)).toEqual([]);
    expect(storage.getItem(RECENT_INQUIRIES_KEY)).toBeNull();
    expect(recentInquiriesStore.list).toEqual([]);
    expect(storage.getItem(RECENT_OWNER_KEY)).toBe('9');
  });

  it('clears lists kept without an owner, and everything on logout', () => {
    const storage = memoryStorage();
    storage.setItem(RECENT_PAGES_KEY, JSON.stringify([{ path: '/house/siteRecap' }]));
    claimRecent(storage, 3);
    expect(readRecentPages(storage)).toEqual([]);
    recordRecentPage(storage, '/provider/trend');
    clearRecent(storage);
    expect(readRecentPages(storage)).toEqual([]);
    expect(storage.getItem(RECENT_OWNER_KEY)).toBeNull();
  });
});
