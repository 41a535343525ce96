import { DASHBOARD_TABS, DEFAULT_DASHBOARD_TAB, dashboardReportIds, type DashboardTab, type PanelSlot } from '../../engine/dashboard/dashboardDefaults';
import { MENU_GROUPS } from '../../engine/menu';
import type { ShellRoute } from '../../shell/routes/shellRoute';

export { DASHBOARD_TABS, PANEL_SLOTS, tabFilters, type DashboardTab, type PanelSlot } from '../../engine/dashboard/dashboardDefaults';

export function dashboardTab(value: string | null): DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value ?? '') ? (value as DashboardTab) : DEFAULT_DASHBOARD_TAB;
}

export interface DashboardPanel {
  slot: PanelSlot;
  route: ShellRoute;
}

/** The panels the operator may open; empty when none of the dashboard's reports is open to its group. */
export function dashboardPanels(routes: readonly ShellRoute[]): DashboardPanel[] {
  return dashboardReportIds((id) => routes.some((r) => r.reportId === id))
    .map(({ slot, reportId }) => ({ slot, route: routes.find((r) => r.reportId === reportId)! }));
}

/** How many reports each menu group offers the operator, for the quick-access list. */
export function reportCounts(routes: readonly ShellRoute[]): { groupId: string; titleKey: string; path: string; count: number }[] {
  return MENU_GROUPS.map((group) => {
    const reports = routes.filter((route) => route.menuGroup === group.id);
    return { groupId: group.id, titleKey: group.titleKey, path: reports[0]?.path ?? group.path, count: reports.length };
  }).filter((g) => g.count > 0);
}
