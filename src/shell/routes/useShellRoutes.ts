import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { sessionStore } from '../../state/sessionStore';
import { buildRouteTable } from './routeTable';
import type { ShellRoute } from './shellRoute';

/** The operator's authenticated routes, rebuilt when the report list or the permissions change. */
export function useShellRoutes(): ShellRoute[] {
  const { routes, permitted } = useSnapshot(sessionStore);
  return useMemo(() => buildRouteTable(routes ?? [], permitted), [routes, permitted]);
}
