import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { sessionStore } from '../state/sessionStore';
import { decodeDrillFilters } from './drill/drillUrl';
import { useReportView } from './hooks/useReportView';
import { ReportScreen } from './ReportScreen';
import { ErrorState } from './states/StateOverlays';
import './renderers.css';

/**
 * The page of any report, rendered by the shell for every report route. Opening filters come from
 * the URL's `f` parameter (a drill link, see drill/drillUrl.ts); the search runs on open when the
 * session's auto-search flag is on.
 */
export default function ReportPage({ reportId }: { reportId: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { autoSearch } = useSnapshot(sessionStore);
  const view = useReportView(reportId);
  const filterDefs = view.status === 'ready' ? view.view.filters : null;
  const carried = useMemo(() => (filterDefs ? decodeDrillFilters(search, filterDefs) : {}), [search, filterDefs]);
  if (view.status === 'loading') {
    return <div className="page-spinner" role="status"><div className="spinner" aria-hidden="true" /><span>{t('common.loading')}</span></div>;
  }
  if (view.status === 'error') {
    return <div className="report card report-view-error"><ErrorState message={view.message} onRetry={view.retry} /></div>;
  }
  return <ReportScreen key={`${reportId}${search}`} view={view.view} carried={carried} runAtOnce={autoSearch} />;
}
