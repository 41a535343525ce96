import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { apiPost } from '../api/client';
import { STATIC_ROUTES } from '../shell/routes/staticRoutes';

/** The error page for a path outside the operator's routes: 403 for a page or report it may not open, else 404. */
export function forbiddenOrMissing(status: number): '/403' | '/404' {
  return status === 8046 ? '/403' : '/404';
}

/**
 * An authenticated path the route table does not hold. A hand-built page is known here; a report
 * path is asked of the server (the menu lists only the operator's reports), so a link to a report
 * without its right shows 403 and a mistyped one 404.
 */
export function UnknownPath() {
  const { pathname } = useLocation();
  const [target, setTarget] = useState<string | null>(() => (STATIC_ROUTES.some((r) => r.path === pathname) ? '/403' : null));
  useEffect(() => {
    if (target) return;
    let live = true;
    apiPost<{ res: { id: string } | null }>('/api/report/locate', { path: pathname }).then(
      (envelope) => { if (live) setTarget(forbiddenOrMissing(envelope.status)); },
      () => { if (live) setTarget('/404'); },
    );
    return () => { live = false; };
  }, [pathname, target]);
  // the path not found goes along: the dev loop takes the page back there once the definitions reload (DevDefinitions.tsx)
  return target ? <Navigate to={target} replace state={{ notFound: pathname }} /> : <div className="page-spinner" role="status"><div className="spinner" aria-hidden="true" /></div>;
}
