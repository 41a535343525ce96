import { describe, expect, it } from 'vitest';
import { pushRecentPage, readRecentPages, recordRecentPage, RECENT_PAGES_KEY } from '../../../src/state/recentPages';

const pages = (...paths: string[]) => paths.map((path) => ({ path }));

describe('recent pages', () => {
  it('puts a new page first', () => {
    expect(pushRecentPage(pages('/a', '/b'), '/c')).toEqual(pages('/c', '/a', '/b'));
  });
  it('moves a revisited page to the front without duplicating it', () => {
    expect(pushRecentPage(pages('/a', '/b', '/c'), '/b')).toEqual(pages('/b', '/a', '/c'));
  });
  it('keeps at most 5 and drops the oldest', () => {
    expect(pushRecentPage(pages('/1', '/2', '/3', '/4', '/5'), '/6')).toEqual(pages('/6', '/1', '/2', '/3', '/4'));
  });
  it('stores the list in localStorage under the last-search-page key', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    recordRecentPage(storage, '/x');
    recordRecentPage(storage, '/y');
    expect(JSON.parse(data.get(RECENT_PAGES_KEY) ?? '')).toEqual(pages('/y', '/x'));
    expect(readRecentPages({ getItem: () => 'garbage' })).toEqual([]);
  });
});
