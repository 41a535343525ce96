import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SavedViewList } from '../../renderers/views/SavedViewList';
import { useAllSavedViews } from '../../renderers/views/useAllSavedViews';
import { Icon } from '../icons';
import { findRouteByReport } from '../routes/routeTable';
import type { ShellRoute } from '../routes/shellRoute';
import { useEscapeToClose } from './useEscapeToClose';

export interface SavedViewsDrawerProps {
  routes: readonly ShellRoute[];
  /** Changes on every opening: the list is read again and the panel takes the focus. */
  openings: number;
  onClose: () => void;
}

/** The side drawer's list of the operator's saved views (its own and its group's); a view opens its report at that view. */
export default function SavedViewsDrawer({ routes, openings, onClose }: SavedViewsDrawerProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => { panel.current?.focus(); }, [openings]);
  useEscapeToClose(onClose);
  return (
    <>
      <div className="side-drawer-scrim" onClick={onClose} aria-hidden="true" />
      <div ref={panel} className="side-drawer" role="dialog" aria-modal="true" aria-labelledby="side-drawer-title" tabIndex={-1} data-panel="views">
        <header className="side-drawer-head">
          <div className="side-drawer-heading">
            <span className="side-drawer-kicker">{t('views.list.drawerKicker')}</span>
            <h2 id="side-drawer-title">{t('views.list.title')}</h2>
          </div>
          <button type="button" className="icon-btn" aria-label={t('shell.drawer.close')} onClick={onClose}>
            <Icon name="close" />
          </button>
        </header>
        <div className="side-drawer-body">
          <Views key={openings} routes={routes} onOpen={onClose} />
        </div>
      </div>
    </>
  );
}

function Views({ routes, onOpen }: { routes: readonly ShellRoute[]; onOpen: () => void }) {
  const { t } = useTranslation();
  const views = useAllSavedViews();
  if (views === null) return <div className="side-drawer-overlay" role="status"><div className="spinner" aria-hidden="true" /><span>{t('common.loading')}</span></div>;
  return (
    <SavedViewList views={views} onOpen={onOpen} pathOf={(v) => {
      const route = findRouteByReport(routes, v.reportId);
      return route ? { path: route.path, titleKey: route.titleKey } : null;
    }} />
  );
}
