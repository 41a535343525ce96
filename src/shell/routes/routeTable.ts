import { isPermitted } from '../../engine/menu';
import type { ReportEntry } from '../../api/contracts';
import type { ShellRoute } from './shellRoute';
import { DASHBOARD_PATH, STATIC_ROUTES } from './staticRoutes';

/** A report entry as an authenticated route. */
export function reportRoute(entry: ReportEntry): ShellRoute {
  return {
    name: entry.id,
    path: entry.path,
    titleKey: entry.titleKey,
    menuGroup: entry.menuGroup,
    category: entry.category,
    itemIdx: entry.itemIdx,
    reportIdx: entry.reportIdx,
    order: entry.order,
    singleSite: entry.singleSite,
    inMenu: true,
    reportId: entry.id,
    widget: entry.widget,
  };
}

/** Every route the operator may open: permitted hand-built pages, then the reports. */
export function buildRouteTable(entries: readonly ReportEntry[], permitted: readonly number[]): ShellRoute[] {
  const pages = STATIC_ROUTES.filter((route) => isPermitted(route, permitted));
  const reports = entries.filter((entry) => isPermitted(entry, permitted)).map(reportRoute);
  const seen = new Set<string>();
  return [...pages, ...reports].filter((route) => !seen.has(route.path) && seen.add(route.path));
}

export function findRoute(routes: readonly ShellRoute[], path: string): ShellRoute | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return routes.find((route) => route.path === clean);
}

/** The path of the operator's pinned route ('Dashboard,daily' style), falling back to the dashboard. */
export function defaultRoutePath(routes: readonly ShellRoute[], routeName: string): string {
  return routes.find((route) => route.name === routeName)?.path ?? DASHBOARD_PATH;
}

/** The route of a report id (the side drawer's widget title and link). */
export function findRouteByReport(routes: readonly ShellRoute[], reportId: string): ShellRoute | undefined {
  return routes.find((route) => route.reportId === reportId);
}
