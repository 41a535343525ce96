import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NearViewport } from '../../renderers/states/NearViewport';
import { Icon } from '../../shell/icons';
import { CHUNK_TIMEOUT_MS, withTimeout } from '../../shell/routes/loadReportPage';
import { openWidget } from '../../state/sideDrawerStore';
import { tabFilters, type DashboardPanel, type DashboardTab } from './dashboardModel';

// The renderers (grid, chart) load with the first tile, never with the shell.
const ReportWidget = lazy(() => withTimeout(import('../../renderers/ReportWidget'), CHUNK_TIMEOUT_MS));

/** A dashboard tile: a report's compact view for the tab's period, with links to the side drawer and the full report. */
export function DashboardTile({ panel, tab, groupKey }: { panel: DashboardPanel; tab: DashboardTab; groupKey?: string }) {
  const { t } = useTranslation();
  const { route, slot } = panel;
  const filters = tabFilters(tab);
  const loading = <div className="tile-loading skeleton" aria-hidden="true" />;
  return (
    <article className="tile card" data-report-id={route.reportId} data-slot={slot} aria-labelledby={`tile-${route.name}`}>
      <header className="tile-head">
        <div>
          <div className="tile-group">{t(`dashboard.slots.${slot}`)}{groupKey && <> · {t(groupKey)}</>}</div>
          <h2 id={`tile-${route.name}`}>{t(route.titleKey)}</h2>
        </div>
        <div className="tile-actions">
          <button type="button" className="btn btn-sm" onClick={() => openWidget(route.reportId!, filters)}>
            <Icon name="panel" size={16} /> {t('dashboard.openWidget')}
          </button>
          <Link to={route.path} className="btn btn-sm">{t('dashboard.openReport')}</Link>
        </div>
      </header>
      <div className="tile-body">
        {/* a tile below the fold loads its report (and the grid's and chart's code) when scrolled near */}
        <NearViewport placeholder={loading} margin="0px 0px 200px 0px">
          <Suspense fallback={loading}>
            <ReportWidget key={tab} reportId={route.reportId!} filters={filters} deferGrid />
          </Suspense>
        </NearViewport>
      </div>
    </article>
  );
}
