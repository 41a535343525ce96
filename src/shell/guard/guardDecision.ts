import { DASHBOARD_PATH } from '../routes/staticRoutes';

export type GuardDecision =
  /** No token at /: clear the session and go to /login. */
  | 'clear-and-login'
  /** Render the requested path. */
  | 'pass'
  /** Token at /login (or /): go to the dashboard. */
  | 'to-dashboard'
  /** Token, but the dynamic routes are not registered yet. */
  | 'rebuild';

export interface GuardInput {
  path: string;
  hasToken: boolean;
  routesReady: boolean;
}

/** Spec §2 navigation guard. */
export function decideNavigation({ path, hasToken, routesReady }: GuardInput): GuardDecision {
  if (!hasToken) return path === '/' ? 'clear-and-login' : 'pass';
  if (path === '/login' || path === '/') return 'to-dashboard';
  if (!routesReady) return 'rebuild';
  return 'pass';
}

/** Spec §2: a redirect source other than /, /login or /dashboard is remembered as 'redirected'. */
export function redirectSourceToRemember(path: string | null | undefined): string | null {
  if (!path || path === '/' || path === '/login' || path === DASHBOARD_PATH) return null;
  return path;
}
