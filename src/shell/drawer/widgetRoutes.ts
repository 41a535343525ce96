import { MENU_GROUPS } from '../../engine/menu';
import type { ShellRoute } from '../routes/shellRoute';

/** The side drawer widgets the operator may open: report routes marked `widget` by /api/report/list, in menu order. */
export function widgetRoutes(routes: readonly ShellRoute[]): ShellRoute[] {
  const groupOrder = (route: ShellRoute) => MENU_GROUPS.findIndex((g) => g.id === route.menuGroup);
  return routes
    .filter((route) => route.reportId && route.widget)
    .sort((a, b) => groupOrder(a) - groupOrder(b) || (a.reportIdx ?? 0) - (b.reportIdx ?? 0) || a.order - b.order);
}

/** The menu group title of a route: tells apart widgets of the same name in two areas (game retention). */
export function groupTitleKey(route: Pick<ShellRoute, 'menuGroup'>): string | undefined {
  return MENU_GROUPS.find((g) => g.id === route.menuGroup)?.titleKey;
}
