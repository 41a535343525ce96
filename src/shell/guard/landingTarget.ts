import { parseDefaultRoute } from '../../state/sessionStore';
import { pinPath } from '../pin/pinRules';
import { defaultRoutePath } from '../routes/routeTable';
import type { ShellRoute } from '../routes/shellRoute';

/**
 * Where to go once routes exist after a login: the remembered redirect if it is open to the
 * operator, else the pinned route with its tab (a pin the operator may no longer open lands on the dashboard).
 */
export function landingTarget(routes: readonly ShellRoute[], defaultRoute: string, redirected: string | null): string {
  const pathOnly = redirected?.split(/[?#]/)[0];
  if (redirected && routes.some((route) => route.path === pathOnly)) return redirected;
  const { routeName, tab } = parseDefaultRoute(defaultRoute);
  const pinned = routes.find((route) => route.name === routeName);
  return pinned ? pinPath(pinned.path, tab) : defaultRoutePath(routes, routeName);
}
