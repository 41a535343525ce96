import { parseDefaultRoute } from '../../state/sessionStore';
import { pinPath } from '../pin/pinRules';
import { defaultRoutePath } from '../routes/routeTable';
import type { ShellRoute } from '../routes/shellRoute';

/**
 * Where to go once routes exist after a login: the remembered redirect (a link opened without a
 * session: if the operator may not open it, that page says 403), else the pinned route with its
 * tab (a pin the operator may no longer open lands on the dashboard).
 */
export function landingTarget(routes: readonly ShellRoute[], defaultRoute: string, redirected: string | null): string {
  if (redirected?.startsWith('/') && !redirected.startsWith('//')) return redirected;
  const { routeName, tab } = parseDefaultRoute(defaultRoute);
  const pinned = routes.find((route) => route.name === routeName);
  return pinned ? pinPath(pinned.path, tab) : defaultRoutePath(routes, routeName);
}
