import { useTranslation } from 'react-i18next';
import { openWidget } from '../../state/sideDrawerStore';
import { Icon } from '../icons';
import type { ShellRoute } from '../routes/shellRoute';
import { groupTitleKey } from './widgetRoutes';
import { usePopup } from '../toolbar/usePopup';

/** The toolbar's list of side drawer widgets the operator may open; hidden when there are none. */
export function WidgetMenu({ widgets }: { widgets: readonly ShellRoute[] }) {
  const { t } = useTranslation();
  const popup = usePopup();
  if (widgets.length === 0) return null;
  const areas = new Set(widgets.map((route) => route.menuGroup)).size > 1;
  return (
    <div className="toolbar-menu" ref={popup.root}>
      <button ref={popup.button} type="button" className="icon-btn" aria-haspopup="menu" aria-expanded={popup.open}
        aria-label={t('shell.drawer.widgets')} title={t('shell.drawer.widgets')} onClick={popup.toggle}>
        <Icon name="widgets" />
      </button>
      {popup.open && (
        <div role="menu" className="popup-menu popup-list" aria-label={t('shell.drawer.widgets')}>
          <div className="popup-heading" aria-hidden="true">{t('shell.drawer.widgets')}</div>
          {widgets.map((route) => (
            <button key={route.name} type="button" role="menuitem" data-report-id={route.reportId}
              onClick={() => { popup.close(); popup.button.current?.focus(); openWidget(route.reportId!); }}>
              <Icon name="panel" size={16} />
              <span className="recent-entry">
                <span className="recent-title">{t(route.titleKey)}</span>
                {areas && <span className="recent-detail">{t(groupTitleKey(route) ?? '')}</span>}
              </span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
