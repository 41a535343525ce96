import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { type AppStore, openAppStore } from '../../../server/appstore/appStore';
import { listAudit } from '../../../server/appstore/auditLog';
import { seedDemo } from '../../../server/appstore/seedDemo';
import { loadWarehouseLists } from '../../../server/auth/warehouseLists';
import { buildApp } from '../../../server/http/app';
import { openDuckWarehouse } from '../../../server/warehouse/duckdb';
import type { Warehouse } from '../../../server/warehouse/warehouse';
import { SHARE_VIEWS } from '../../../src/engine/functionRights';
import type { SavedView } from '../../../src/engine/view/savedView';
import { callApi, login } from '../../support/server';
import { testNow } from '../../support/testClock';

const STRONG = 'lantern-harbour-42';
const REPORT = 'member_top';
/** A view as an operator saves it: a preset period, two sites, a ranking metric, a sort, 100 a page, two columns hidden. */
const STATE = {
  filters: { range: { preset: 'prev7' }, sites: [1, 2], metric: ['dpst_amt'] },
  sort: [{ field: 'dpst_amt', dir: 'desc' }],
  size: 100,
  layout: { columns: [{ field: 'member_username', pinned: true }, { field: 'dpst_amt' }, { field: 'site_name', hidden: true }, { field: 'wdrl_amt', hidden: true }] },
};

/** A real server on one DATA_DIR that can be stopped and started again, on the run's warehouse. */
class Console {
  url = '';
  store!: AppStore;
  private app!: FastifyInstance;
  constructor(readonly dataDir: string, private readonly warehouse: Warehouse) {}
  async start(): Promise<void> {
    this.store = await openAppStore(path.join(this.dataDir, 'appstore.duckdb'));
    await seedDemo(this.store, await loadWarehouseLists(this.warehouse), testNow());
    this.app = await buildApp({ warehouse: this.warehouse, store: this.store, now: testNow });
    await this.app.listen({ host: '127.0.0.1', port: 0 });
    const address = this.app.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }
  async stop(): Promise<void> {
    await this.app.close();
    await this.store.close();
  }
  call<T = Record<string, unknown>>(apiPath: string, reqData: unknown, token: string) {
    return callApi<T & { view: SavedView; res: SavedView[]; current: SavedView; canShare: boolean; layout: unknown }>(this.url, apiPath, reqData, token);
  }
}

