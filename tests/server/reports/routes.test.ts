import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/appstore/auditLog';
import { callApi, login, startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
const tokens: Record<string, string> = {};
const OPERATORS = ['admin', 'provider', 'analyst', 'finance', 'owner'] as const;

beforeAll(async () => {
  server = await startTestServer();
  for (const ac of OPERATORS) tokens[ac] = await login(server.url, ac);
});
afterAll(async () => { await server?.close(); });

const call = (path: string, reqData: unknown, ac: (typeof OPERATORS)[number] = 'admin') => callApi(server.url, path, reqData, tokens[ac]);

describe('POST /api/report/list and the permission matrix', () => {
  // every report × every demo group: the list shows exactly what the server then serves
  const expected: Record<string, string[]> = {
    admin: ['game_retention', 'member_level', 'promo_cost', 'site_compare', 'site_trend', 'trans_3party'],
    provider: ['game_retention', 'site_compare', 'site_trend'],
    analyst: [],
    finance: [],
    owner: ['member_level', 'promo_cost', 'trans_3party'],
  };

  it.each(OPERATORS)('%s sees and may open exactly its reports', async (ac) => {
    const list = await call('/report/list', {}, ac);
    const ids = (list.result as unknown as { res: { id: string }[] }).res.map((r) => r.id).sort();
    const six = ['game_retention', 'member_level', 'promo_cost', 'site_compare', 'site_trend', 'trans_3party'];
    expect(ids.filter((id) => six.includes(id))).toEqual(expected[ac]);
    for (const id of six) {
      const answer = await call(`/report/${id}`, {}, ac);
      expect(answer.status, `${ac} → ${id}`).toBe(expected[ac].includes(id) ? 1 : 8046);
    }
  });

  it('every registered report answers each demo group per its item list: 8046 exactly where the group lacks the index', async () => {
    const { DEMO_PROFILES } = await import('../../../server/appstore/seedDemo');
    const { loadRegistry } = await import('../../../server/definitions/discover');
    const registry = await loadRegistry();
    for (const ac of OPERATORS) {
      const items = new Set(DEMO_PROFILES.find((p) => p.operatorAC === ac)!.items);
      for (const report of registry.reports.values()) {
        const allowed = items.has(report.route.itemIdx) || items.has(report.route.reportIdx);
        const answer = await call(`/report/${report.id}`, {}, ac);
        // a permitted report may still ask for input (9400, e.g. a search with no criterion), never 8046
        if (allowed) expect(answer.status, `${ac} → ${report.id}`).not.toBe(8046);
        else expect(answer.status, `${ac} → ${report.id}`).toBe(8046);
      }
    }
  });

  it('locates a report path for the 403 and 404 pages: its id when permitted, 8046 (audited) when not, null when unknown', async () => {
    expect((await call('/report/locate', { path: '/provider/trend' }, 'provider')).result).toEqual({ res: { id: 'site_trend' } });
    expect((await call('/report/locate', { path: '/provider/trend' }, 'analyst')).status).toBe(8046);
    expect((await call('/report/locate', { path: '/no/such/report' }, 'analyst')).result).toEqual({ res: null });
    expect((await call('/report/locate', { path: 1 }, 'analyst')).status).toBe(9400);
    const denied = await listAudit(server.store, { action: 'permission.denied' });
    expect(denied.some((a) => a.actorAC === 'analyst' && a.target === '/provider/trend')).toBe(true);
  });

  it('lists and locates a report placed under two menus once per menu, each placement by its own id, path and index', async () => {
    type Entry = { id: string; path: string; menuGroup: string; reportIdx: number };
    const listed = async (ac: (typeof OPERATORS)[number]) => ((await call('/report/list', {}, ac)).result as unknown as { res: Entry[] }).res;
    const pick = (list: Entry[], id: string) => list.filter((e) => e.id === id).map(({ id: i, path, menuGroup, reportIdx }) => ({ id: i, path, menuGroup, reportIdx }));
    // the house holds its placements of the site dashboard and trend (spec §2 /house/date, /house/trend), the data monitor its own
    const house = await listed('analyst');
    expect(pick(house, 'house_site_dashboard')).toEqual([{ id: 'house_site_dashboard', path: '/house/date', menuGroup: 'house', reportIdx: 80192 }]);
    expect(pick(house, 'site_dashboard')).toEqual([]);
    const provider = await listed('provider');
    expect(pick(provider, 'site_dashboard')).toEqual([{ id: 'site_dashboard', path: '/provider/date', menuGroup: 'provider', reportIdx: 70101 }]);
    expect(pick(provider, 'house_site_dashboard')).toEqual([]);
    expect((await call('/report/locate', { path: '/house/trend' }, 'analyst')).result).toEqual({ res: { id: 'house_site_trend' } });
    expect((await call('/report/locate', { path: '/house/trend' }, 'provider')).status).toBe(8046);
  });

  it('gives the member level and tag lists with the session, for the search pickers', async () => {
    const session = (await call('/operator/session', {})).result as unknown as { memberLevelList: unknown[]; memberTagList: unknown[] };
    const [levels] = await server.warehouse.query('SELECT count(*) AS n FROM dim_member_level');
    const [tags] = await server.warehouse.query('SELECT count(*) AS n FROM dim_member_tag');
    expect(session.memberLevelList).toHaveLength(Number(levels.n));
    expect(session.memberTagList).toHaveLength(Number(tags.n));
  });

  it("a single-site owner's totals cover its one site only", async () => {
    const answer = await call('/report/trans_3party', {}, 'owner');
    const siteLists = await call('/operator/session', {}, 'owner');
    const sites = (siteLists.result as unknown as { siteList: { site_id: number }[] }).siteList;
    expect(sites).toHaveLength(1);
    const { from, to } = (answer.result as unknown as { meta: { range: { from: string; to: string } } }).meta.range;
    const [raw] = await server.warehouse.query(`SELECT count(*) n FROM fact_transaction WHERE site_id = $1 AND trans_type IN (10, -10) AND stat_date BETWEEN $2::DATE AND $3::DATE`, [sites[0].site_id, from, to]);
    expect((answer.result as unknown as { totals: { order_count: number } }).totals.order_count).toBe(Number(raw.n));
    const other = await call('/report/trans_3party', { filters: { site: sites[0].site_id + 1 } }, 'owner');
    expect(other.status).toBe(8046);
  });

  it("a group's changed rights end its operators' sessions; logged in again, they get the new rights", async () => {
    const token = await login(server.url, 'provider');
    expect((await callApi(server.url, '/report/game_retention', {}, token)).status).toBe(1);
    const groups = (await call('/maintenance/group/list', {})).result as unknown as { res: { groupID: number; groupName: string; version: number }[] };
    const group = groups.res.find((g) => g.groupName === 'Platform providers')!;
    const update = await call('/maintenance/group/update', { groupID: group.groupID, version: group.version, items: [70000, 91001] });
    expect(update.status).toBe(1);
    expect((await callApi(server.url, '/report/site_compare', {}, token)).status).toBe(8002);
    const again = await login(server.url, 'provider');
    expect((await callApi(server.url, '/report/game_retention', {}, again)).status).toBe(8046);
    expect((await callApi(server.url, '/report/site_compare', {}, again)).status).toBe(1);
    const list = (await callApi(server.url, '/report/list', {}, again)).result as unknown as { res: { id: string }[] };
    expect(list.res.map((r) => r.id)).not.toContain('game_retention');
    const restored = (await call('/maintenance/group/list', {})).result as unknown as { res: { groupID: number; version: number }[] };
    await call('/maintenance/group/update', { groupID: group.groupID, version: restored.res.find((g) => g.groupID === group.groupID)!.version, items: [70000, 91000] });
  });

  it('needs a session', async () => {
    const answer = await callApi(server.url, '/report/site_compare', {});
    expect(answer.status).toBe(8002);
  });
});

describe('request validation', () => {
  it('refuses a sort field that is not a column, with a clear message', async () => {
    const answer = await call('/report/site_compare', { sort: [{ field: 'password_hash', dir: 'asc' }] });
    expect(answer.status).toBe(9400);
    expect(answer.result.message).toMatch(/sort/);
  });

  it('refuses a filter key the report does not declare', async () => {
    const answer = await call('/report/site_compare', { filters: { memberPhone: '1' } });
    expect(answer.status).toBe(9400);
    expect(answer.result.message).toMatch(/memberPhone/);
  });

  it("refuses a numeric parameter outside its bounds, or not whole where it must be, naming the filter, and takes one within them", async () => {
    for (const feeRate of [101, -0.5, '12']) {
      const answer = await call('/report/net_revenue', { filters: { feeRate } });
      expect(answer.status, String(feeRate)).toBe(9400);
      expect(answer.result.message, String(feeRate)).toMatch(/feeRate/);
    }
    expect((await call('/report/net_revenue', { filters: { feeRate: 7.5 } })).status).toBe(1);
  });

  it('refuses a SQL fragment where a code is expected', async () => {
    const answer = await call('/report/site_compare', { filters: { markets: ["THB') OR 1=1 --"] } });
    expect(answer.status).toBe(9400);
  });

  it('refuses __proto__ keys', async () => {
    const response = await fetch(`${server.url}/api/report/site_compare`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.admin}` },
      body: '{"reqData":{"filters":{"__proto__":{"polluted":true}}}}',
    });
    const body = await response.json();
    expect(body.status).not.toBe(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers an unknown report in the envelope', async () => {
    const answer = await call('/report/no_such_report', {});
    expect(answer.status).toBe(9404);
  });
});

describe('POST /api/report/<id>/export', () => {
  it('streams an xlsx holding every row in the order of the grid, with a totals row', async () => {
    const reqData = { filters: { grain: 'day' }, sort: [{ field: 'apv_bet', dir: 'desc' }], currency: 'THB', lang: 'en' };
    const grid = await call('/report/site_trend', { ...reqData, page: { index: 0, size: 200 } });
    const total = (grid.result as unknown as { total: number }).total;
    const response = await fetch(`${server.url}/api/report/site_trend/export`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.admin}` }, body: JSON.stringify({ reqData }),
    });
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toMatch(/site_trend-\d{4}-\d{2}-\d{2}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(1 + total + 1);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('Turnover (THB)');
    const firstPage = (grid.result as unknown as { res: { stat_date: string; site_name: string }[] }).res;
    firstPage.slice(0, 20).forEach((row, i) => {
      expect(sheet.getRow(2 + i).getCell(1).value).toBe(row.stat_date);
      expect(sheet.getRow(2 + i).getCell(2).value).toBe(row.site_name);
    });
    expect(sheet.getRow(total + 2).getCell(1).value).toBe('Total');
  });
});
