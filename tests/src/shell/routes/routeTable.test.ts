import { describe, expect, it } from 'vitest';
import { buildRouteTable, defaultRoutePath, findRoute } from '../../../../src/shell/routes/routeTable';
import { reportEntry, SITE_OWNER_ENTRIES } from '../fixtures/reportEntries';

describe('buildRouteTable', () => {
  it('opens the dashboard and settings to everyone and maintenance only with item 1 or report 2/3', () => {
    expect(buildRouteTable([], []).map((r) => r.path)).toEqual(['/dashboard', '/setting/accountsetting']);
    expect(buildRouteTable([], [1]).map((r) => r.path)).toContain('/maintenance/group');
    expect(buildRouteTable([], [2]).map((r) => r.path)).toEqual(['/dashboard', '/setting/accountsetting', '/maintenance/operator']);
  });
  it('keeps only the reports the operator may open', () => {
    const table = buildRouteTable([...SITE_OWNER_ENTRIES, reportEntry({ id: 'site_compare' })], [92000]);
    expect(table.filter((r) => r.reportId).map((r) => r.reportId)).toHaveLength(SITE_OWNER_ENTRIES.length);
  });
  it('carries the single-site marker of a report', () => {
    const table = buildRouteTable(SITE_OWNER_ENTRIES, [92000]);
    expect(findRoute(table, '/site_owner/promo_cost/')?.singleSite).toBe(true);
    expect(findRoute(table, '/dashboard')?.singleSite).toBe(false);
  });
});

describe('defaultRoutePath', () => {
  it('maps the pinned route name to its path, else the dashboard', () => {
    const table = buildRouteTable(SITE_OWNER_ENTRIES, [92000]);
    expect(defaultRoutePath(table, 'Dashboard')).toBe('/dashboard');
    expect(defaultRoutePath(table, 'promo_cost')).toBe('/site_owner/promo_cost');
    expect(defaultRoutePath(table, 'missing')).toBe('/dashboard');
  });
});
