import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../server/appstore/seedDemo';
import { createTestApp, injectApi } from '../../support/server';

// A clock on the first of January, past midnight UTC: a browser in another zone still reads the old year.
let clock = Date.parse('2027-01-01T00:20:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => { t = await createTestApp({ tiny: true, now: () => clock }); });
afterAll(async () => { await t?.close(); });

describe('the server\'s clock in session answers', () => {
  it('login and session answers carry the server\'s time, so the browser resolves presets on the server\'s day', async () => {
    const login = await injectApi<{ serverNow: string }>(t.app, '/operator/login', { operatorAC: 'admin', password: DEMO_PASSWORD });
    expect(login.status).toBe(1);
    expect(login.result.serverNow).toBe('2027-01-01T00:20:00.000Z');
    clock += 90_000;
    const session = await injectApi<{ serverNow: string }>(t.app, '/operator/session', {}, login.token);
    expect(session.result.serverNow).toBe('2027-01-01T00:21:30.000Z');
  });
});
