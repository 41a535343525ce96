import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ShellRoute } from '../../shell/routes/shellRoute';

/** A dashboard tile for a widget report: title, group, link to the full report and the tile body. */
export function DashboardTile({ route, groupKey }: { route: ShellRoute; groupKey?: string }) {
  const { t } = useTranslation();
  return (
    <article className="tile card" data-report-id={route.reportId} aria-labelledby={`tile-${route.name}`}>
      <header className="tile-head">
        <div>
          {groupKey && <div className="tile-group">{t(groupKey)}</div>}
          <h3 id={`tile-${route.name}`}>{t(route.titleKey)}</h3>
        </div>
        <Link to={route.path} className="tile-link">{t('dashboard.openReport')}</Link>
      </header>
      <div className="tile-body" data-slot="report-tile">
        {/* TODO(report engine): render the widget view of `route.reportId` here (compact chart or KPI figures). */}
        <div className="tile-skeleton" aria-hidden="true">
          {[44, 68, 52, 80, 60, 92, 74].map((h, i) => <span key={i} style={{ height: `${h}%` }} />)}
        </div>
      </div>
    </article>
  );
}
