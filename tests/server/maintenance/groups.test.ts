import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_GROUPS } from '../../../src/engine/menu';
import { loadRegistry } from '../../../server/definitions/discover';
import { injectApi } from '../../support/server';
import { maintenanceApp, STRONG, type MaintenanceApp } from './support';

type Branch = { id: string; itemIdx: number; children: { reportIdx: number; id: string }[] };
type GroupRow = { groupID: number; groupName: string; version: number; operatorCount: number; items: number[] };

describe('group maintenance', () => {
  let t: MaintenanceApp;
  beforeAll(async () => { t = await maintenanceApp(); });
  afterAll(async () => { await t.close(); });

  it('lists the permission tree: every menu group, every report of the registry, items 1 to 3 and the right to share views (10)', async () => {
    const r = await t.call<{ res: Branch[]; cms: { cms_id: number }[] }>('/group/tree', {}, t.admin);
    expect(r.result.res.map((b) => [b.id, b.itemIdx])).toEqual(MENU_GROUPS.map((g) => [g.id, g.itemIdx]));
    const reports = [...(await loadRegistry()).reports.values()];
    const leaves = r.result.res.flatMap((b) => b.children.map((c) => c.reportIdx));
    expect(leaves).toEqual(expect.arrayContaining([2, 3, 10, ...reports.map((x) => x.route.reportIdx)]));
    expect(leaves).toHaveLength(reports.length + 3);
    expect(r.result.cms.map((c) => c.cms_id)).toEqual([1, 2, 3]);
  });

  it('creates, renames and deletes a group; 8030 for a name in use', async () => {
    const made = await t.call<{ group: GroupRow }>('/group/add', { groupName: 'Night shift', items: [70000, 91001], cmsList: [2, 1] }, t.admin);
    expect(made.result.group).toMatchObject({ groupName: 'Night shift', items: [70000, 91001], cmsList: [1, 2], version: 1 });
    expect((await t.call('/group/add', { groupName: 'Night shift', items: [], cmsList: [] }, t.admin)).status).toBe(8030);
    const { groupID } = made.result.group;
    expect((await t.call('/group/update', { groupID, version: 1, groupName: 'Finance' }, t.admin)).status).toBe(8030);
    const renamed = await t.call<{ group: GroupRow }>('/group/update', { groupID, version: 1, groupName: 'Late shift' }, t.admin);
    expect(renamed.result.group).toMatchObject({ groupName: 'Late shift', version: 2 });
    const list = await t.call<{ res: GroupRow[] }>('/group/list', {}, t.admin);
    expect(list.result.res.find((g) => g.groupID === groupID)).toMatchObject({ operatorCount: 0 });
    expect((await t.call('/group/delete', { groupID, version: 2 }, t.admin)).status).toBe(1);
    expect((await t.call('/group/update', { groupID, version: 2, groupName: 'Again' }, t.admin)).status).toBe(9404);
  });

  it("follows the spec's length rules and keeps names unique regardless of case and surrounding spaces (8030)", async () => {
    const add = (groupName: string) => t.call<{ group: GroupRow }>('/group/add', { groupName, items: [91001], cmsList: [1] }, t.admin);
    expect(await add('Abc')).toMatchObject({ status: 9400, result: { message: 'Min 4 characters' } });
    expect(await add('   Abc   ')).toMatchObject({ status: 9400, result: { message: 'Min 4 characters' } });
    expect(await add('x'.repeat(31))).toMatchObject({ status: 9400, result: { message: 'Max 30 characters' } });
    for (const taken of ['finance', 'FINANCE', '  Finance  ', 'fInAnCe ']) expect((await add(taken)).status, taken).toBe(8030);
    const made = await add('  Desk  ');
    expect(made.status).toBe(1);
    expect(made.result.group.groupName).toBe('Desk');
    expect((await add('x'.repeat(30))).status).toBe(1);
    const { groupID, version } = made.result.group;
    expect((await t.call('/group/update', { groupID, version, groupName: 'finance' }, t.admin)).status).toBe(8030);
    expect((await t.call('/group/update', { groupID, version, groupName: 'abc' }, t.admin))).toMatchObject({ status: 9400, result: { message: 'Min 4 characters' } });
    // look-alikes are one name: a zero-width space, full-width letters; lengths count characters, not UTF-16 units
    for (const lookalike of ['Finance\u200b', 'Ｆｉｎａｎｃｅ', '\u200bFINANCE']) expect((await add(lookalike)).status, JSON.stringify(lookalike)).toBe(8030);
    expect(await add('x\u0000yz1')).toMatchObject({ status: 9400, result: { message: 'Invisible control characters are not allowed' } });
    expect(await add('😀😀😀')).toMatchObject({ status: 9400, result: { message: 'Min 4 characters' } });
    expect((await add('😀'.repeat(16))).status).toBe(1);
    // its own name in another case is a rename, not a clash
    expect((await t.call('/group/update', { groupID, version, groupName: 'DESK' }, t.admin)).status).toBe(1);
  });

  it('refuses to delete a group that still has operators (8098)', async () => {
    const financeID = await t.groupID('Finance');
    const g = await t.group(financeID);
    expect((await t.call('/group/delete', { groupID: financeID, version: g.version }, t.admin)).status).toBe(8098);
    const list = await t.call<{ res: GroupRow[] }>('/group/list', {}, t.admin);
    expect(list.result.res.find((x) => x.groupID === financeID)).toMatchObject({ operatorCount: 1 });
  });

  it("ends the sessions of a group's operators when its rights change, not when it is only renamed", async () => {
    const made = await t.call<{ group: GroupRow }>('/group/add', { groupName: 'Three reports', items: [70102, 91001, 91003], cmsList: [1, 2, 3] }, t.admin);
    const { groupID } = made.result.group;
    await t.call('/operator/add', { operatorAC: 'viewer01', operatorName: 'Viewer', groupID, password: STRONG }, t.admin);
    const token = await t.login('viewer01', STRONG);
    expect((await injectApi<{ permitted: number[] }>(t.app, '/operator/session', {}, token)).result.permitted).toEqual([70102, 91001, 91003]);
    expect((await t.call('/group/update', { groupID, version: 1, groupName: 'Three reports, renamed' }, t.admin)).status).toBe(1);
    expect((await injectApi(t.app, '/operator/session', {}, token)).status).toBe(1);
    expect((await t.call('/group/update', { groupID, version: 2, items: [70102, 91001] }, t.admin)).status).toBe(1);
    expect((await injectApi(t.app, '/operator/session', {}, token)).status).toBe(8002);
    // a new login carries the new rights
    const again = await t.login('viewer01', STRONG);
    expect((await injectApi<{ permitted: number[] }>(t.app, '/operator/session', {}, again)).result.permitted).toEqual([70102, 91001]);
    // a change of operating units ends them too
    expect((await t.call('/group/update', { groupID, version: 3, cmsList: [1] }, t.admin)).status).toBe(1);
    expect((await injectApi(t.app, '/operator/session', {}, again)).status).toBe(8002);
  });

  it('refuses an operator changing its own group (8048), so a change never ends the session making it', async () => {
    const adminsID = await t.groupID('Administrators');
    const g = await t.group(adminsID);
    expect((await t.call('/group/update', { groupID: adminsID, version: g.version, items: [...g.items, 91003] }, t.admin)).status).toBe(8048);
    expect((await injectApi(t.app, '/operator/session', {}, t.admin)).status).toBe(1);
  });
});
