import { generate } from 'otplib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGroup } from '../../../server/appstore/groups';
import { createOperator } from '../../../server/appstore/operators';
import { hashPassword } from '../../../server/auth/passwords';
import { CORE_ROUTES } from '../../support/coreRoutes';
import { createTestApp, injectApi, injectLogin } from '../../support/server';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const PASSWORD = 'demo-pass-2026';

describe('one-time passwords', () => {
  let t: TestApp;
  let clock = Date.UTC(2026, 0, 2, 8, 0, 5);
  const codeAt = (secret: string, ms = clock) => generate({ secret, epoch: Math.floor(ms / 1000) });
  beforeEach(async () => { t = await createTestApp({ now: () => clock, routes: CORE_ROUTES }); });
  afterEach(async () => { await t.close(); });

  async function enable(operatorAC: string) {
    const token = await injectLogin(t.app, operatorAC);
    const info = await injectApi(t.app, '/operator/session', {}, token);
    const operatorID = (info.result as { operator: { operatorID: number } }).operator.operatorID;
    const setup = await injectApi<{ qrCode: string; secret: string }>(t.app, `/config/item/${operatorID}/otp`, {}, token);
    expect(setup.status).toBe(1);
    expect(setup.result.qrCode).toMatch(/^data:image\/png;base64,/);
    const verified = await injectApi(t.app, `/config/item/${operatorID}/v/otp`, { otp: await codeAt(setup.result.secret) }, token);
    expect(verified).toMatchObject({ status: 1, result: { otpEnabled: true, message: 'OTP function has been activated.' } });
    return { token, operatorID, secret: setup.result.secret };
  }

  it('sets up with a QR code, then asks for a code at login', async () => {
    const { secret } = await enable('analyst');
    const first = await injectApi(t.app, '/operator/login', { operatorAC: 'analyst', password: PASSWORD });
    expect(first).toMatchObject({ status: 1, result: { otpRequired: true } });
    expect(first.token).toBeUndefined();
    clock += 30_000;
    const second = await injectApi(t.app, '/operator/login', { operatorAC: 'analyst', password: PASSWORD, otp: await codeAt(secret) });
    expect(second.status).toBe(1);
    expect(second.token).toBeDefined();
    expect((second.result as { operator: { otpEnabled: boolean } }).operator.otpEnabled).toBe(true);
  });

  it('accepts each code once, also when it is sent twice at the same moment', async () => {
    const { secret } = await enable('finance');
    clock += 30_000;
    const code = await codeAt(secret);
    const [a, b] = await Promise.all([0, 1].map(() => injectApi(t.app, '/operator/login', { operatorAC: 'finance', password: PASSWORD, otp: code })));
    expect([a.status, b.status].sort()).toEqual([1, 8005]);
    const replay = await injectApi(t.app, '/operator/login', { operatorAC: 'finance', password: PASSWORD, otp: code });
    expect(replay).toMatchObject({ status: 8005, result: { message: 'OTP verification failed' } });
  });

  it('of twenty simultaneous logins with one code, exactly one succeeds', async () => {
    const { secret } = await enable('owner');
    clock += 30_000;
    const code = await codeAt(secret);
    const answers = await Promise.all(Array.from({ length: 20 }, () => injectApi(t.app, '/operator/login', { operatorAC: 'owner', password: PASSWORD, otp: code })));
    expect(answers.filter((a) => a.status === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.token)).toHaveLength(1);
  });

  it('tolerates one step of clock drift, not two', async () => {
    const { secret } = await enable('provider');
    clock += 60_000;
    expect((await injectApi(t.app, '/operator/login', { operatorAC: 'provider', password: PASSWORD, otp: await codeAt(secret, clock + 30_000) })).status).toBe(1);
    clock += 120_000;
    expect((await injectApi(t.app, '/operator/login', { operatorAC: 'provider', password: PASSWORD, otp: await codeAt(secret, clock - 60_000) })).status).toBe(8005);
  });

  it('rejects a wrong code in setup and limits guessing', async () => {
    const token = await injectLogin(t.app, 'owner');
    const operatorID = ((await injectApi(t.app, '/operator/session', {}, token)).result as { operator: { operatorID: number } }).operator.operatorID;
    await injectApi(t.app, `/config/item/${operatorID}/otp`, {}, token);
    const results: number[] = [];
    for (let i = 0; i < 6; i++) results.push((await injectApi(t.app, `/config/item/${operatorID}/v/otp`, { otp: '000000' }, token)).status);
    expect(results.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(results[5]).toBe(8044);
    const wrong = await injectApi(t.app, `/config/item/${operatorID}/v/otp`, { otp: '12345' }, token);
    expect(wrong.status).toBe(9400);
  });

  it("refuses to set up another operator's OTP", async () => {
    const token = await injectLogin(t.app, 'analyst');
    const r = await injectApi(t.app, '/config/item/1/otp', {}, token);
    expect(r.status).toBe(8046);
  });

  it('closes only with the password again', async () => {
    const { token, operatorID } = await enable('owner');
    const wrong = await injectApi(t.app, `/config/item/${operatorID}/c/otp`, { password: 'not-it' }, token);
    expect(wrong).toMatchObject({ status: 8005, result: { message: 'your password is incorrect' } });
    const closed = await injectApi(t.app, `/config/item/${operatorID}/c/otp`, { password: PASSWORD }, token);
    expect(closed).toMatchObject({ status: 1, result: { otpEnabled: false, message: 'OTP function has been closed.' } });
    expect((await injectApi(t.app, '/operator/login', { operatorAC: 'owner', password: PASSWORD })).token).toBeDefined();
  });

  it('refuses an operator-maintenance operator closing the OTP of one with more rights than its own', async () => {
    const { operatorID } = await enable('admin');
    const group = await createGroup(t.store, { groupName: 'Desk', items: [2], cmsList: [1], siteIds: null }, Date.now());
    await createOperator(t.store, { operatorAC: 'desk01', operatorName: 'Desk', passwordHash: await hashPassword(PASSWORD), groupID: group.groupID }, Date.now());
    const desk = await injectLogin(t.app, 'desk01');
    expect((await injectApi(t.app, `/config/item/${operatorID}/c/otp`, { password: PASSWORD }, desk)).status).toBe(8046);
  });

  it('lets operator maintenance close the OTP of an operator who lost the phone', async () => {
    const { operatorID } = await enable('analyst');
    const admin = await injectLogin(t.app, 'admin');
    expect((await injectApi(t.app, `/config/item/${operatorID}/c/otp`, { password: PASSWORD }, admin)).status).toBe(1);
  });
});

describe('password change', () => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp({ routes: CORE_ROUTES }); });
  afterEach(async () => { await t.close(); });

  it('changes the password, ends the other sessions and keeps this one under a new token', async () => {
    const token = await injectLogin(t.app, 'finance');
    const other = await injectLogin(t.app, 'finance');
    const r = await injectApi(t.app, '/operator/password', { oldPassword: PASSWORD, newPassword: 'ledger-river-42', confirmPassword: 'ledger-river-42' }, token);
    expect(r).toMatchObject({ status: 1, result: { message: 'Your password has been updated' } });
    expect(r.token).toBeDefined();
    expect((await injectApi(t.app, '/operator/session', {}, r.token)).status).toBe(1);
    expect((await injectApi(t.app, '/operator/session', {}, token)).status).toBe(8002);
    expect((await injectApi(t.app, '/operator/session', {}, other)).status).toBe(8002);
    expect((await injectApi(t.app, '/operator/login', { operatorAC: 'finance', password: PASSWORD })).status).toBe(8005);
    expect((await injectApi(t.app, '/operator/login', { operatorAC: 'finance', password: 'ledger-river-42' })).status).toBe(1);
  });

  it('needs the current password, a matching confirmation and an uncommon password', async () => {
    const token = await injectLogin(t.app, 'provider');
    const change = (oldPassword: string, newPassword: string, confirmPassword = newPassword) =>
      injectApi(t.app, '/operator/password', { oldPassword, newPassword, confirmPassword }, token);
    expect((await change('wrong', 'ledger-river-42')).result.message).toBe('your password is incorrect');
    expect((await change(PASSWORD, 'ledger-river-42', 'ledger-river-43')).result.message).toBe('New password and confirmation password do not match');
    expect((await change(PASSWORD, 'short')).result.message).toBe('Password must be at least 8 characters');
    expect((await change(PASSWORD, 'password123')).result.message).toBe('This password is too common, please choose another');
  });
});
