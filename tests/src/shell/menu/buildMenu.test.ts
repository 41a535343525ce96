import { describe, expect, it } from 'vitest';
import { CATEGORY_COLOURS } from '../../../../src/engine/menu';
import { buildMenu, groupOfPath, toggleGroup } from '../../../../src/shell/menu/buildMenu';
import { buildRouteTable, reportRoute } from '../../../../src/shell/routes/routeTable';
import { STATIC_ROUTES } from '../../../../src/shell/routes/staticRoutes';
import { reportEntry, SITE_OWNER_ENTRIES } from '../fixtures/reportEntries';

const entries = [
  ...SITE_OWNER_ENTRIES,
  reportEntry({ id: 'game_ranking', reportIdx: 91002 }),
  reportEntry({ id: 'site_compare', reportIdx: 91001 }),
  reportEntry({ id: 'siteRecap', path: '/house/siteRecap', menuGroup: 'house', itemIdx: 80100, reportIdx: 80102 }),
];
const everything = [1, 80100, 91000, 92000];

describe('buildMenu', () => {
  it('groups in MENU_GROUPS order', () => {
    const menu = buildMenu(buildRouteTable(entries, everything), everything);
    expect(menu.map((s) => s.group.id)).toEqual(['maintenance', 'house', 'sys_provider', 'site_owner']);
  });
  it('orders items by reportIdx', () => {
    const menu = buildMenu(buildRouteTable(entries, everything), everything);
    const sys = menu.find((s) => s.group.id === 'sys_provider');
    expect(sys?.categories[0].items.map((i) => i.name)).toEqual(['site_compare', 'game_ranking']);
  });
  it('splits a group into coloured category headers', () => {
    const menu = buildMenu(buildRouteTable(entries, everything), everything);
    const owner = menu.find((s) => s.group.id === 'site_owner');
    expect(owner?.categories.map((c) => c.category)).toEqual(['operation', 'gaming', 'promo', 'member']);
    expect(owner?.categories[0].items.map((i) => i.name)).toEqual(['site_outline', 'agent_stats']);
    expect(owner?.categories.map((c) => c.colour)).toEqual(['operation', 'gaming', 'promo', 'member'].map((c) => CATEGORY_COLOURS[c as 'member']));
  });
  it('drops routes the operator may not open', () => {
    const routes = [...STATIC_ROUTES, ...entries.map(reportRoute)];
    const menu = buildMenu(routes, [80100]);
    expect(menu.map((s) => s.group.id)).toEqual(['house']);
  });
  it('grants a single report by its reportIdx', () => {
    const routes = [...STATIC_ROUTES, ...entries.map(reportRoute)];
    const menu = buildMenu(routes, [91002, 3]);
    expect(menu.flatMap((s) => s.categories.flatMap((c) => c.items.map((i) => i.name)))).toEqual(['GroupMaintenance', 'game_ranking']);
  });
  it('leaves the dashboard and settings out of the menu groups', () => {
    const menu = buildMenu(buildRouteTable([], []), []);
    expect(menu).toEqual([]);
  });
});

describe('groupOfPath and toggleGroup', () => {
  it('finds the group of the current page', () => {
    const menu = buildMenu(buildRouteTable(entries, everything), everything);
    expect(groupOfPath(menu, '/site_owner/promo_cost')).toBe('site_owner');
    expect(groupOfPath(menu, '/dashboard')).toBeNull();
  });
  it('flips a group between expanded and collapsed', () => {
    const once = toggleGroup(new Set(['house']), 'site_owner');
    expect([...once].sort()).toEqual(['house', 'site_owner']);
    expect([...toggleGroup(once, 'house')]).toEqual(['site_owner']);
  });
});
