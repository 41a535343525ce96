import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAINTENANCE_LOCK_MS } from '../../../server/appstore/operatorMaintenance';
import { LOGIN_POLICY } from '../../../server/auth/loginThrottle';
import { CORE_ROUTES } from '../../support/coreRoutes';
import { createTestApp } from '../../support/server';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const RIGHT = 'demo-pass-2026';

/**
 * A burst of parallel logins gets no more guesses than the same logins one after another: the
 * checks come before argon2 and the failure is recorded after it, so without a turn per address
 * and per account name every request of a burst read the counts of before the burst.
 */
describe('parallel logins against the locks', () => {
  let t: TestApp;
  const clock = Date.UTC(2026, 0, 2, 8);
  beforeEach(async () => { t = await createTestApp({ now: () => clock, routes: CORE_ROUTES }); });
  afterEach(async () => { await t.close(); });

  const attempt = async (operatorAC: string, password: string, address: string) => {
    const r = await t.app.inject({
      method: 'POST', url: '/api/operator/login', remoteAddress: address,
      headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ reqData: { operatorAC, password } }),
    });
    return (r.json() as { status: number }).status;
  };
  const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

  it('checks five passwords of a burst of forty on one account, from many addresses, and refuses the right one that comes later', async () => {
    const statuses = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt('finance', i === 34 ? RIGHT : `wrong-guess-${i}`, `10.1.0.${i % 8}`)));
    expect(count(statuses, 1)).toBe(0);
    expect(count(statuses, 8005)).toBe(LOGIN_POLICY.accountMaxFailures);
    expect(count(statuses, 8004)).toBe(40 - LOGIN_POLICY.accountMaxFailures);
    expect(await attempt('finance', RIGHT, '10.9.9.9')).toBe(8004);
  });

  it('lets one address fail twenty times in a burst of forty across names, then answers 8044', async () => {
    const statuses = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(`nobody${i}`, 'wrong-guess', '10.2.0.1')));
    expect(count(statuses, 8005)).toBe(LOGIN_POLICY.addressMaxFailures);
    expect(count(statuses, 8044)).toBe(40 - LOGIN_POLICY.addressMaxFailures);
  });

  it('answers a wrong password for an account locked by maintenance as for an unknown name, and tells the lock only to the right password', async () => {
    await t.store.run('UPDATE operator SET locked_until_ms = $1 WHERE operator_ac = $2', [MAINTENANCE_LOCK_MS, 'analyst']);
    expect(await attempt('analyst', RIGHT, '10.3.0.9')).toBe(8004);
    const locked: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < LOGIN_POLICY.accountMaxFailures + 1; i++) {
      locked.push(await attempt('analyst', 'wrong-guess', '10.3.0.1'));
      unknown.push(await attempt('nosuchanalyst', 'wrong-guess', '10.3.0.2'));
    }
    expect(locked).toEqual(unknown);
    expect(locked[0]).toBe(8005);
    expect(locked.at(-1)).toBe(8004);
    // the failures did not turn the maintenance lock into a 15-minute one
    const row = await t.store.one<{ locked_until_ms: number }>('SELECT locked_until_ms FROM operator WHERE operator_ac = $1', ['analyst']);
    expect(Number(row?.locked_until_ms)).toBe(MAINTENANCE_LOCK_MS);
  });
});
