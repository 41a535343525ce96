import { describe, expect, it } from 'vitest';
import { initialSession, parseDefaultRoute } from '../../../src/state/sessionStore';

describe('session store', () => {
  it('starts with Dashboard,daily, auto-search on, drawer closed and no routes', () => {
    expect(initialSession()).toMatchObject({
      token: '', defaultRoute: 'Dashboard,daily', autoSearch: true, drawerOpen: false, breadcrumbVisible: true, singleSite: false, routes: null,
    });
  });
  it('splits the default route into route name and tab', () => {
    expect(parseDefaultRoute('site_compare,monthly')).toEqual({ routeName: 'site_compare', tab: 'monthly' });
    expect(parseDefaultRoute('')).toEqual({ routeName: 'Dashboard', tab: 'daily' });
  });
});
