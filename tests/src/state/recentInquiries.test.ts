import { describe, expect, it } from 'vitest';
import { pushInquiry, readInquiries, recentInquiriesStore, recordInquiry, RECENT_INQUIRIES_KEY } from '../../../src/state/recentInquiries';

const inquiry = (reportId: string, filters: Record<string, unknown> = {}, at = 1) => ({ reportId, filters, at });

function memoryStorage() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('recent inquiries', () => {
  it('puts the newest search first and keeps at most 5', () => {
    const list = ['a', 'b', 'c', 'd', 'e'].map((id) => inquiry(id));
    expect(pushInquiry(list, inquiry('f')).map((i) => i.reportId)).toEqual(['f', 'a', 'b', 'c', 'd']);
  });

  it('moves the same report with the same filters to the front without duplicating it', () => {
    const list = [inquiry('a', { range: { preset: 'prev7' } }), inquiry('b'), inquiry('a', { range: { preset: 'prev30' } })];
    const next = pushInquiry(list, inquiry('a', { range: { preset: 'prev30' } }, 9));
    expect(next.map((i) => [i.reportId, i.at])).toEqual([['a', 9], ['a', 1], ['b', 1]]);
  });

  it('keeps them in localStorage under recent-inquiries and in the store the menus read', () => {
    const storage = memoryStorage();
    recordInquiry('site_compare', { range: { preset: 'prev7' } }, storage, 100);
    recordInquiry('game_ranking', { groupBy: 'game_kind_name' }, storage, 200);
    expect(JSON.parse(storage.data.get(RECENT_INQUIRIES_KEY) ?? '[]')).toEqual([
      inquiry('game_ranking', { groupBy: 'game_kind_name' }, 200), inquiry('site_compare', { range: { preset: 'prev7' } }, 100),
    ]);
    expect(recentInquiriesStore.list.map((i) => i.reportId)).toEqual(['game_ranking', 'site_compare']);
  });

  it('reads nothing from unreadable or foreign data', () => {
    expect(readInquiries({ getItem: () => 'garbage' })).toEqual([]);
    expect(readInquiries({ getItem: () => JSON.stringify([{ reportId: 3 }, inquiry('ok')]) })).toEqual([inquiry('ok')]);
  });
});
