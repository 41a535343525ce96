import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { setLoginNavigator } from '../api/client';
import ErrorPage from '../pages/errors/ErrorPage';
import { AlertHost } from '../shell/feedback/AlertHost';
import { GlobalDialog } from '../shell/feedback/GlobalDialog';
import { redirectSourceToRemember } from '../shell/guard/guardDecision';
import { useNavigationGuard } from '../shell/guard/useNavigationGuard';
import { PageSpinner } from '../shell/layout/PageSpinner';
import { findRoute } from '../shell/routes/routeTable';
import { useShellRoutes } from '../shell/routes/useShellRoutes';
import { claimRecent } from '../state/recentOwner';
import { recordRecentPage } from '../state/recentPages';
import { markSessionLost } from '../state/sessionLoss';
import { sessionStore } from '../state/sessionStore';
import { AuthenticatedRoutes, PublicRoutes } from './AppRoutes';

/** Renders by the guard's decision, plus the global dialog and alerts. */
export function Shell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { token } = useSnapshot(sessionStore);
  const routes = useShellRoutes();
  const guard = useNavigationGuard();

  useEffect(() => setLoginNavigator((from) => {
    const page = redirectSourceToRemember(from.pathname);
    markSessionLost(page && page + from.search);
    if (from.pathname !== '/login') navigate('/login', { replace: true });
  }), [navigate]);
  useEffect(() => {
    if (!token || !findRoute(routes, pathname)?.reportId) return;
    // another operator signed in on another tab meanwhile: its lists are not this operator's to add to
    if (sessionStore.operator) claimRecent(localStorage, sessionStore.operator.operatorID);
    recordRecentPage(localStorage, pathname);
  }, [token, routes, pathname]);

  let content;
  if (guard.decision === 'rebuild') {
    content = guard.rebuild === 'failed' ? <ErrorPage code={500} onRetry={guard.retry} /> : <PageSpinner fullScreen />;
  } else if (guard.decision !== 'pass') {
    content = <PageSpinner fullScreen />;
  } else {
    content = token ? <AuthenticatedRoutes routes={routes} /> : <PublicRoutes />;
  }
  return (
    <>
      {content}
      <GlobalDialog />
      <AlertHost />
    </>
  );
}
