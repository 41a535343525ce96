import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/appstore/auditLog';
import { getOperator, updateOperator } from '../../../server/appstore/operators';
import quickLoginRoutes from '../../../server/http/routes/quickLogin';
import { CORE_ROUTES } from '../../support/coreRoutes';
import { createTestApp, injectApi, injectLogin } from '../../support/server';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Grant = { token: string; operatorName: string; message: string };
const PASSWORD = 'demo-pass-2026';
const deviceId = () => randomBytes(16).toString('base64url');

describe('quick login', () => {
  let t: TestApp;
  let clock = Date.UTC(2026, 0, 2, 8, 0, 5);
  beforeEach(async () => { t = await createTestApp({ now: () => clock, routes: [...CORE_ROUTES, quickLoginRoutes] }); });
  afterEach(async () => { await t.close(); });

  async function enable(operatorAC: string, device = deviceId()) {
    const session = await injectLogin(t.app, operatorAC);
    const answer = await injectApi<Grant>(t.app, '/quicklogin/enable', { deviceId: device, password: PASSWORD }, session);
    expect(answer).toMatchObject({ status: 1, result: { enabled: true, message: 'Open quick login success' } });
    return { session, device, token: answer.result.token };
  }
  const exchange = (device: string, token: string, otp?: string) =>
    injectApi<{ quickLogin?: { token: string }; otpRequired?: boolean }>(t.app, '/quicklogin/login', { deviceId: device, token, ...(otp ? { otp } : {}) });

  it('issues a device-bound token that logs in once and is replaced by a fresh one', async () => {
    const { session, device, token } = await enable('finance');
    expect((await injectApi(t.app, '/quicklogin/status', { deviceId: device }, session)).result).toEqual({ enabled: true });
    const first = await exchange(device, token);
    expect(first.status).toBe(1);
    expect(first.token).toBeDefined();
    expect((first.result as unknown as { operator: { operatorAC: string } }).operator.operatorAC).toBe('finance');
    // the audit log names who signed in: the operator, though no session existed when it was written
    const [signedIn] = await listAudit(t.store, { action: 'login.success', limit: 1 });
    expect(signedIn).toMatchObject({ actorAC: 'finance', after: { method: 'quicklogin' } });
    const next = first.result.quickLogin!.token;
    expect(next).not.toBe(token);
    // the used token is gone; the new one works
    expect(await exchange(device, token)).toMatchObject({ status: 0, result: { message: expect.stringContaining('no longer valid') } });
    expect((await exchange(device, next)).status).toBe(1);
  });

  it('needs the password to turn it on', async () => {
    const session = await injectLogin(t.app, 'analyst');
    expect((await injectApi(t.app, '/quicklogin/enable', { deviceId: deviceId(), password: 'wrong' }, session)).status).toBe(8005);
  });

  it('works only on the device it was issued to', async () => {
    const { token } = await enable('provider');
    expect((await exchange(deviceId(), token)).status).toBe(0);
  });

  it('is revoked by turning it off, by a password change and by disabling the operator', async () => {
    const off = await enable('analyst');
    expect((await injectApi(t.app, '/quicklogin/disable', { deviceId: off.device }, off.session)).result).toMatchObject({ message: 'Close quick login success' });
    expect((await exchange(off.device, off.token)).status).toBe(0);

    const changed = await enable('finance');
    const newPassword = 'ledger-river-42';
    expect((await injectApi(t.app, '/operator/password', { oldPassword: PASSWORD, newPassword, confirmPassword: newPassword }, changed.session)).status).toBe(1);
    expect((await exchange(changed.device, changed.token)).status).toBe(0);

    const disabled = await enable('owner');
    const operatorID = ((await injectApi(t.app, '/operator/session', {}, disabled.session)).result as { operator: { operatorID: number } }).operator.operatorID;
    const owner = (await getOperator(t.store, operatorID))!;
    await updateOperator(t.store, operatorID, owner.version, { status: 'disabled' }, clock);
    await updateOperator(t.store, operatorID, owner.version + 1, { status: 'active' }, clock);
    expect((await exchange(disabled.device, disabled.token)).status).toBe(0);
  });

  it('expires after 30 days', async () => {
    const { device, token } = await enable('provider');
    clock += 30 * 24 * 60 * 60_000;
    expect((await exchange(device, token)).status).toBe(0);
  });

  it('still asks for the one-time code of an operator with OTP on', async () => {
    const { session, device, token } = await enable('analyst');
    const operatorID = ((await injectApi(t.app, '/operator/session', {}, session)).result as { operator: { operatorID: number } }).operator.operatorID;
    const setup = await injectApi<{ secret: string }>(t.app, `/config/item/${operatorID}/otp`, {}, session);
    const code = async () => generate({ secret: setup.result.secret, epoch: Math.floor(clock / 1000) });
    expect((await injectApi(t.app, `/config/item/${operatorID}/v/otp`, { otp: await code() }, session)).status).toBe(1);
    clock += 30_000;
    const asked = await exchange(device, token);
    expect(asked).toMatchObject({ status: 1, result: { otpRequired: true } });
    expect(asked.token).toBeUndefined();
    expect((await exchange(device, token, '000000')).status).toBe(8005);
    const done = await exchange(device, token, await code());
    expect(done.status).toBe(1);
    expect(done.token).toBeDefined();
  });

  it('answers a token used twice at the same moment once', async () => {
    const { device, token } = await enable('owner');
    const [a, b] = await Promise.all([exchange(device, token), exchange(device, token)]);
    expect([a.status, b.status].sort()).toEqual([0, 1]);
  });

  it("cannot turn off another operator's token", async () => {
    const { device, token } = await enable('owner');
    const other = await injectLogin(t.app, 'finance');
    await injectApi(t.app, '/quicklogin/disable', { deviceId: device }, other);
    expect((await exchange(device, token)).status).toBe(1);
  });
});
