import { parseDefaultRoute } from '../../state/sessionStore';
import { defaultRoutePath } from '../routes/routeTable';
import type { ShellRoute } from '../routes/shellRoute';

/** Where to go once routes exist after a login: the remembered redirect if it is open to the operator, else the pinned route. */
export function landingTarget(routes: readonly ShellRoute[], defaultRoute: string, redirected: string | null): string {
  const pathOnly = redirected?.split(/[?#]/)[0];
  if (redirected && routes.some((route) => route.path === pathOnly)) return redirected;
  return defaultRoutePath(routes, parseDefaultRoute(defaultRoute).routeName);
}
