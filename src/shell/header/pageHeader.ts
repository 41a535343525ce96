import { MENU_GROUPS } from '../../engine/menu';
import { findRoute } from '../routes/routeTable';
import type { ShellRoute } from '../routes/shellRoute';
import { ACCOUNT_SETTING_PATH, DASHBOARD_PATH } from '../routes/staticRoutes';

export interface Crumb {
  titleKey: string;
  to?: string;
}

export interface PageHeaderModel {
  titleKey: string;
  parentKey?: string;
  crumbs: Crumb[];
}

/** Spec §2: no page header on the dashboard and the account settings. */
export const HEADERLESS_PATHS = [DASHBOARD_PATH, ACCOUNT_SETTING_PATH];

/** Title, parent title and breadcrumbs from Home for a path, or null where the header is hidden. */
export function pageHeader(routes: readonly ShellRoute[], path: string): PageHeaderModel | null {
  const route = findRoute(routes, path);
  if (!route || HEADERLESS_PATHS.includes(route.path)) return null;
  const group = MENU_GROUPS.find((g) => g.id === route.menuGroup);
  const crumbs: Crumb[] = [{ titleKey: 'shell.home', to: DASHBOARD_PATH }];
  if (group) crumbs.push({ titleKey: group.titleKey });
  crumbs.push({ titleKey: route.titleKey });
  return { titleKey: route.titleKey, parentKey: group?.titleKey, crumbs };
}
