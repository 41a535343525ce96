import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ReportApiProvider, useReportApi } from '../../renderers/api/ReportApiContext';
import type { WidgetParams } from '../../state/sideDrawerStore';
import { Icon } from '../icons';
import type { ShellRoute } from '../routes/shellRoute';
import { trackedApi } from './trackedApi';
import { useEscapeToClose } from './useEscapeToClose';

const ReportWidget = lazy(() => import('../../renderers/ReportWidget'));

export interface SideDrawerProps {
  route: ShellRoute | undefined;
  reportId: string;
  params: WidgetParams;
  /** Changes on every opening: the panel scrolls back to the top. */
  openings: number;
  onClose: () => void;
}

function Overlay() {
  const { t } = useTranslation();
  return (
    <div className="side-drawer-overlay" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}

/** The right side drawer of spec §2: one widget, run with the supplied params under a loading overlay. */
export default function SideDrawer({ route, reportId, params, openings, onClose }: SideDrawerProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(0);
  const base = useReportApi();
  const api = useMemo(() => trackedApi(base, (delta) => setBusy((n) => Math.max(0, n + delta))), [base]);

  useEffect(() => {
    body.current?.scrollTo?.({ top: 0 });
    panel.current?.focus();
  }, [openings]);
  useEscapeToClose(onClose);

  return (
    <>
      <div className="side-drawer-scrim" onClick={onClose} aria-hidden="true" />
      <div ref={panel} className="side-drawer" role="dialog" aria-modal="true" aria-labelledby="side-drawer-title" tabIndex={-1}
        data-report-id={reportId}>
        <header className="side-drawer-head">
          <div className="side-drawer-heading">
            <span className="side-drawer-kicker">{t('shell.drawer.widget')}</span>
            <h2 id="side-drawer-title">{route ? t(route.titleKey) : reportId}</h2>
          </div>
          {route && <Link to={route.path} className="btn btn-sm" onClick={onClose}>{t('shell.drawer.openReport')}</Link>}
          <button type="button" className="icon-btn" aria-label={t('shell.drawer.close')} onClick={onClose}>
            <Icon name="close" />
          </button>
        </header>
        <div ref={body} className="side-drawer-body">
          <ReportApiProvider api={api}>
            <Suspense fallback={<Overlay />}>
              <ReportWidget key={openings} reportId={reportId} filters={params} />
            </Suspense>
          </ReportApiProvider>
          {busy > 0 && <Overlay />}
        </div>
      </div>
    </>
  );
}
