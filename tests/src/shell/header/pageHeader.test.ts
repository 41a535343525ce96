import { describe, expect, it } from 'vitest';
import { pageHeader } from '../../../../src/shell/header/pageHeader';
import { buildRouteTable } from '../../../../src/shell/routes/routeTable';
import { SITE_OWNER_ENTRIES } from '../fixtures/reportEntries';

const routes = buildRouteTable(SITE_OWNER_ENTRIES, [1, 92000]);

describe('pageHeader', () => {
  it('is hidden on the dashboard and the account settings', () => {
    expect(pageHeader(routes, '/dashboard')).toBeNull();
    expect(pageHeader(routes, '/setting/accountsetting')).toBeNull();
  });
  it('shows the title, the parent title and breadcrumbs from Home', () => {
    expect(pageHeader(routes, '/site_owner/promo_cost')).toEqual({
      titleKey: 'reports.promo_cost.title',
      parentKey: 'menu.siteOwner',
      crumbs: [{ titleKey: 'shell.home', to: '/dashboard' }, { titleKey: 'menu.siteOwner' }, { titleKey: 'reports.promo_cost.title' }],
    });
  });
  it('titles the maintenance pages under Operation Management', () => {
    expect(pageHeader(routes, '/maintenance/group')?.parentKey).toBe('menu.maintenance');
  });
  it('has nothing for an unknown path', () => {
    expect(pageHeader(routes, '/nowhere')).toBeNull();
  });
});
