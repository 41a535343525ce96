import { useTranslation } from 'react-i18next';
import { Icon } from '../../shell/icons';
import { groupTitleKey } from '../../shell/drawer/widgetRoutes';
import type { ShellRoute } from '../../shell/routes/shellRoute';
import { openWidget } from '../../state/sideDrawerStore';
import { tabFilters, type DashboardTab } from './dashboardModel';

/** The side drawer widgets the operator may open, each for the tab's period. */
export function DashboardWidgets({ widgets, tab }: { widgets: readonly ShellRoute[]; tab: DashboardTab }) {
  const { t } = useTranslation();
  // The area only matters when two areas offer a widget of the same name (game retention).
  const areas = new Set(widgets.map((route) => route.menuGroup)).size > 1;
  return (
    <section className="card side-card" aria-labelledby="dashboard-widgets">
      <h2 id="dashboard-widgets">{t('dashboard.widgets')}</h2>
      {widgets.length === 0 ? <p className="muted">{t('dashboard.noWidgets')}</p> : (
        <ul className="side-list">
          {widgets.map((route) => (
            <li key={route.name}>
              <button type="button" className="link-button" data-report-id={route.reportId}
                onClick={() => openWidget(route.reportId!, tabFilters(tab))}>
                <Icon name="panel" size={16} /> <span>{t(route.titleKey)}</span>
              </button>
              {areas && <span className="side-note">{t(groupTitleKey(route) ?? '')}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
