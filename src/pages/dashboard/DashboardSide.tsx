import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { widgetRoutes } from '../../shell/drawer/widgetRoutes';
import type { ShellRoute } from '../../shell/routes/shellRoute';
import type { RecentPage } from '../../state/recentPages';
import { reportCounts, type DashboardTab } from './dashboardModel';
import { DashboardRecent } from './DashboardRecent';
import { DashboardSavedViews } from './DashboardSavedViews';
import { DashboardWidgets } from './DashboardWidgets';

/** The dashboard's side column: widgets, saved views, recent pages and inquiries, and quick access by menu group. */
export function DashboardSide({ routes, recent, tab }: { routes: readonly ShellRoute[]; recent: readonly RecentPage[]; tab: DashboardTab }) {
  const { t } = useTranslation();
  const groups = reportCounts(routes);
  return (
    <aside className="dashboard-side" aria-label={t('dashboard.side')}>
      <DashboardWidgets widgets={widgetRoutes(routes)} tab={tab} />
      <DashboardSavedViews routes={routes} />
      <DashboardRecent routes={routes} pages={recent} />
      <section className="card side-card" aria-labelledby="quick-access">
        <h2 id="quick-access">{t('dashboard.quickAccess')}</h2>
        {groups.length === 0 ? <p className="muted">{t('dashboard.noReports')}</p> : (
          <ul className="side-list">
            {groups.map((g) => (
              <li key={g.groupId}>
                <Link to={g.path}>{t(g.titleKey)}</Link>
                <span className="badge">{t('dashboard.reportCount', { count: g.count })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </aside>
  );
}
