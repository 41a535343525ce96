import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findOperatorByAccount, updateOperator } from '../../../server/appstore/operators';
import { countOperatorSessions } from '../../../server/appstore/sessions';
import { listAudit } from '../../../server/appstore/auditLog';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, hashToken } from '../../../server/auth/sessionTokens';
import { CORE_ROUTES } from '../../support/coreRoutes';
import { createTestApp, injectApi, injectLogin } from '../../support/server';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const MINUTE = 60_000;
const UNAUTHORIZED = { status: 8002, result: { message: "User doesn't have authorized, please login again" } };

describe('sessions', () => {
  let t: TestApp;
  let clock = Date.UTC(2026, 0, 2, 8);
  beforeEach(async () => { t = await createTestApp({ now: () => clock, routes: CORE_ROUTES }); });
  afterEach(async () => { await t.close(); });

  const session = async (token?: string) => {
    const r = await injectApi(t.app, '/operator/session', {}, token);
    return { status: r.status, result: r.result };
  };

  it('refuses a session route without a token, or with an unknown one, with 8002', async () => {
    expect(await session()).toEqual(UNAUTHORIZED);
    expect(await session('A'.repeat(43))).toEqual(UNAUTHORIZED);
  });

  it('returns the session info for a live token', async () => {
    const token = await injectLogin(t.app, 'analyst');
    const r = await session(token);
    expect(r.status).toBe(1);
    expect(r.result).toMatchObject({ operator: { operatorAC: 'analyst' }, permitted: [80100] });
  });

  it('stores only the SHA-256 of the token', async () => {
    const token = await injectLogin(t.app, 'admin');
    const rows = await t.store.all<{ token_hash: string }>('SELECT token_hash FROM op_session');
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('issues a new token at every login', async () => {
    const a = await injectLogin(t.app, 'admin');
    const b = await injectLogin(t.app, 'admin');
    expect(a).not.toBe(b);
    expect((await session(a)).status).toBe(1);
    expect((await session(b)).status).toBe(1);
  });

  it('never adopts a token planted before login', async () => {
    const planted = 'planted-token-planted-token-planted-token-x';
    const r = await injectApi(t.app, '/operator/login', { operatorAC: 'admin', password: 'demo-pass-2026' }, planted);
    expect(r.status).toBe(1);
    expect(r.token).not.toBe(planted);
    expect(await session(planted)).toEqual(UNAUTHORIZED);
  });

  it('ends after 30 idle minutes', async () => {
    const token = await injectLogin(t.app, 'admin');
    clock += SESSION_IDLE_MS - MINUTE;
    expect((await session(token)).status).toBe(1);
    clock += SESSION_IDLE_MS - MINUTE;
    expect((await session(token)).status).toBe(1);
    clock += SESSION_IDLE_MS;
    expect(await session(token)).toEqual(UNAUTHORIZED);
    // the dead session is gone from the store, not merely refused
    expect((await session(token)).status).toBe(8002);
    const audit = await listAudit(t.store, { action: 'session.idle' });
    expect(audit).toHaveLength(1);
  });

  it('ends 12 hours after login however active it is', async () => {
    const token = await injectLogin(t.app, 'admin');
    const start = clock;
    while (clock + 20 * MINUTE < start + SESSION_ABSOLUTE_MS) {
      clock += 20 * MINUTE;
      expect((await session(token)).status).toBe(1);
    }
    clock = start + SESSION_ABSOLUTE_MS;
    expect(await session(token)).toEqual(UNAUTHORIZED);
    expect(SESSION_ABSOLUTE_MS).toBe(12 * 60 * MINUTE);
  });

  it('logout ends the session on the server', async () => {
    const token = await injectLogin(t.app, 'provider');
    const other = await injectLogin(t.app, 'provider');
    const operatorID = ((await session(token)).result as { operator: { operatorID: number } }).operator.operatorID;
    const out = await injectApi(t.app, '/operator/logout', { operatorID }, token);
    expect(out.status).toBe(1);
    expect(await session(token)).toEqual(UNAUTHORIZED);
    expect((await injectApi(t.app, '/operator/logout', { operatorID }, token)).status).toBe(8002);
    // only the presented session ends: the same operator's other browser stays logged in
    expect((await session(other)).status).toBe(1);
  });

  it('ends every session of an operator the moment it is disabled', async () => {
    const token = await injectLogin(t.app, 'finance');
    const finance = (await findOperatorByAccount(t.store, 'finance'))!;
    await updateOperator(t.store, finance.operatorID, finance.version, { status: 'disabled' }, clock);
    expect(await countOperatorSessions(t.store, finance.operatorID)).toBe(0);
    expect(await session(token)).toEqual(UNAUTHORIZED);
    const again = await injectApi(t.app, '/operator/login', { operatorAC: 'finance', password: 'demo-pass-2026' });
    // disabled, not locked: a message of its own, and only after the right password
    expect(again).toMatchObject({ status: 8004, result: { message: 'Operator has been disabled, please contact the administrator' } });
    expect(again.token).toBeUndefined();
    const wrong = await injectApi(t.app, '/operator/login', { operatorAC: 'finance', password: 'wrong-pass' });
    const unknown = await injectApi(t.app, '/operator/login', { operatorAC: 'nobody-at-all', password: 'wrong-pass' });
    expect(wrong).toMatchObject({ status: 8005, result: { message: 'User password is incorrect' } });
    expect(unknown).toMatchObject({ status: 8005, result: { message: 'User password is incorrect' } });
  });

  it('refuses a session whose operator was disabled behind its back (direct store edit)', async () => {
    const token = await injectLogin(t.app, 'owner');
    await t.store.run("UPDATE operator SET status = 'disabled' WHERE operator_ac = 'owner'");
    expect(await session(token)).toEqual(UNAUTHORIZED);
    expect(await t.store.one<{ n: number }>("SELECT count(*)::INTEGER AS n FROM op_session")).toEqual({ n: 0 });
  });
});
