import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceApp, STRONG, type MaintenanceApp } from './support';

describe('concurrent edits never lose an update', () => {
  let t: MaintenanceApp;
  let second: string;
  beforeAll(async () => {
    t = await maintenanceApp();
    second = (await t.staff('chief', [1, 2, 3, 70000, 80100, 90000, 91000, 92000])).token;
  });
  afterAll(async () => { await t.close(); });

  it('lets exactly one of two operator edits with the same version win; the other gets 9409 and the current state', async () => {
    const groupID = await t.groupID('Platform providers');
    await t.call('/operator/add', { operatorAC: 'contested', operatorName: 'Before', groupID, password: STRONG }, t.admin);
    const o = await t.operator('contested');
    const [a, b] = await Promise.all([
      t.call('/operator/update', { operatorID: o.operator_id, version: o.version, operatorName: 'From admin' }, t.admin),
      t.call('/operator/update', { operatorID: o.operator_id, version: o.version, operatorName: 'From chief' }, second),
    ]);
    expect([a.status, b.status].sort()).toEqual([1, 9409]);
    const lost = a.status === 9409 ? a : b;
    const won = a.status === 1 ? a : b;
    const winner = (won.result as unknown as { operator: { operatorName: string } }).operator.operatorName;
    expect(lost.result.message).toMatch(/changed this record/);
    expect(lost.result.current).toMatchObject({ operatorAC: 'contested', operatorName: winner, version: o.version + 1, groupName: 'Platform providers' });
    expect(JSON.stringify(lost.result)).not.toMatch(/hash|secret/i);
  });

  it('answers a stale version of a lock, a reset or a delete with the conflict too', async () => {
    const o = await t.operator('contested');
    for (const [path, data] of [
      ['/operator/lock', { operatorID: o.operator_id, version: o.version - 1, locked: true }],
      ['/operator/resetOtp', { operatorID: o.operator_id, version: o.version - 1 }],
      ['/operator/resetPassword', { operatorID: o.operator_id, version: o.version - 1, password: 'violet-orchard-77' }],
      ['/operator/delete', { operatorID: o.operator_id, version: o.version - 1 }],
    ] as const) {
      const r = await t.call(path, data, t.admin);
      expect([path, r.status, r.result.current?.version]).toEqual([path, 9409, o.version]);
    }
  });

  it('lets exactly one of two group edits with the same version win', async () => {
    const made = await t.call<{ group: { groupID: number; version: number } }>('/group/add', { groupName: 'Shared', items: [70000], cmsList: [1] }, t.admin);
    const { groupID, version } = made.result.group;
    const [a, b] = await Promise.all([
      t.call('/group/update', { groupID, version, items: [70000, 90000] }, t.admin),
      t.call('/group/update', { groupID, version, groupName: 'Renamed' }, second),
    ]);
    expect([a.status, b.status].sort()).toEqual([1, 9409]);
    const lost = a.status === 9409 ? a : b;
    expect(lost.result.current).toMatchObject({ groupID, version: version + 1 });
    expect((await t.call('/group/delete', { groupID, version }, t.admin)).status).toBe(9409);
  });
});
