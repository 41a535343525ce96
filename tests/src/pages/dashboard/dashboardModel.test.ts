import { describe, expect, it } from 'vitest';
import { dashboardPanels, dashboardTab, PANEL_SLOTS, tabFilters } from '../../../../src/pages/dashboard/dashboardModel';
import { loadRegistry } from '../../../../server/definitions/discover';
import { buildRouteTable } from '../../../../src/shell/routes/routeTable';
import { reportEntry } from '../../shell/fixtures/reportEntries';

describe('dashboard model', () => {
  it('opens on the daily tab unless a known tab is asked for', () => {
    expect(dashboardTab(null)).toBe('daily');
    expect(dashboardTab('monthly')).toBe('monthly');
    expect(dashboardTab('yearly')).toBe('daily');
  });

  it('gives each tab its period and grain', () => {
    expect(tabFilters('daily')).toEqual({ range: { preset: 'prev7' }, grain: 'day' });
    expect(tabFilters('weekly')).toEqual({ range: { preset: 'prev90' }, grain: 'week' });
    expect(tabFilters('monthly')).toEqual({ range: { preset: 'prev12m' }, grain: 'month' });
  });

  it("gives every dashboard report by day the tab's grain: a weekly tab's rows are weeks, not 90 days", async () => {
    const { reports } = await loadRegistry();
    for (const id of PANEL_SLOTS.flatMap((s) => s.reports)) {
      const report = reports.get(id)!;
      const grain = report.query.kind === 'model' ? report.query.time?.grain : undefined;
      if (grain === undefined) continue;
      expect(grain, id).toEqual({ param: 'grain' });
      expect(report.filters.find((f) => f.key === 'grain'), id).toMatchObject({ param: 'grain' });
    }
  });
  it('fills each slot with the first report of its list the operator may open', () => {
    const entries = [
      reportEntry({ id: 'site_dashboard', path: '/provider/date', menuGroup: 'provider', itemIdx: 70000, reportIdx: 70101 }),
      reportEntry({ id: 'site_trend', path: '/provider/trend', menuGroup: 'provider', itemIdx: 70000, reportIdx: 70102 }),
      reportEntry({ id: 'game_ranking', reportIdx: 91002 }),
      reportEntry({ id: 'site_outline', path: '/site_owner/site_outline', menuGroup: 'site_owner', itemIdx: 92000, reportIdx: 92010 }),
    ];
    const provider = dashboardPanels(buildRouteTable(entries, [70000, 91000]));
    expect(provider.map((p) => [p.slot, p.route.reportId])).toEqual([['headline', 'site_dashboard'], ['trend', 'site_trend'], ['ranking', 'game_ranking']]);
    const owner = dashboardPanels(buildRouteTable(entries, [92000]));
    expect(owner.map((p) => [p.slot, p.route.reportId])).toEqual([['headline', 'site_outline']]);
  });

  it('has no panels when none of the dashboard reports is open to the group', () => {
    expect(dashboardPanels(buildRouteTable([reportEntry({ id: 'osw_recap' })], [91000]))).toEqual([]);
  });
});