describe('saved views on a real server and warehouse', () => {
  let warehouse: Warehouse;
  let c: Console;
  const tokens: Record<string, string> = {};
  let shared: SavedView;
  let own: SavedView;

  beforeAll(async () => {
    warehouse = await openDuckWarehouse(inject('warehouseFile'), { readOnly: true });
    c = new Console(await fs.mkdtemp(path.join(os.tmpdir(), 'views-')), warehouse);
    await c.start();
    tokens.admin = await login(c.url, 'admin');
    const lists = await loadWarehouseLists(warehouse);
    const cmsList = lists.cms.map((x) => x.cms_id);
    // two analysts of one group that may share views, one analyst of a group that may not
    const groups: Record<string, number> = {};
    for (const [groupName, items] of [['Desk analysts', [80100, SHARE_VIEWS.reportIdx]], ['Night analysts', [80100]]] as const) {
      const g = await c.call<{ group: { groupID: number } }>('/maintenance/group/add', { groupName, items, cmsList }, tokens.admin);
      expect(g.status, g.result.message).toBe(1);
      groups[groupName] = g.result.group.groupID;
    }
    for (const [account, groupName] of [['desk.one', 'Desk analysts'], ['desk.two', 'Desk analysts'], ['night.one', 'Night analysts']] as const) {
      const o = await c.call('/maintenance/operator/add', { operatorAC: account, operatorName: account, groupID: groups[groupName], password: STRONG }, tokens.admin);
      expect(o.status, o.result.message).toBe(1);
      tokens[account] = await login(c.url, account, STRONG);
    }
    tokens.finance = await login(c.url, 'finance');
  });
  afterAll(async () => {
    await c?.stop();
    await warehouse?.close();
    if (c) await fs.rm(c.dataDir, { recursive: true, force: true });
  });

  it('shows Group Maintenance the right to share views under Operation Management', async () => {
    const tree = await c.call<{ res: { itemIdx: number; children: { reportIdx: number; titleKey: string }[] }[] }>('/maintenance/group/tree', {}, tokens.admin);
    const branch = (tree.result.res as unknown as { itemIdx: number; children: { reportIdx: number; titleKey: string }[] }[]).find((b) => b.itemIdx === 1)!;
    expect(branch.children).toContainEqual(expect.objectContaining({ reportIdx: SHARE_VIEWS.reportIdx, titleKey: 'views.rights.share' }));
  });

  it('saves a view for oneself and one for the group; the group sees the second only, operators outside see neither', async () => {
    const a = await c.call('/view/add', { reportId: REPORT, name: 'My deposits', state: STATE }, tokens['desk.one']);
    const b = await c.call('/view/add', { reportId: REPORT, name: ' Desk deposits ', shared: true, state: STATE }, tokens['desk.one']);
    expect([a.status, b.status]).toEqual([1, 1]);
    own = a.result.view;
    shared = b.result.view;
    expect(shared).toMatchObject({ name: 'Desk deposits', shared: true, own: true, editable: true, version: 1, state: STATE });
    const names = async (account: string) => (await c.call('/view/list', { reportId: REPORT }, tokens[account])).result.res.map((v) => v.name);
    expect(await names('desk.one')).toEqual(['Desk deposits', 'My deposits']);
    expect(await names('desk.two')).toEqual(['Desk deposits']);
    expect(await names('night.one')).toEqual([]);
    expect(await names('admin')).toEqual([]);
    const seen = (await c.call('/view/list', {}, tokens['desk.two'])).result.res;
    expect(seen).toEqual([expect.objectContaining({ viewID: shared.viewID, own: false, editable: true, ownerName: 'desk.one', state: STATE })]);
  });

  it('needs the right to share for a group view, and the report right for any view', async () => {
    const refused = await c.call('/view/add', { reportId: REPORT, name: 'Night shift', shared: true, state: STATE }, tokens['night.one']);
    expect([refused.status, refused.result.message]).toEqual([8046, 'Privilege not enough: saving a view for the group needs the right to share views']);
    expect((await c.call('/view/add', { reportId: REPORT, name: 'Night shift', state: STATE }, tokens['night.one'])).status).toBe(1);
    expect((await c.call('/view/list', { reportId: REPORT }, tokens['night.one'])).result.canShare).toBe(false);
    expect((await c.call('/view/list', { reportId: REPORT }, tokens['desk.two'])).result.canShare).toBe(true);
    const finance = await c.call('/view/add', { reportId: REPORT, name: 'Not mine', state: STATE }, tokens.finance);
    expect(finance.status).toBe(8046);
    expect((await c.call('/view/list', { reportId: REPORT }, tokens.finance)).status).toBe(8046);
    const denied = (await listAudit(c.store, { action: 'permission.denied', limit: 20 })).map((r) => [r.actorAC, r.target]);
    expect(denied).toEqual(expect.arrayContaining([['night.one', `report:${REPORT}`], ['finance', `report:${REPORT}`]]));
  });

  it('lets only the owner change a view of its own, and nobody outside the group see a group view to change it', async () => {
    const byOther = await c.call('/view/update', { viewID: own.viewID, version: own.version, name: 'Taken' }, tokens['desk.two']);
    expect(byOther.status).toBe(9404);
    const outside = await c.call('/view/delete', { viewID: shared.viewID, version: shared.version }, tokens['night.one']);
    expect([outside.status, outside.result.message]).toEqual([9404, 'The saved view no longer exists']);
    const unshare = await c.call('/view/update', { viewID: shared.viewID, version: shared.version, shared: false }, tokens['desk.two']);
    expect([unshare.status, unshare.result.message]).toEqual([8046, 'Privilege not enough: only the owner of a saved view shares or unshares it']);
  });

  it('answers two operators of the group updating the group view at once with one success and one conflict', async () => {
    const before = (await c.call('/view/list', { reportId: REPORT }, tokens['desk.two'])).result.res.find((v) => v.viewID === shared.viewID)!;
    const [x, y] = await Promise.all([
      c.call('/view/update', { viewID: before.viewID, version: before.version, name: 'Desk deposits (one)' }, tokens['desk.one']),
      c.call('/view/update', { viewID: before.viewID, version: before.version, state: { ...STATE, size: 200 } }, tokens['desk.two']),
    ]);
    expect([x.status, y.status].sort()).toEqual([1, 9409]);
    const lost = x.status === 9409 ? x : y;
    const won = x.status === 1 ? x : y;
    expect(lost.result.message).toBe('Another operator changed this record in the meantime; review the current values and try again');
    // the view as the winner left it, read from the loser's side
    const { own: _o, ...winner } = won.result.view;
    expect(lost.result.current).toEqual({ ...winner, own: lost === x });
    expect(won.result.view.version).toBe(before.version + 1);
    const stale = await c.call('/view/delete', { viewID: before.viewID, version: before.version }, tokens['desk.one']);
    expect(stale.status).toBe(9409);
    shared = { ...won.result.view, own: true };
  });

  it('answers bad input with a message that names the problem', async () => {
    const add = (name: string, state: unknown) => c.call('/view/add', { reportId: REPORT, name, state }, tokens['desk.one']);
    const cases: [string, unknown, string][] = [
      ['', STATE, 'This field is required'],
      ['x'.repeat(31), STATE, 'Max 30 characters'],
      ['My deposits', STATE, 'A saved view of this name already exists on this report'],
      ['Bad sort', { ...STATE, sort: [{ field: 'password_hash', dir: 'desc' }] }, "reqData.state: sort.0.field must be one of"],
      ['Bad filter', { ...STATE, filters: { bogus: 1 } }, "reqData.state: filters has unknown key 'bogus'"],
      ['Bad preset', { ...STATE, filters: { range: { preset: 'forever' } } }, 'reqData.state: filters.range'],
      ['Bad size', { ...STATE, size: 30 }, 'reqData.state: size must be one of 20, 50, 100, 200'],
      ['Bad column', { ...STATE, layout: { columns: [{ field: 'otp_secret' }] } }, 'reqData.state: layout.columns.0.field must be one of'],
      ['All hidden', { ...STATE, layout: { columns: [{ field: 'site_name', hidden: true }] } }, 'reqData.state.layout.columns must show at least one column'],
      ['Twice', { ...STATE, layout: { columns: [{ field: 'site_name' }, { field: 'site_name' }] } }, "reqData.state.layout.columns names 'site_name' twice"],
    ];
    for (const [name, state, message] of cases) {
      const r = await add(name, state);
      expect([name, r.status, r.result.message]).toEqual([name, 9400, expect.stringContaining(message)]);
    }
    const extra = await c.call('/view/add', { reportId: REPORT, name: 'Extra', state: STATE, owner: 2 }, tokens['desk.one']);
    expect([extra.status, extra.result.message]).toEqual([9400, "(400) Bad Request: reqData has unknown key 'owner'"]);
    expect((await c.call('/view/add', { reportId: 'nope', name: 'Nope', state: STATE }, tokens['desk.one'])).result.message).toBe("unknown report 'nope'");
  });

  it('writes every change to the audit log with its actor, before and after', async () => {
    const made = await c.call('/view/add', { reportId: REPORT, name: 'Short lived', state: STATE }, tokens['desk.two']);
    const renamed = await c.call('/view/update', { viewID: made.result.view.viewID, version: 1, name: 'Renamed once' }, tokens['desk.two']);
    expect((await c.call('/view/delete', { viewID: made.result.view.viewID, version: renamed.result.view.version }, tokens['desk.two'])).status).toBe(1);
    const rows = (await listAudit(c.store, { limit: 500 })).filter((r) => r.target === `view:${made.result.view.viewID}`);
    expect(rows.map((r) => [r.action, r.actorAC])).toEqual([['view.delete', 'desk.two'], ['view.update', 'desk.two'], ['view.create', 'desk.two']]);
    expect(rows[1].before).toMatchObject({ name: 'Short lived' });
    expect(rows[1].after).toMatchObject({ name: 'Renamed once' });
    expect((await c.call('/view/list', {}, tokens['desk.two'])).result.res.map((v) => v.name)).not.toContain('Renamed once');
  });

  it('keeps an operator grid layout per report, and forgets it on reset', async () => {
    const layout = { columns: [{ field: 'dpst_amt', pinned: true }, { field: 'member_username' }, { field: 'site_name', hidden: true }] };
    expect((await c.call('/view/layout', { reportId: REPORT, layout }, tokens['desk.two'])).status).toBe(1);
    expect((await c.call('/view/list', { reportId: REPORT }, tokens['desk.two'])).result.layout).toEqual(layout);
    expect((await c.call('/view/list', { reportId: REPORT }, tokens['desk.one'])).result.layout).toBeNull();
    expect((await c.call('/view/layout', { reportId: REPORT, layout: { columns: [{ field: 'nope' }] } }, tokens['desk.two'])).status).toBe(9400);
    await c.call('/view/layout', { reportId: REPORT, layout: null }, tokens['desk.one']);
  });

  it('keeps the views and layouts across a restart on the same DATA_DIR', async () => {
    await c.stop();
    await c.start();
    const token = await login(c.url, 'desk.two', STRONG);
    const list = await c.call('/view/list', { reportId: REPORT }, token);
    expect(list.result.res).toEqual([{ ...shared, own: false }]);
    expect(list.result.layout).toMatchObject({ columns: [{ field: 'dpst_amt', pinned: true }, { field: 'member_username' }, { field: 'site_name', hidden: true }] });
    expect((await c.call('/view/list', { reportId: REPORT }, await login(c.url, 'night.one', STRONG))).result.res.map((v) => v.name)).toEqual(['Night shift']);
  });
});

describe('an app store of schema version 1', () => {
  it('opens as version 2 with the saved view tables, keeping what it held', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'views-migrate-'));
    const file = path.join(dir, 'appstore.duckdb');
    try {
      let store = await openAppStore(file);
      await store.run('DROP TABLE saved_view');
      await store.run('DROP TABLE grid_layout');
      await store.run("INSERT INTO op_group (group_name, items, cms_list, created_at, updated_at) VALUES ('Kept', [1], [1], now(), now())");
      await store.run('UPDATE store_meta SET schema_version = 1');
      await store.close();
      store = await openAppStore(file);
      expect(await store.one('SELECT schema_version FROM store_meta')).toEqual({ schema_version: 2 });
      expect(await store.all('SELECT count(*)::INTEGER AS n FROM saved_view')).toEqual([{ n: 0 }]);
      expect(await store.all('SELECT group_name FROM op_group')).toEqual([{ group_name: 'Kept' }]);
      await store.run('UPDATE store_meta SET schema_version = 3');
      await store.close();
      await expect(openAppStore(file)).rejects.toThrow(/schema version 3, expected 2/);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
