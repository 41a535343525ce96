import { useTranslation } from 'react-i18next';
import { SavedViewList } from '../../renderers/views/SavedViewList';
import { useAllSavedViews } from '../../renderers/views/useAllSavedViews';
import { findRouteByReport } from '../../shell/routes/routeTable';
import type { ShellRoute } from '../../shell/routes/shellRoute';

/** The dashboard's card of saved views: the operator's own and its group's, each opening its report at the view. */
export function DashboardSavedViews({ routes }: { routes: readonly ShellRoute[] }) {
  const { t } = useTranslation();
  const views = useAllSavedViews();
  return (
    <section className="card side-card" aria-labelledby="saved-views" aria-busy={views === null}>
      <h2 id="saved-views">{t('views.list.title')}</h2>
      {views === null ? <div className="spinner spinner-sm" role="status" aria-label={t('common.loading')} /> : (
        <SavedViewList views={views} pathOf={(v) => {
          const route = findRouteByReport(routes, v.reportId);
          return route ? { path: route.path, titleKey: route.titleKey } : null;
        }} />
      )}
    </section>
  );
}
