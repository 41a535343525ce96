import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { MENU_GROUPS } from '../../engine/menu';
import { useShellRoutes } from '../../shell/routes/useShellRoutes';
import { globalStore } from '../../state/globalStore';
import { readRecentPages } from '../../state/recentPages';
import { sessionStore } from '../../state/sessionStore';
import { dashboardTab, dashboardTiles } from './dashboardModel';
import { DashboardSide } from './DashboardSide';
import { DashboardTabs } from './DashboardTabs';
import { DashboardTile } from './DashboardTile';
import './dashboard.css';

/** /dashboard, the landing page: period tabs, the widget report tiles, quick access and recent pages. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const routes = useShellRoutes();
  const { operator } = useSnapshot(sessionStore);
  const { currency } = useSnapshot(globalStore);
  const [params, setParams] = useSearchParams();
  const tab = dashboardTab(params.get('tab'));
  const tiles = dashboardTiles(routes);

  return (
    <div className="dashboard">
      <div className="dashboard-head">
        <div>
          <h1>{t('shell.dashboard')}</h1>
          <p className="muted">
            {t('dashboard.greeting', { name: operator?.operatorName ?? '' })} · {dayjs().format('YYYY-MM-DD')} · {t('dashboard.amountsIn', { currency })}
          </p>
        </div>
        <DashboardTabs value={tab} onChange={(next) => setParams({ tab: next }, { replace: true })} />
      </div>
      <div className="dashboard-grid">
        <section className="tiles" aria-label={t('dashboard.tiles')} data-tab={tab}>
          {tiles.length === 0 ? <div className="card empty-state"><p>{t('dashboard.noTiles')}</p></div>
            : tiles.map((route) => (
              <DashboardTile key={route.path} route={route} groupKey={MENU_GROUPS.find((g) => g.id === route.menuGroup)?.titleKey} />
            ))}
        </section>
        <DashboardSide routes={routes} recent={typeof localStorage === 'undefined' ? [] : readRecentPages(localStorage)} />
      </div>
    </div>
  );
}
