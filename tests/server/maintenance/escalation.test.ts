import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/appstore/auditLog';
import { injectApi } from '../../support/server';
import { maintenanceApp, STRONG, type MaintenanceApp } from './support';

describe('no operator can raise its own rights through maintenance', () => {
  let t: MaintenanceApp;
  let adminGroup: number;
  beforeAll(async () => {
    t = await maintenanceApp();
    adminGroup = await t.groupID('Administrators');
  });
  afterAll(async () => { await t.close(); });

  it('refuses every group route to an operator with report 2 but not report 3 (8046, audited)', async () => {
    const desk = await t.staff('desk01', [2, 70000]);
    for (const path of ['/group/list', '/group/tree']) expect((await t.call(path, {}, desk.token)).status).toBe(8046);
    const g = await t.group(desk.groupID);
    const grab = await t.call('/group/update', { groupID: desk.groupID, version: g.version, items: [1, 2, 3, 70000] }, desk.token);
    expect(grab.status).toBe(8046);
    expect((await t.call('/audit/list', { page: { index: 0, size: 20 } }, desk.token)).status).toBe(8046);
    const denied = await listAudit(t.store, { action: 'permission.denied' });
    expect(denied.some((e) => e.actorAC === 'desk01' && e.target === '/api/maintenance/group/update')).toBe(true);
    expect((await t.group(desk.groupID)).items).toEqual([2, 70000]);
  });

  it('refuses an operator moving itself into the administrators group', async () => {
    const desk = await t.staff('desk02', [2, 70000]);
    const self = await t.operator('desk02');
    const move = await t.call('/operator/update', { operatorID: self.operator_id, version: self.version, groupID: adminGroup }, desk.token);
    expect(move.status).toBe(8048);
    expect((await t.operator('desk02')).group_id).toBe(desk.groupID);
  });

  it('refuses placing any operator in a group with more rights than the actor, or managing one above it', async () => {
    const desk = await t.staff('desk03', [2, 70000]);
    const create = await t.call('/operator/add', { operatorAC: 'sockpuppet', operatorName: 'S', groupID: adminGroup, password: STRONG }, desk.token);
    expect([create.status, create.result.reason]).toEqual([8046, 'groupAbove']);
    const admin = await t.operator('admin');
    const takeover = await t.call('/operator/resetPassword', { operatorID: admin.operator_id, version: admin.version, password: 'violet-orchard-77' }, desk.token);
    expect([takeover.status, takeover.result.reason]).toEqual([8046, 'operatorAbove']);
    const disable = await t.call('/operator/update', { operatorID: admin.operator_id, version: admin.version, status: 'disabled' }, desk.token);
    expect(disable.status).toBe(8046);
    // a peer in a group of equal rights can be managed
    await t.staff('peer03', [70000]);
    const peer = await t.operator('peer03');
    const ok = await t.call('/operator/update', { operatorID: peer.operator_id, version: peer.version, operatorName: 'Peer' }, desk.token);
    expect(ok.status).toBe(1);
    const beyondSites = await t.staff('narrow03', [2, 70000], [1]);
    const wide = await t.operator('peer03');
    expect((await t.call('/operator/update', { operatorID: wide.operator_id, version: wide.version, operatorName: 'P' }, beyondSites.token)).status).toBe(8046);
    const refused = await listAudit(t.store, { action: 'maintenance.refused' });
    expect(refused.filter((e) => e.actorAC === 'desk03').map((e) => (e.after as { reason: string }).reason))
      .toEqual(['operatorAbove', 'operatorAbove', 'groupAbove']);
  });

  it('refuses a group editor granting its own group items, or another group items it lacks', async () => {
    const editor = await t.staff('editor01', [3, 70000]);
    const own = await t.group(editor.groupID);
    const self = await t.call('/group/update', { groupID: editor.groupID, version: own.version, items: [3, 70000, 91000] }, editor.token);
    expect([self.status, self.result.reason]).toEqual([8048, 'ownGroup']);
    const rename = await t.call<{ group: { groupName: string } }>('/group/update', { groupID: editor.groupID, version: own.version, groupName: 'Editors' }, editor.token);
    expect(rename.result.group.groupName).toBe('Editors');
    const made = await t.call<{ group: { groupID: number; version: number } }>('/group/add', { groupName: 'Monitors', items: [70101], cmsList: [1] }, editor.token);
    expect(made.status).toBe(1);
    const { groupID, version } = made.result.group;
    const more = await t.call('/group/update', { groupID, version, items: [70101, 1] }, editor.token);
    expect([more.status, more.result.reason]).toEqual([8046, 'groupAbove']);
    const admins = await t.group(adminGroup);
    const strip = await t.call('/group/update', { groupID: adminGroup, version: admins.version, groupName: 'Gone' }, editor.token);
    expect(strip.status).toBe(8046);
    const unknown = await t.call('/group/add', { groupName: 'Ghosts', items: [123456], cmsList: [] }, t.admin);
    expect(unknown.status).toBe(8029);
  });

  it('refuses closing OTP of nobody through a forged path: maintenance calls need a live session', async () => {
    expect((await injectApi(t.app, '/maintenance/operator/list', { page: { index: 0, size: 20 } })).status).toBe(8002);
  });
});
