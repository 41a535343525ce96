import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RecentPage } from '../../state/recentPages';
import { findRoute } from '../../shell/routes/routeTable';
import type { ShellRoute } from '../../shell/routes/shellRoute';
import { reportCounts } from './dashboardModel';

/** Quick access by menu group and the recent pages of spec §3. */
export function DashboardSide({ routes, recent }: { routes: readonly ShellRoute[]; recent: readonly RecentPage[] }) {
  const { t } = useTranslation();
  const groups = reportCounts(routes);
  const visits = recent.map((page) => findRoute(routes, page.path)).filter((r): r is ShellRoute => Boolean(r));
  return (
    <aside className="dashboard-side">
      <section className="card side-card" aria-labelledby="quick-access">
        <h2 id="quick-access">{t('dashboard.quickAccess')}</h2>
        <ul className="side-list">
          {groups.map((g) => (
            <li key={g.groupId}>
              <Link to={g.path}>{t(g.titleKey)}</Link>
              <span className="badge">{t('dashboard.reportCount', { count: g.count })}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="card side-card" aria-labelledby="recent-pages">
        <h2 id="recent-pages">{t('dashboard.recentPages')}</h2>
        {visits.length === 0 ? <p className="muted">{t('dashboard.noRecentPages')}</p> : (
          <ul className="side-list">
            {visits.map((route) => <li key={route.path}><Link to={route.path}>{t(route.titleKey)}</Link></li>)}
          </ul>
        )}
      </section>
    </aside>
  );
}
