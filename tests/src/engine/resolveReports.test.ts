import { describe, expect, it } from 'vitest';
import type { ReportInput } from '../../../src/engine/definition/report';
import { resolveReports } from '../../../src/engine/registry/resolveReports';
import { loadRegistry } from '../../../server/definitions/discover';

// A report file names what its folder does not say; `extends` takes another report's definition;
// `routes` places the same report under further menus, each placement a report of its own id.
const base = {
  id: 'site_compare',
  route: { reportIdx: 91001, order: 1 },
  query: { kind: 'model', dimensions: ['site_id', 'site_name'], measures: ['apv_bet'] },
  filters: [{ key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' } }],
  columns: [{ field: 'site_name', drill: { report: 'site_trend', filters: { sites: 'site_id' } } }, { field: 'apv_bet' }],
  paging: { mode: 'local' },
} satisfies ReportInput;
const trend = {
  id: 'site_trend', route: { path: 'trend', reportIdx: 70102, order: 2 },
  routes: [{ id: 'house_site_trend', menuGroup: 'house', path: 'trend', reportIdx: 80202, order: 11 }],
  query: base.query, filters: base.filters, columns: [{ field: 'apv_bet' }], paging: { mode: 'remote' },
} satisfies ReportInput;

const resolve = (files: Record<string, ReportInput>) => {
  const { reports, problems } = resolveReports(files);
  return { byId: new Map(reports.map((r) => [r.id, r])), problems };
};

describe('a report file resolved', () => {
  it('takes the menu group, its index, category, path prefix and single-site flag from its folder', () => {
    const { byId, problems } = resolve({
      'reports/sys_provider/site_compare.report.ts': base,
      'reports/online_general/bank_accounting.report.ts': { ...base, id: 'bank_accounting', route: { path: 'bankAccountung', reportIdx: 90001, order: 1 }, columns: [{ field: 'apv_bet' }] },
      'reports/site_owner/owner_compare.report.ts': { ...base, id: 'owner_compare', route: { category: 'member', reportIdx: 92480, order: 48 }, columns: [{ field: 'apv_bet' }] },
    });
    expect(problems).toEqual([]);
    expect(byId.get('site_compare')!.route).toEqual({ path: '/sys_provider/site_compare', menuGroup: 'sys_provider', category: 'general', itemIdx: 91000, reportIdx: 91001, order: 1 });
    // the spec's own spelling, under the group's path
    expect(byId.get('bank_accounting')!.route.path).toBe('/onlineGeneral/general/bankAccountung');
    expect(byId.get('bank_accounting')!.route.menuGroup).toBe('onlineGeneral');
    expect(byId.get('owner_compare')!.route).toEqual({ path: '/site_owner/owner_compare', menuGroup: 'site_owner', category: 'member', itemIdx: 92000, reportIdx: 92480, order: 48, singleSite: true });
  });

  it('registers each further placement of routes as a report of its own id, whose drills stay in its menu', () => {
    const { byId, problems } = resolve({
      'reports/provider/site_trend.report.ts': trend,
      'reports/provider/site_dashboard.report.ts': { ...base, id: 'site_dashboard', route: { path: 'date', reportIdx: 70101, order: 1 }, routes: [{ id: 'house_site_dashboard', menuGroup: 'house', path: 'date', reportIdx: 80192, order: 10 }] },
    });
    expect(problems).toEqual([]);
    expect([...byId.keys()].sort()).toEqual(['house_site_dashboard', 'house_site_trend', 'site_dashboard', 'site_trend']);
    expect(byId.get('house_site_trend')!.route).toEqual({ path: '/house/trend', menuGroup: 'house', category: 'general', itemIdx: 80100, reportIdx: 80202, order: 11 });
    // the texts of the report it places
    expect(byId.get('house_site_trend')!.titleKey).toBe('reports.site_trend.title');
    expect(byId.get('site_dashboard')!.columns[0].drill!.report).toBe('site_trend');
    expect(byId.get('house_site_dashboard')!.columns[0].drill!.report).toBe('house_site_trend');
  });

  it('takes routes in place of route: the entry without an id is the report itself', () => {
    const { byId, problems } = resolve({
      'reports/sys_provider/site_compare.report.ts': { ...base, route: undefined, routes: [{ reportIdx: 91001, order: 1 }, { id: 'owner_site_compare', menuGroup: 'site_owner', reportIdx: 92480, order: 48 }] },
    });
    expect(problems).toEqual([]);
    expect(byId.get('site_compare')!.route.path).toBe('/sys_provider/site_compare');
    // a further placement's path defaults to the placed report's id, under its own group (single-site there)
    expect(byId.get('owner_site_compare')!.route).toEqual({ path: '/site_owner/site_compare', menuGroup: 'site_owner', category: 'operation', itemIdx: 92000, reportIdx: 92480, order: 48, singleSite: true });
  });

  it('extends another report: its definition with the members given replaced, its own id, placement and texts', () => {
    const { byId, problems } = resolve({
      'reports/provider/site_trend.report.ts': trend,
      'reports/provider/market_trend.report.ts': { id: 'market_trend', extends: 'site_trend', route: { path: 'market', reportIdx: 70103, order: 3 }, query: { kind: 'model', dimensions: ['site_currency'], measures: ['apv_bet'] } },
    });
    expect(problems).toEqual([]);
    const market = byId.get('market_trend')!;
    expect(market.route.path).toBe('/provider/market');
    expect(market.query).toEqual({ kind: 'model', dimensions: ['site_currency'], measures: ['apv_bet'] });
    expect(market.paging).toEqual({ mode: 'remote' });
    expect(market.titleKey).toBeUndefined();
    expect(byId.has('house_market_trend')).toBe(false);
  });

  it('names what it cannot resolve', () => {
    const { problems } = resolve({
      'reports/provider/a.report.ts': { id: 'a', extends: 'b', route: { reportIdx: 70101, order: 1 } },
      'reports/provider/b.report.ts': { id: 'b', extends: 'a', route: { reportIdx: 70102, order: 2 } },
      'reports/provider/c.report.ts': { id: 'c', extends: 'nowhere', route: { reportIdx: 70103, order: 3 } },
      'reports/misc/d.report.ts': { ...base, id: 'd' },
      'reports/provider/e.report.ts': { ...base, id: 'e', route: undefined, routes: [{ reportIdx: 70101, order: 1 }, { reportIdx: 70102, order: 2 }] },
      'reports/provider/f.report.ts': { id: 'f', extends: 'c', route: { reportIdx: 70103, order: 3 } },
    });
    expect(problems).toContain("b: extends 'a' comes back to itself (a → b → a)");
    expect(problems).toContain("c: extends 'nowhere', which is not a report");
    expect(problems).toContain('d: route.menuGroup: the folder reports/misc/ is no menu group\'s (maintenance, provider, house, online_general, sys_provider, site_owner), so name one');
    expect(problems).toContain('e: routes: only one entry may go without an id (the report itself); each further placement needs its own id');
  });

  it('gives the repository the spec §2 placements of the reports under two menus', async () => {
    const registry = await loadRegistry();
    const at = (id: string) => { const r = registry.report(id).route; return `${r.path} ${r.itemIdx}/${r.reportIdx}`; };
    expect(['site_dashboard', 'house_site_dashboard', 'site_trend', 'house_site_trend', 'market_trend', 'game_retention', 'site_game_retention'].map(at)).toEqual([
      '/provider/date 70000/70101', '/house/date 80100/80192', '/provider/trend 70000/70102', '/house/trend 80100/80202',
      '/provider/market 70000/70103', '/sys_provider/game_retention 91000/91003', '/site_owner/game_retention 92000/92120',
    ]);
    expect(registry.report('site_game_retention').route.singleSite).toBe(true);
    expect(registry.report('house_site_dashboard').columns[0].drill!.report).toBe('house_site_trend');
    expect(registry.report('customer_single').sections).toEqual(registry.report('member_recap').sections);
  });
});
