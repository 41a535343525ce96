import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { MENU_GROUPS } from '../../engine/menu';
import { useShellRoutes } from '../../shell/routes/useShellRoutes';
import { globalStore } from '../../state/globalStore';
import { readRecentPages } from '../../state/recentPages';
import { serverToday } from '../../state/serverClock';
import { sessionStore } from '../../state/sessionStore';
import { dashboardPanels, dashboardTab } from './dashboardModel';
import { DashboardSide } from './DashboardSide';
import { DashboardTabs } from './DashboardTabs';
import { DashboardTile } from './DashboardTile';
import './dashboard.css';

/** /dashboard, the landing page: period tabs, report tiles for the period, widgets, recent visits and quick access. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const routes = useShellRoutes();
  const { operator } = useSnapshot(sessionStore);
  const { currency } = useSnapshot(globalStore);
  const [params, setParams] = useSearchParams();
  const tab = dashboardTab(params.get('tab'));
  const panels = dashboardPanels(routes);
  const recent = useMemo(() => (typeof localStorage === 'undefined' ? [] : readRecentPages(localStorage)), []);

  return (
    <div className="dashboard">
      <div className="dashboard-head">
        <div>
          <h1>{t('shell.dashboard')}</h1>
          <p className="muted">
            {t('dashboard.greeting', { name: operator?.operatorName ?? '' })} · {serverToday()} · {t('dashboard.amountsIn', { currency })}
          </p>
        </div>
        <DashboardTabs value={tab} onChange={(next) => setParams({ tab: next }, { replace: true })} />
      </div>
      <div className="dashboard-grid">
        <section className="tiles" aria-label={t('dashboard.tiles')} data-tab={tab}>
          {panels.length === 0 ? (
            <div className="card empty-state dashboard-empty">
              <h2>{t('dashboard.noTilesTitle')}</h2>
              <p>{t('dashboard.noTiles')}</p>
            </div>
          ) : panels.map((panel) => (
            <DashboardTile key={panel.slot} panel={panel} tab={tab} groupKey={MENU_GROUPS.find((g) => g.id === panel.route.menuGroup)?.titleKey} />
          ))}
        </section>
        <DashboardSide routes={routes} recent={recent} tab={tab} />
      </div>
    </div>
  );
}
