import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { sessionStore } from '../state/sessionStore';
import { useReportView } from './hooks/useReportView';
import { preloadGrid } from './blockCode';
import { lazyFilterForm } from './filters/lazyFilterForm';
import { ReportScreen } from './ReportScreen';
import { ErrorState } from './states/StateOverlays';
import { gridSortOf, openingFilters } from './view/urlViewOf';
import { useUrlView } from './view/useUrlView';
import { useSavedViewPage } from './views/useSavedViewPage';
import './renderers.css';

/**
 * The page of any report, rendered by the shell for every report route. The URL is the view
 * (engine/view/viewUrl.ts): filters, sort, page and page size are read from it on open and written
 * on Search, sort and paging, so a reload, Back/Forward and a copied link show the same view; a
 * URL with a view (a drill link's `f` too) searches on open, otherwise the session's auto-search flag decides.
 * `?v=<id>` names a saved view (views/useSavedViewPage.tsx), whose layout arranges the grid.
 */
export default function ReportPage({ reportId }: { reportId: string }) {
  const { t } = useTranslation();
  const { autoSearch } = useSnapshot(sessionStore);
  const view = useReportView(reportId);
  const ready = view.status === 'ready' ? view.view : null;
  const url = useUrlView(ready);
  const saved = useSavedViewPage(ready, url.decoded);
  const formReady = useFilterFormCode();
  // the grid's code beside the view and the form's (the grid mounts with the page); the chart's: ReportScreen
  useEffect(preloadGrid, []);
  const opening = useMemo(() => {
    if (!ready || !url.decoded) return null;
    const { view: v, notes, present } = url.decoded;
    return { carried: openingFilters(ready.filters, v.filters), sort: gridSortOf(ready, v.sort), page: v.page, size: v.size, notes, present };
  }, [ready, url.decoded]);
  // the form's code is fetched beside the view and shown with it: a placeholder of another height would shift the page
  if (view.status === 'loading' || saved.pending || (ready && ready.filters.length > 0 && !formReady)) {
    return <div className="page-spinner" role="status"><div className="spinner" aria-hidden="true" /><span>{t('common.loading')}</span></div>;
  }
  if (view.status === 'error') {
    return <div className="report card report-view-error"><ErrorState message={view.message} onRetry={view.retry} /></div>;
  }
  if (!opening) return null;
  return (
    <ReportScreen key={`${reportId}:${url.mountKey}`} view={view.view} carried={opening.carried} runAtOnce={autoSearch || opening.present}
      opening={opening} onViewChange={url.write} viewsMenu={saved.menu} savedOpening={saved.savedOpening} layout={saved.layout} onLayout={saved.onLayout} />
  );
}

/** Fetches the filter form's code at once; true when it has arrived (or failed: the form's own boundary then says so). */
function useFilterFormCode(): boolean {
  const [ready, setReady] = useState(lazyFilterForm.loaded());
  useEffect(() => {
    if (ready) return;
    let live = true;
    const done = () => { if (live) setReady(true); };
    lazyFilterForm.preload().then(done, done);
    return () => { live = false; };
  }, [ready]);
  return ready;
}
