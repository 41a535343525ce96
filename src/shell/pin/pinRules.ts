import { DEFAULT_ROUTE, parseDefaultRoute } from '../../state/sessionStore';
import type { ShellRoute } from '../routes/shellRoute';

/** Spec §3 / §9: the tab of a page without tabs, and the default pin. */
export const DEFAULT_TAB = 'daily';
export const DEFAULT_PIN = parseDefaultRoute(DEFAULT_ROUTE);

export interface IndexPin {
  routeName: string;
  tab: string;
}

/** Spec §2 / §5: every page has a pin button except maintenance pages and the Dashboard. */
export function pinAvailable(route: Pick<ShellRoute, 'name' | 'path'> | undefined): boolean {
  return Boolean(route) && !route!.path.includes('maintenance') && route!.name !== 'Dashboard';
}

const TAB = /^[A-Za-z0-9_-]{1,40}$/;

/** A page's tab: the `tab` search parameter (the dashboard period, a report's sub view), else daily. */
export function pageTab(search: string): string {
  const tab = new URLSearchParams(search).get('tab');
  return tab && TAB.test(tab) ? tab : DEFAULT_TAB;
}

/** Spec §4: pinned when the current route name and tab equal the stored ones. */
export function isPinned(defaultRoute: string, current: IndexPin): boolean {
  const stored = parseDefaultRoute(defaultRoute);
  return stored.routeName === current.routeName && stored.tab === current.tab;
}

/** What confirming the dialog stores: the current page when saving, Dashboard / daily when cancelling. */
export function pinAfterConfirm(pinned: boolean, current: IndexPin): IndexPin {
  return pinned ? { ...DEFAULT_PIN } : { ...current };
}

/** The stored form of a pin (spec §3: route name and tab joined by a comma). */
export function joinPin(pin: IndexPin): string {
  return `${pin.routeName},${pin.tab}`;
}

/** The address a pin opens: the route's path, with its tab unless it is the default one. */
export function pinPath(path: string, tab: string): string {
  return tab && tab !== DEFAULT_TAB ? `${path}?${new URLSearchParams({ tab }).toString()}` : path;
}
