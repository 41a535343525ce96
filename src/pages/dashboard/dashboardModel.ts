import { MENU_GROUPS } from '../../engine/menu';
import type { ShellRoute } from '../../shell/routes/shellRoute';

export const DASHBOARD_TABS = ['daily', 'weekly', 'monthly'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export function dashboardTab(value: string | null): DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value ?? '') ? (value as DashboardTab) : 'daily';
}

/** Widget reports, in menu order, as dashboard tiles. */
export function dashboardTiles(routes: readonly ShellRoute[]): ShellRoute[] {
  const groupOrder = (route: ShellRoute) => MENU_GROUPS.findIndex((g) => g.id === route.menuGroup);
  return routes
    .filter((route) => route.reportId && route.widget)
    .sort((a, b) => groupOrder(a) - groupOrder(b) || (a.reportIdx ?? 0) - (b.reportIdx ?? 0) || a.order - b.order);
}

/** How many reports each menu group offers the operator, for the quick-access list. */
export function reportCounts(routes: readonly ShellRoute[]): { groupId: string; titleKey: string; path: string; count: number }[] {
  return MENU_GROUPS.map((group) => {
    const reports = routes.filter((route) => route.menuGroup === group.id);
    return { groupId: group.id, titleKey: group.titleKey, path: reports[0]?.path ?? group.path, count: reports.length };
  }).filter((g) => g.count > 0);
}
