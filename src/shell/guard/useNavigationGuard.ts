import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { clearSession, REDIRECTED_KEY } from '../../state/sessionActions';
import { sessionStore } from '../../state/sessionStore';
import { handleError } from '../feedback/handleError';
import { buildRouteTable } from '../routes/routeTable';
import { DASHBOARD_PATH } from '../routes/staticRoutes';
import { decideNavigation, type GuardDecision } from './guardDecision';
import { landingTarget } from './landingTarget';
import { refreshRights } from './refreshRights';
import { rebuildSession } from './sessionRebuild';
import { takeReturnPath } from '../../state/sessionLoss';

export type RebuildStatus = 'idle' | 'running' | 'failed';

/** Runs the spec §2 guard for the current location; components render by its decision. */
export function useNavigationGuard(): { decision: GuardDecision; rebuild: RebuildStatus; retry: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const { token, routes, permitted, defaultRoute } = useSnapshot(sessionStore);
  const [running, setRunning] = useState(false);
  // A failure belongs to the token it happened with: a new login starts a fresh rebuild.
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const inFlight = useRef(false);
  const decision = decideNavigation({ path: location.pathname, hasToken: Boolean(token), routesReady: routes !== null });

  useEffect(() => {
    if (decision === 'clear-and-login') {
      clearSession({ keepRedirect: true });
      navigate('/login', { replace: true });
    } else if (decision === 'to-dashboard') {
      navigate(DASHBOARD_PATH, { replace: true, state: { landing: true } });
    }
  }, [decision, navigate]);

  const failed = failedFor !== null && failedFor === token;
  useEffect(() => {
    if (decision !== 'rebuild' || failed || inFlight.current) return;
    inFlight.current = true;
    setRunning(true);
    rebuildSession().then(
      () => { inFlight.current = false; setRunning(false); },
      (error: unknown) => { inFlight.current = false; setRunning(false); handleError(error); setFailedFor(sessionStore.token); },
    );
  }, [decision, failed]);

  // After a login: go to the page first asked for, or the operator's pinned route.
  const landing = (location.state as { landing?: boolean } | null)?.landing === true;
  useEffect(() => {
    if (!landing || routes === null) return;
    // the page first asked for, else the page a lost session was on
    const lostAt = takeReturnPath();
    const redirected = localStorage.getItem(REDIRECTED_KEY) ?? lostAt;
    localStorage.removeItem(REDIRECTED_KEY);
    navigate(landingTarget(buildRouteTable(routes, permitted), defaultRoute, redirected), { replace: true });
  }, [landing, routes, permitted, defaultRoute, navigate]);

  // Every later navigation re-reads the rights, so a changed group shows on the operator's next click.
  const seenPath = useRef<string | null>(null);
  const ready = routes !== null && Boolean(token);
  useEffect(() => {
    if (!ready) { seenPath.current = null; return; }
    if (seenPath.current !== null && seenPath.current !== location.pathname) void refreshRights().catch(() => undefined);
    seenPath.current = location.pathname;
  }, [ready, location.pathname]);

  const retry = useCallback(() => setFailedFor(null), []);
  const rebuild: RebuildStatus = failed ? 'failed' : running ? 'running' : 'idle';
  return { decision, rebuild, retry };
}
