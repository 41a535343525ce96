import { describe, expect, it } from 'vitest';
import { inquiryDetail, recentInquiryEntries, recentPageEntries } from '../../../../src/shell/recent/recentEntries';
import { buildRouteTable } from '../../../../src/shell/routes/routeTable';
import { reportEntry } from '../fixtures/reportEntries';

const routes = buildRouteTable([reportEntry({ id: 'site_compare' }), reportEntry({ id: 'game_ranking', reportIdx: 91002 })], [91000]);

describe('recent entries', () => {
  it('lists the recent pages the operator may still open, newest first', () => {
    const entries = recentPageEntries(routes, [{ path: '/sys_provider/game_ranking' }, { path: '/site_owner/gone' }, { path: '/sys_provider/site_compare' }]);
    expect(entries.map((e) => e.href)).toEqual(['/sys_provider/game_ranking', '/sys_provider/site_compare']);
    expect(entries[0].titleKey).toBe('reports.game_ranking.title');
  });

  it('turns an inquiry into a link that opens its report with the same filters', () => {
    const [entry] = recentInquiryEntries(routes, [{ reportId: 'site_compare', filters: { range: { preset: 'prev7' }, sites: [101] }, at: 1 }]);
    const url = new URL(entry.href, 'http://console');
    expect(url.pathname).toBe('/sys_provider/site_compare');
    expect(JSON.parse(url.searchParams.get('f') ?? '')).toEqual({ range: { preset: 'prev7' }, sites: [101] });
    expect(entry.detail).toEqual({ presetKey: 'presets.prev7', more: 1 });
  });

  it('drops inquiries of reports no longer open to the operator', () => {
    expect(recentInquiryEntries(routes, [{ reportId: 'member_tag', filters: {}, at: 1 }])).toEqual([]);
  });

  it('describes a custom period by its dates and skips empty filters', () => {
    expect(inquiryDetail({ range: { preset: 'custom', from: '2026-01-01', to: '2026-01-31' }, sites: [], markets: ['THB'] }))
      .toEqual({ from: '2026-01-01', to: '2026-01-31', more: 1 });
  });
});
