import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORE_ROUTES } from '../../support/coreRoutes';
import { createTestApp } from '../../support/server';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[Math.floor((s.length - 1) / 2)] + s[Math.ceil((s.length - 1) / 2)]) / 2;
};

/**
 * A wrong password on an existing account and any password on a missing one cost the same: the
 * same argon2 work and the same store statements before the answer (the failure count of an
 * existing account is written after it). Measured as the median of many logins of each kind,
 * interleaved in a fixed shuffled order so load on a shared machine falls on both alike.
 */
describe('login time does not tell existing accounts from missing ones', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp({ routes: CORE_ROUTES, tiny: true }); });
  afterAll(async () => { await t.close(); });

  let address = 0;
  const timeLogin = async (operatorAC: string) => {
    address += 1; // a fresh client address each time: the per-address limit stays out of the way
    const started = performance.now();
    const r = await t.app.inject({
      method: 'POST', url: '/api/operator/login', remoteAddress: `10.7.${address >> 8}.${address & 255}`,
      headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ reqData: { operatorAC, password: 'wrong-guess-1' } }),
    });
    const elapsed = performance.now() - started;
    expect(r.json()).toEqual({ status: 8005, result: { message: 'User password is incorrect' } });
    // keep the account below its lock (outside the measured time; queued behind the deferred count)
    await t.store.run('UPDATE operator SET failed_count = 0, locked_until_ms = NULL');
    return elapsed;
  };

  it('answers a wrong password and an unknown account in about the same time', async () => {
    for (let i = 0; i < 6; i++) { await timeLogin('provider'); await timeLogin(`warm-up-${i}`); }
    const existing: number[] = [];
    const missing: number[] = [];
    // a fixed pseudo-random order (no runs of one kind long enough to meet one burst of load)
    let seed = 12345;
    const kinds = Array.from({ length: 80 }, (_, i) => i % 2 === 0);
    for (let i = kinds.length - 1; i > 0; i--) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const j = seed % (i + 1);
      [kinds[i], kinds[j]] = [kinds[j], kinds[i]];
    }
    for (const [i, isExisting] of kinds.entries()) {
      if (isExisting) existing.push(await timeLogin('provider'));
      else missing.push(await timeLogin(`nobody-${i}`));
    }
    const ratio = median(existing) / median(missing);
    // generous for a loaded machine; a store write on one path only measured 2.2x here
    expect(ratio, `medians ${median(existing).toFixed(1)} vs ${median(missing).toFixed(1)} ms`).toBeLessThan(1.5);
    expect(ratio, `medians ${median(existing).toFixed(1)} vs ${median(missing).toFixed(1)} ms`).toBeGreaterThan(1 / 1.5);
  }, 120_000);
});
