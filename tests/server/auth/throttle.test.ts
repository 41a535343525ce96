import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unlockOperator } from '../../../server/appstore/loginCounters';
import { findOperatorByAccount } from '../../../server/appstore/operators';
import { LOGIN_POLICY } from '../../../server/auth/loginThrottle';
import { CORE_ROUTES } from '../../support/coreRoutes';
import { createTestApp } from '../../support/server';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('login throttling', () => {
  let t: TestApp;
  let clock = Date.UTC(2026, 0, 2, 8);
  beforeEach(async () => { t = await createTestApp({ now: () => clock, routes: CORE_ROUTES }); });
  afterEach(async () => { await t.close(); });

  const attempt = async (operatorAC: string, password: string, address = '10.0.0.1') => {
    const r = await t.app.inject({
      method: 'POST', url: '/api/operator/login', remoteAddress: address,
      headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ reqData: { operatorAC, password } }),
    });
    return r.json() as { status: number; result: { message?: string } };
  };

  it('locks an account for a while after five wrong passwords, then lets it in again', async () => {
    for (let i = 0; i < LOGIN_POLICY.accountMaxFailures; i++) expect((await attempt('finance', 'bad-guess')).status).toBe(8005);
    const locked = await attempt('finance', 'demo-pass-2026');
    expect(locked).toEqual({ status: 8004, result: { message: 'Operator has been locked' } });
    clock += LOGIN_POLICY.accountLockMs - 1000;
    expect((await attempt('finance', 'demo-pass-2026')).status).toBe(8004);
    clock += 2000;
    expect((await attempt('finance', 'demo-pass-2026')).status).toBe(1);
  });

  it('treats an account that does not exist exactly the same, so locks reveal nothing', async () => {
    const ghost: number[] = [];
    const real: number[] = [];
    for (let i = 0; i < LOGIN_POLICY.accountMaxFailures + 1; i++) {
      ghost.push((await attempt('ghost', 'bad-guess', '10.0.0.2')).status);
      real.push((await attempt('provider', 'bad-guess', '10.0.0.3')).status);
    }
    expect(ghost).toEqual(real);
    expect(real.at(-1)).toBe(8004);
  });

  it('lifts a lock by maintenance before its time', async () => {
    for (let i = 0; i < LOGIN_POLICY.accountMaxFailures; i++) await attempt('analyst', 'bad-guess');
    expect((await attempt('analyst', 'demo-pass-2026')).status).toBe(8004);
    const analyst = await findOperatorByAccount(t.store, 'analyst');
    await unlockOperator(t.store, analyst!.operatorID, clock);
    expect((await attempt('analyst', 'demo-pass-2026')).status).toBe(1);
  });

  it('resets the failure count on a successful login', async () => {
    for (let i = 0; i < LOGIN_POLICY.accountMaxFailures - 1; i++) await attempt('owner', 'bad-guess');
    expect((await attempt('owner', 'demo-pass-2026')).status).toBe(1);
    for (let i = 0; i < LOGIN_POLICY.accountMaxFailures - 1; i++) await attempt('owner', 'bad-guess');
    expect((await attempt('owner', 'demo-pass-2026')).status).toBe(1);
  });

  it('refuses a client address with 8044 after too many failures across accounts, until the window passes', async () => {
    for (let i = 0; i < LOGIN_POLICY.addressMaxFailures; i++) await attempt(`spray-${i}`, 'bad-guess', '10.9.9.9');
    const refused = await attempt('finance', 'demo-pass-2026', '10.9.9.9');
    expect(refused.status).toBe(8044);
    expect(refused.result.message).toBe('Too many incorrect passwords, please try again later');
    // the same answer whatever the account and password: nothing to learn from a blocked address
    expect((await attempt('ghost', 'demo-pass-2026', '10.9.9.9')).status).toBe(8044);
    expect((await attempt('finance', 'bad-guess', '10.9.9.9')).status).toBe(8044);
    expect((await attempt('admin', 'bad-guess', '10.9.9.9')).status).toBe(8044);
    // another address is not affected
    expect((await attempt('finance', 'demo-pass-2026', '10.1.1.1')).status).toBe(1);
    clock += LOGIN_POLICY.addressWindowMs;
    expect((await attempt('finance', 'demo-pass-2026', '10.9.9.9')).status).toBe(1);
  });

  it("lets an administrator with its right password in from an address others' failures blocked", async () => {
    for (let i = 0; i < LOGIN_POLICY.addressMaxFailures; i++) await attempt(`spray-${i}`, 'bad-guess', '10.8.8.8');
    expect((await attempt('provider', 'demo-pass-2026', '10.8.8.8')).status).toBe(8044);
    expect((await attempt('admin', 'demo-pass-2026', '10.8.8.8')).status).toBe(1);
  });

  it("counts an administrator's own wrong passwords from a blocked address toward its lock", async () => {
    for (let i = 0; i < LOGIN_POLICY.addressMaxFailures; i++) await attempt(`spray-${i}`, 'bad-guess', '10.7.7.7');
    for (let i = 0; i < LOGIN_POLICY.accountMaxFailures; i++) expect((await attempt('admin', 'bad-guess', '10.7.7.7')).status).toBe(8044);
    expect((await attempt('admin', 'demo-pass-2026', '10.7.7.7')).status).toBe(8044);
    expect((await attempt('admin', 'demo-pass-2026', '10.2.2.2')).status).toBe(8004);
  });
});
