import { describe, expect, it, vi } from 'vitest';
import { checkSessionLists, missingSessionLists, readSessionList, writeSessionList } from '../../../src/state/sessionLists';

function memoryStorage(init: Record<string, string> = {}) {
  const data = new Map(Object.entries(init));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('session lists', () => {
  it('counts a list missing when absent, empty, or the text null or undefined', () => {
    const storage = memoryStorage({ site_list: 'null', game_kind_list: '', game_brand_list: 'undefined' });
    expect(missingSessionLists(storage)).toEqual(['site_list', 'game_kind_list', 'game_brand_list']);
    expect(missingSessionLists(memoryStorage())).toHaveLength(3);
  });
  it('logs the missing-session-data error', () => {
    const log = vi.fn();
    expect(checkSessionLists(memoryStorage({ site_list: '[]', game_kind_list: '[]' }), log)).toBe(false);
    expect(log).toHaveBeenCalledWith('Missing session data:', 'game_brand_list');
  });
  it('passes when all three lists are stored', () => {
    const storage = memoryStorage();
    for (const name of ['site_list', 'game_kind_list', 'game_brand_list'] as const) writeSessionList(storage, name, [{ id: 1 }]);
    const log = vi.fn();
    expect(checkSessionLists(storage, log)).toBe(true);
    expect(log).not.toHaveBeenCalled();
    expect(readSessionList(storage, 'site_list')).toEqual([{ id: 1 }]);
  });
  it('reads an unreadable list as empty', () => {
    expect(readSessionList(memoryStorage({ site_list: '{oops' }), 'site_list')).toEqual([]);
  });
});
