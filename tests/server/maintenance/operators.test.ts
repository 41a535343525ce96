import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectApi } from '../../support/server';
import { maintenanceApp, STRONG, type MaintenanceApp } from './support';

type Row = { operatorAC: string; operatorName: string; groupName: string; status: string; locked: boolean; otpEnabled: boolean; manageable: boolean; version: number; operatorID: number };
type List = { res: Row[]; total: number };

describe('operator maintenance', () => {
  let t: MaintenanceApp;
  let ops: number;
  beforeAll(async () => {
    t = await maintenanceApp();
    ops = (await t.call<{ group: { groupID: number } }>('/group/add', { groupName: 'Floor staff', items: [70000], cmsList: [1] }, t.admin)).result.group.groupID;
  });
  afterAll(async () => { await t.close(); });
  const add = (operatorAC: string, extra: Record<string, unknown> = {}) =>
    t.call<{ operator: Row }>('/operator/add', { operatorAC, operatorName: `Name ${operatorAC}`, groupID: ops, password: STRONG, ...extra }, t.admin);

  it('adds an operator who can then log in, and refuses a duplicate account with 8020', async () => {
    const added = await add('croupier1');
    expect(added.status).toBe(1);
    expect(added.result.operator).toMatchObject({ operatorAC: 'croupier1', groupName: 'Floor staff', status: 'active', otpEnabled: false, version: 1 });
    expect(await t.login('croupier1', STRONG)).toBeTruthy();
    expect((await add('CROUPIER1')).status).toBe(8020);
  });

  it('checks the account length, the name length and the password policy', async () => {
    expect((await add('abc')).status).toBe(9400);
    expect((await add('a'.repeat(31))).status).toBe(9400);
    expect((await add('longname1', { operatorName: 'n'.repeat(31) })).status).toBe(9400);
    const weak = await add('weakpass1', { password: 'password' });
    expect(weak.status).toBe(0);
    expect(weak.result.message).toMatch(/too common/);
    expect((await add('nogroup1', { groupID: 99999 })).status).toBe(9400);
  });

  it('lists a server page with search, filters and a sort from the allow-list only', async () => {
    for (const n of [2, 3, 4]) await add(`croupier${n}`);
    const page = await t.call<List>('/operator/list', { search: 'croup', page: { index: 0, size: 20 }, sort: [{ field: 'operatorAC', dir: 'desc' }] }, t.admin);
    expect(page.status).toBe(1);
    expect(page.result.total).toBe(4);
    expect(page.result.res.map((r) => r.operatorAC)).toEqual(['croupier4', 'croupier3', 'croupier2', 'croupier1']);
    expect(page.result.res.every((r) => r.manageable)).toBe(true);
    const second = await t.call<List>('/operator/list', { groupID: ops, page: { index: 1, size: 20 } }, t.admin);
    expect(second.result).toMatchObject({ total: 4, res: [] });
    expect((await t.call('/operator/list', { page: { index: 0, size: 20 }, sort: [{ field: 'password_hash', dir: 'asc' }] }, t.admin)).status).toBe(9400);
    expect((await t.call('/operator/list', { page: { index: 0, size: 20 }, search: "x' OR 1=1 --" }, t.admin)).result).toMatchObject({ total: 0 });
    const pct = await t.call<List>('/operator/list', { page: { index: 0, size: 20 }, search: '%' }, t.admin);
    expect(pct.result.total).toBe(0);
  });

  it('edits name, group and status; disabling ends the live session on its next call', async () => {
    const token = await t.login('croupier2', STRONG);
    const before = await t.operator('croupier2');
    const edit = await t.call<{ operator: Row }>('/operator/update', { operatorID: before.operator_id, version: before.version, operatorName: 'Dealer Two', status: 'disabled' }, t.admin);
    expect(edit.status).toBe(1);
    expect(edit.result.operator).toMatchObject({ operatorName: 'Dealer Two', status: 'disabled', version: before.version + 1 });
    expect((await injectApi(t.app, '/operator/session', {}, token)).status).toBe(8002);
    const login = await injectApi(t.app, '/operator/login', { operatorAC: 'croupier2', password: STRONG });
    expect(login).toMatchObject({ status: 8004, result: { message: 'Operator has been disabled, please contact the administrator' } });
  });

  it('locks (ending sessions, refusing logins until unlocked) and unlocks', async () => {
    const token = await t.login('croupier3', STRONG);
    const o = await t.operator('croupier3');
    const locked = await t.call<{ operator: Row }>('/operator/lock', { operatorID: o.operator_id, version: o.version, locked: true }, t.admin);
    expect(locked.result.operator).toMatchObject({ locked: true });
    expect((await injectApi(t.app, '/operator/session', {}, token)).status).toBe(8002);
    expect(await injectApi(t.app, '/operator/login', { operatorAC: 'croupier3', password: STRONG })).toMatchObject({ status: 8004, result: { message: 'Operator has been locked' } });
    const unlocked = await t.call<{ operator: Row }>('/operator/lock', { operatorID: o.operator_id, version: o.version + 1, locked: false }, t.admin);
    expect(unlocked.result.operator).toMatchObject({ locked: false });
    expect(await t.login('croupier3', STRONG)).toBeTruthy();
  });

  it('resets a password (old sessions end, the new one works) and OTP', async () => {
    const token = await t.login('croupier4', STRONG);
    const o = await t.operator('croupier4');
    await t.store.run("UPDATE operator SET otp_enabled = true, otp_secret = 'JBSWY3DPEHPK3PXP' WHERE operator_id = $1", [o.operator_id]);
    const reset = await t.call('/operator/resetPassword', { operatorID: o.operator_id, version: o.version, password: 'violet-orchard-77' }, t.admin);
    expect(reset.status).toBe(1);
    expect((await injectApi(t.app, '/operator/session', {}, token)).status).toBe(8002);
    const otp = await t.call<{ operator: Row }>('/operator/resetOtp', { operatorID: o.operator_id, version: o.version + 1 }, t.admin);
    expect(otp.result.operator.otpEnabled).toBe(false);
    // with OTP off there is nothing to reset: refused, the version unchanged, no entry written
    const again = await t.call('/operator/resetOtp', { operatorID: o.operator_id, version: o.version + 2 }, t.admin);
    expect(again).toMatchObject({ status: 0, result: { message: 'OTP is not turned on for this operator: there is none to reset' } });
    expect((await t.operator('croupier4')).version).toBe(o.version + 2);
    expect(await t.login('croupier4', 'violet-orchard-77')).toBeTruthy();
    const weak = await t.call('/operator/resetPassword', { operatorID: o.operator_id, version: o.version + 2, password: 'short' }, t.admin);
    expect(weak.status).toBe(0);
  });

  it('deletes another operator for good, but never itself', async () => {
    await add('leaver1');
    const o = await t.operator('leaver1');
    expect((await t.call('/operator/delete', { operatorID: o.operator_id, version: o.version }, t.admin)).status).toBe(1);
    expect(await t.store.one('SELECT 1 FROM operator WHERE operator_ac = $1', ['leaver1'])).toBeUndefined();
    expect((await t.call('/operator/delete', { operatorID: o.operator_id, version: o.version }, t.admin)).status).toBe(8003);
  });

  it("answers 8048 where an operator would act on itself", async () => {
    const second = await t.staff('deputy1', [1, 2, 3, 70000, 80100, 90000, 91000, 92000]);
    const self = await t.operator('deputy1');
    const ref = { operatorID: self.operator_id, version: self.version };
    for (const [path, data] of [
      ['/operator/update', { ...ref, status: 'disabled' }],
      ['/operator/update', { ...ref, groupID: ops }],
      ['/operator/lock', { ...ref, locked: true }],
      ['/operator/resetOtp', ref],
      ['/operator/resetPassword', { ...ref, password: 'violet-orchard-77' }],
      ['/operator/delete', ref],
    ] as const) {
      const r = await t.call(path, data, second.token);
      expect([path, r.status, r.result.reason]).toEqual([path, 8048, 'self']);
    }
    const rename = await t.call<{ operator: Row }>('/operator/update', { ...ref, operatorName: 'Deputy' }, second.token);
    expect(rename.result.operator.operatorName).toBe('Deputy');
  });
});
