import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { setLanguage } from '../../state/languageActions';
import { currencyChoices, globalStore, setCurrency } from '../../state/globalStore';
import { sessionStore } from '../../state/sessionStore';
import { SideDrawerHost } from '../drawer/SideDrawerHost';
import { SavedViewsButton } from '../drawer/SavedViewsButton';
import { WidgetMenu } from '../drawer/WidgetMenu';
import { widgetRoutes } from '../drawer/widgetRoutes';
import { pageHeader } from '../header/pageHeader';
import { PageHeader } from '../header/PageHeader';
import { LeftMenu } from '../menu/LeftMenu';
import { PinButton } from '../pin/PinButton';
import { pinAvailable } from '../pin/pinRules';
import { RecentMenu } from '../recent/RecentMenu';
import { findRoute } from '../routes/routeTable';
import type { ShellRoute } from '../routes/shellRoute';
import { ACCOUNT_SETTING_PATH } from '../routes/staticRoutes';
import { ScrollTopButton } from '../toolbar/ScrollTopButton';
import { Toolbar } from '../toolbar/Toolbar';
import { useDesktop } from '../../renderers/hooks/useDesktop';
import { useToolbarVisible } from '../toolbar/useToolbarVisible';
import { PageSpinner } from './PageSpinner';
import { menuVisible, toggleDrawer } from './drawerState';
import { logout } from './logout';

/** Up to when the data runs, as the session (or the latest report answer) says. */
const dataToOf = (domain: unknown): string | null => {
  const value = domain && typeof domain === 'object' ? (domain as { dataTo?: unknown }).dataTo : null;
  return typeof value === 'string' ? value : null;
};

/** The authenticated layout: toolbar, left menu, page header and the routed page. */
export function MainLayout({ routes }: { routes: readonly ShellRoute[] }) {
  const { t } = useTranslation();
  const session = useSnapshot(sessionStore);
  const global = useSnapshot(globalStore);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const desktop = useDesktop();
  const toolbarShown = useToolbarVisible();
  const showMenu = menuVisible(session, desktop);
  const header = pageHeader(routes, pathname);
  const route = findRoute(routes, pathname);
  const pin = route && pinAvailable(route) ? <PinButton route={route} /> : null;
  const widgets = useMemo(() => widgetRoutes(routes), [routes]);

  // Spec §3: the single-site flag follows the current route's marker on every navigation.
  useEffect(() => {
    sessionStore.singleSite = findRoute(routes, pathname)?.singleSite ?? false;
  }, [routes, pathname]);

  return (
    <div className="layout" data-menu={showMenu && desktop ? 'docked' : 'hidden'} data-toolbar={toolbarShown}>
      <a className="skip-link" href="#main">{t('shell.skipToContent')}</a>
      <Toolbar visible={toolbarShown} menuOpen={showMenu} operatorName={session.operator?.operatorName || global.operatorAC}
        lang={global.lang} currency={global.currency} currencies={currencyChoices(global.currencyList)}
        onToggleMenu={() => toggleDrawer(desktop)}
        onLang={setLanguage}
        onCurrency={setCurrency}
        onSettings={() => navigate(ACCOUNT_SETTING_PATH)}
        onLogout={() => void logout(global.operatorID ?? session.operator?.operatorID ?? 0)}
        actions={<><SavedViewsButton /><WidgetMenu widgets={widgets} /><RecentMenu routes={routes} /></>} />
      <LeftMenu routes={routes} permitted={session.permitted} visible={showMenu} overlay={!desktop}
        onClose={() => { sessionStore.drawerOpen = false; }} />
      <main id="main" className="layout-main" tabIndex={-1}>
        {header ? <PageHeader model={header} showCrumbs={session.breadcrumbVisible} actions={pin} dataTo={route?.reportId ? dataToOf(global.domain) : null} />
          : pin && <div className="page-actions page-actions-bar">{pin}</div>}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <ScrollTopButton visible={!toolbarShown} />
      <SideDrawerHost routes={routes} />
    </div>
  );
}
