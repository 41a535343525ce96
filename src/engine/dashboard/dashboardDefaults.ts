import type { TimeGrain } from '../definition/report';
import type { RangePreset } from '../dates/presets';

export const DASHBOARD_TABS = ['daily', 'weekly', 'monthly'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** The tab the dashboard opens on (the default pin tab, spec §9). */
export const DEFAULT_DASHBOARD_TAB: DashboardTab = 'daily';

/** The period of each tab: daily → previous 7 days by day, weekly → previous 90 days by week, monthly → previous 12 months by month. */
const TAB_PERIODS: Record<DashboardTab, { preset: RangePreset; grain: TimeGrain }> = {
  daily: { preset: 'prev7', grain: 'day' },
  weekly: { preset: 'prev90', grain: 'week' },
  monthly: { preset: 'prev12m', grain: 'month' },
};

/**
 * The widget params of a tab, by filter key as the report definitions name them: every report's
 * date range is `range` and its grain `grain`; a report ignores the keys it does not have.
 */
export function tabFilters(tab: DashboardTab): { range: { preset: RangePreset }; grain: TimeGrain } {
  const { preset, grain } = TAB_PERIODS[tab];
  return { range: { preset }, grain };
}

export type PanelSlot = 'headline' | 'trend' | 'ranking';

/**
 * What the dashboard shows, in order: the headline figures of the period, their trend, and a
 * ranking. Each slot takes the first report of its list the operator may open, so every group
 * sees the reports of its own area (provider, house, site owner, finance). The server warms these
 * answers at start (server/reports/warmDashboards.ts), so it reads the list from here.
 */
export const PANEL_SLOTS: readonly { slot: PanelSlot; reports: readonly string[] }[] = [
  { slot: 'headline', reports: ['site_dashboard', 'house_site_dashboard', 'site_outline', 'bank_accounting'] },
  { slot: 'trend', reports: ['site_trend', 'house_site_trend', 'member_stats', 'member_deposit'] },
  { slot: 'ranking', reports: ['game_ranking', 'game_stats', 'service_banking'] },
];

/** The report of each slot the operator may open (`mayOpen` by report id), in slot order. */
export function dashboardReportIds(mayOpen: (reportId: string) => boolean): { slot: PanelSlot; reportId: string }[] {
  return PANEL_SLOTS.flatMap(({ slot, reports }) => {
    const reportId = reports.find(mayOpen);
    return reportId ? [{ slot, reportId }] : [];
  });
}
