import type { TimeGrain } from '../../engine/definition/report';
import type { RangePreset } from '../../engine/dates/presets';
import { MENU_GROUPS } from '../../engine/menu';
import type { ShellRoute } from '../../shell/routes/shellRoute';

export const DASHBOARD_TABS = ['daily', 'weekly', 'monthly'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export function dashboardTab(value: string | null): DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value ?? '') ? (value as DashboardTab) : 'daily';
}

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
 * sees the reports of its own area (provider, house, site owner, finance).
 */
export const PANEL_SLOTS: readonly { slot: PanelSlot; reports: readonly string[] }[] = [
  { slot: 'headline', reports: ['site_dashboard', 'house_site_dashboard', 'site_outline', 'bank_accounting'] },
  { slot: 'trend', reports: ['site_trend', 'house_site_trend', 'member_stats', 'member_deposit'] },
  { slot: 'ranking', reports: ['game_ranking', 'game_stats', 'service_banking'] },
];

export interface DashboardPanel {
  slot: PanelSlot;
  route: ShellRoute;
}

/** The panels the operator may open; empty when none of the dashboard's reports is open to its group. */
export function dashboardPanels(routes: readonly ShellRoute[]): DashboardPanel[] {
  return PANEL_SLOTS.flatMap(({ slot, reports }) => {
    const route = reports.map((id) => routes.find((r) => r.reportId === id)).find(Boolean);
    return route ? [{ slot, route }] : [];
  });
}

/** How many reports each menu group offers the operator, for the quick-access list. */
export function reportCounts(routes: readonly ShellRoute[]): { groupId: string; titleKey: string; path: string; count: number }[] {
  return MENU_GROUPS.map((group) => {
    const reports = routes.filter((route) => route.menuGroup === group.id);
    return { groupId: group.id, titleKey: group.titleKey, path: reports[0]?.path ?? group.path, count: reports.length };
  }).filter((g) => g.count > 0);
}
