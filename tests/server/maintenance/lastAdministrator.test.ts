import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { maintenanceApp, type MaintenanceApp } from './support';

const EVERYTHING = [1, 2, 3, 70000, 80100, 90000, 91000, 92000];

describe('the last administrator', () => {
  let t: MaintenanceApp;
  beforeEach(async () => { await t?.close(); t = await maintenanceApp(); });
  afterAll(async () => { await t.close(); });
  const admins = async () => (await t.store.one<{ n: number }>(
    `SELECT count(*)::INTEGER AS n FROM operator o JOIN op_group g USING (group_id) WHERE o.status = 'active' AND list_contains(g.items, 1)`))!.n;

  it('cannot disable, lock, move or delete itself when it is the only one', async () => {
    const me = await t.operator('admin');
    const ref = { operatorID: me.operator_id, version: me.version };
    const floor = (await t.call<{ group: { groupID: number } }>('/group/add', { groupName: 'Floor', items: [70000], cmsList: [1] }, t.admin)).result.group.groupID;
    for (const [path, data] of [
      ['/operator/update', { ...ref, status: 'disabled' }], ['/operator/lock', { ...ref, locked: true }],
      ['/operator/update', { ...ref, groupID: floor }], ['/operator/delete', ref],
    ] as const) {
      const r = await t.call(path, data, t.admin);
      expect([path, r.status, r.result.reason]).toEqual([path, 8048, 'lastAdministrator']);
    }
    expect(await admins()).toBe(1);
  });

  it('keeps item 1 in the group of the last administrators', async () => {
    const other = await t.staff('chief', EVERYTHING);
    const adminGroup = await t.groupID('Administrators');
    // the chief may strip the Administrators group (it stays an administrator itself) …
    const g = await t.group(adminGroup);
    expect((await t.call('/group/update', { groupID: adminGroup, version: g.version, items: [70000] }, other.token)).status).toBe(1);
    // … but the admin operator has lost item 1; the chief's own group is now the last one with it
    const mine = await t.group(other.groupID);
    expect((await t.call('/group/update', { groupID: other.groupID, version: mine.version, items: [2, 3] }, other.token)).result.reason).toBe('lastAdministrator');
    expect(await admins()).toBe(1);
  });

  it('survives two administrators disabling each other at the same moment', async () => {
    const chief = await t.staff('chief', EVERYTHING);
    const admin = await t.operator('admin');
    const chiefRow = await t.operator('chief');
    const answers = await Promise.all([
      t.call('/operator/update', { operatorID: chiefRow.operator_id, version: chiefRow.version, status: 'disabled' }, t.admin),
      t.call('/operator/update', { operatorID: admin.operator_id, version: admin.version, status: 'disabled' }, chief.token),
    ]);
    expect(answers.filter((a) => a.status === 1)).toHaveLength(1);
    expect(answers.find((a) => a.status !== 1)!.status).toBeOneOf([8048, 8002]);
    expect(await admins()).toBe(1);
  });
});
