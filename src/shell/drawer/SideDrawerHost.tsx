import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { closeWidget, sideDrawerStore } from '../../state/sideDrawerStore';
import { withTimeout, CHUNK_TIMEOUT_MS } from '../routes/loadReportPage';
import { findRouteByReport } from '../routes/routeTable';
import type { ShellRoute } from '../routes/shellRoute';
import './sideDrawer.css';

// The drawer and the renderers it shows load on the first opening, never with the first page.
const SideDrawer = lazy(() => withTimeout(import('./SideDrawer'), CHUNK_TIMEOUT_MS));
const SavedViewsDrawer = lazy(() => withTimeout(import('./SavedViewsDrawer'), CHUNK_TIMEOUT_MS));

/** Mounts the side drawer while it is open and gives focus back to whatever opened it. */
export function SideDrawerHost({ routes }: { routes: readonly ShellRoute[] }) {
  const { t } = useTranslation();
  const { open, reportId, params, openings, panel } = useSnapshot(sideDrawerStore);
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect: it runs before the drawer's own effect moves the focus into the panel.
  useLayoutEffect(() => {
    if (open) {
      if (!opener.current) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected) back.focus();
  }, [open]);
  if (!open || (panel === 'widget' && !reportId)) return null;
  return (
    <Suspense fallback={<div className="side-drawer side-drawer-pending" role="status"><div className="spinner" aria-hidden="true" /><span>{t('common.loading')}</span></div>}>
      {panel === 'views' ? <SavedViewsDrawer routes={routes} openings={openings} onClose={closeWidget} /> : (
        <SideDrawer route={findRouteByReport(routes, reportId!)} reportId={reportId!} params={params as Record<string, unknown>}
          openings={openings} onClose={closeWidget} />
      )}
    </Suspense>
  );
}
