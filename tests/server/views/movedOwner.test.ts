import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWarehouseLists } from '../../../server/auth/warehouseLists';
import { SHARE_VIEWS } from '../../../src/engine/functionRights';
import type { SavedView } from '../../../src/engine/view/savedView';
import { callApi, login, startTestServer, type TestServer } from '../../support/server';

const STRONG = 'lantern-harbour-42';
const REPORT = 'member_top';
const STATE = { filters: { range: { preset: 'prev30' } }, sort: [{ field: 'dpst_amt', dir: 'desc' }] };

type Answer = { view: SavedView; res: SavedView[]; operator: { version: number } };

/**
 * Group views belong to the group (docs/SECURITY-DECISIONS.md): an owner moved to another group
 * leaves its shared views with the old group and keeps no access to them; its private views go with it.
 */
describe('a saved view whose owner moves to another group', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const groups: Record<string, number> = {};
  const ids: Record<string, number> = {};
  let shared: SavedView;
  let own: SavedView;
  const call = (path: string, reqData: unknown, account: string) => callApi<Answer>(server.url, path, reqData, tokens[account]);
  const names = async (account: string) => (await call('/view/list', { reportId: REPORT }, account)).result.res.map((v) => v.name);
  const moveTo = async (account: string, groupName: string) => {
    const list = await callApi<{ res: { operatorID: number; version: number }[] }>(server.url, '/maintenance/operator/list', { search: account, page: { index: 0, size: 20 } }, tokens.admin);
    const { version } = list.result.res.find((o) => o.operatorID === ids[account])!;
    const moved = await callApi(server.url, '/maintenance/operator/update', { operatorID: ids[account], version, groupID: groups[groupName] }, tokens.admin);
    expect(moved.status, moved.result.message).toBe(1);
    tokens[account] = await login(server.url, account, STRONG);
  };

  beforeAll(async () => {
    server = await startTestServer();
    tokens.admin = await login(server.url, 'admin');
    const cmsList = (await loadWarehouseLists(server.warehouse)).cms.map((x) => x.cms_id);
    // both groups may open the report and share views: nothing but the group keeps the view from the new one
    for (const groupName of ['Desk analysts', 'Night analysts']) {
      const g = await callApi<{ group: { groupID: number } }>(server.url, '/maintenance/group/add', { groupName, items: [80100, SHARE_VIEWS.reportIdx], cmsList }, tokens.admin);
      expect(g.status, g.result.message).toBe(1);
      groups[groupName] = g.result.group.groupID;
    }
    for (const [account, groupName] of [['desk.one', 'Desk analysts'], ['desk.two', 'Desk analysts'], ['night.one', 'Night analysts']] as const) {
      const o = await callApi<{ operator: { operatorID: number } }>(server.url, '/maintenance/operator/add', { operatorAC: account, operatorName: account, groupID: groups[groupName], password: STRONG }, tokens.admin);
      expect(o.status, o.result.message).toBe(1);
      ids[account] = o.result.operator.operatorID;
      tokens[account] = await login(server.url, account, STRONG);
    }
    shared = (await call('/view/add', { reportId: REPORT, name: 'Desk deposits', shared: true, state: STATE }, 'desk.one')).result.view;
    own = (await call('/view/add', { reportId: REPORT, name: 'My deposits', state: STATE }, 'desk.one')).result.view;
    expect(await names('desk.two')).toEqual(['Desk deposits']);
    await moveTo('desk.one', 'Night analysts');
  });
  afterAll(async () => { await server?.close(); });

  it('stays with the old group: its operators with the right see and change it, the new group does not see it', async () => {
    expect(await names('night.one')).toEqual([]);
    const seen = (await call('/view/list', { reportId: REPORT }, 'desk.two')).result.res;
    expect(seen).toEqual([expect.objectContaining({ viewID: shared.viewID, shared: true, own: false, editable: true, ownerName: 'desk.one' })]);
    const renamed = await call('/view/update', { viewID: shared.viewID, version: shared.version, name: 'Desk deposits (kept)' }, 'desk.two');
    expect(renamed.status, renamed.result.message).toBe(1);
    shared = renamed.result.view;
  });

  it('is neither seen nor changed by its former owner, whose private views went with it', async () => {
    expect(await names('desk.one')).toEqual(['My deposits']);
    for (const [path, reqData] of [
      ['/view/update', { viewID: shared.viewID, version: shared.version, name: 'Taken along' }],
      ['/view/update', { viewID: shared.viewID, version: shared.version, state: { ...STATE, size: 200 } }],
      ['/view/update', { viewID: shared.viewID, version: shared.version, shared: false }],
      ['/view/delete', { viewID: shared.viewID, version: shared.version }],
    ] as const) {
      const a = await call(path, reqData, 'desk.one');
      expect([a.status, a.result.message], `${path} ${JSON.stringify(reqData)}`).toEqual([9404, 'The saved view no longer exists']);
    }
    const still = (await call('/view/list', { reportId: REPORT }, 'desk.two')).result.res.find((v) => v.viewID === shared.viewID);
    expect(still).toMatchObject({ name: 'Desk deposits (kept)', version: shared.version });
    const mine = await call('/view/update', { viewID: own.viewID, version: own.version, name: 'My deposits (night)' }, 'desk.one');
    expect(mine.status, mine.result.message).toBe(1);
    // the name of the view it left behind is free for a view of its own
    expect((await call('/view/add', { reportId: REPORT, name: 'Desk deposits (kept)', state: STATE }, 'desk.one')).status).toBe(1);
  });

  it('shares its views with its new group from then on', async () => {
    const made = await call('/view/add', { reportId: REPORT, name: 'Night deposits', shared: true, state: STATE }, 'desk.one');
    expect(made.status, made.result.message).toBe(1);
    expect(await names('night.one')).toEqual(['Night deposits']);
    expect(await names('desk.two')).toEqual(['Desk deposits (kept)']);
  });

  it("is renamed by the old group among the views left there, not against its former owner's views, which the old group does not see", async () => {
    const current = (await call('/view/list', { reportId: REPORT }, 'desk.two')).result.res.find((v) => v.viewID === shared.viewID)!;
    // the name of the former owner's private view, and of its new group's view
    for (const name of ['My deposits (night)', 'Night deposits']) {
      const version = (await call('/view/list', { reportId: REPORT }, 'desk.two')).result.res.find((v) => v.viewID === current.viewID)!.version;
      const renamed = await call('/view/update', { viewID: current.viewID, version, name }, 'desk.two');
      expect(renamed.status, `${name}: ${renamed.result.message}`).toBe(1);
    }
  });
});
