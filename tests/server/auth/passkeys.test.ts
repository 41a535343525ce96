import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/appstore/auditLog';
import passkeyRoutes from '../../../server/http/routes/passkey';
import { CORE_ROUTES } from '../../support/coreRoutes';
import { createTestApp, injectApi, injectLogin } from '../../support/server';
import { assert, createPasskey, type SoftPasskey } from './softAuthenticator';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Options = { challenge: string; rp: { id: string }; user: { id: string } };
const PASSWORD = 'demo-pass-2026';
// app.inject's requests come to Host localhost:80: the RP ID is localhost, the origin http://localhost.
const ORIGIN = 'http://localhost';

describe('passkeys', () => {
  let t: TestApp;
  let clock = Date.UTC(2026, 0, 2, 8, 0, 5);
  beforeEach(async () => { t = await createTestApp({ now: () => clock, routes: [...CORE_ROUTES, passkeyRoutes] }); });
  afterEach(async () => { await t.close(); });

  async function register(operatorAC: string, token?: string): Promise<{ token: string; passkey: SoftPasskey }> {
    const session = token ?? (await injectLogin(t.app, operatorAC));
    const options = await injectApi<{ options: Options }>(t.app, '/passkey/register/options', { password: PASSWORD }, session);
    expect(options.status).toBe(1);
    const { passkey, response } = createPasskey(options.result.options, ORIGIN);
    const verified = await injectApi(t.app, '/passkey/register/verify', { response }, session);
    expect(verified).toMatchObject({ status: 1, result: { enabled: true, message: 'Update biometric success' } });
    return { token: session, passkey };
  }

  async function loginOptions() {
    const answer = await injectApi<{ options: { challenge: string } }>(t.app, '/passkey/login/options', {});
    expect(answer.status).toBe(1);
    return answer.result.options;
  }

  it('registers a passkey for the logged-in operator and signs in with it', async () => {
    const { token, passkey } = await register('analyst');
    expect((await injectApi(t.app, '/passkey/list', {}, token)).result).toMatchObject({ enabled: true, passkeys: [{ deviceType: 'singleDevice' }] });
    const answer = await injectApi(t.app, '/passkey/login/verify', { response: assert(passkey, await loginOptions(), ORIGIN) });
    expect(answer.status).toBe(1);
    expect(answer.token).toBeDefined();
    expect((answer.result as { operator: { operatorAC: string } }).operator.operatorAC).toBe('analyst');
    expect((await injectApi(t.app, '/operator/session', {}, answer.token)).status).toBe(1);
    // the audit log names who signed in: the operator, though no session existed when it was written
    const [signedIn] = await listAudit(t.store, { action: 'login.success', limit: 1 });
    expect(signedIn).toMatchObject({ actorAC: 'analyst', after: { method: 'passkey' } });
  });

  it('needs the password again to start a registration', async () => {
    const token = await injectLogin(t.app, 'finance');
    const answer = await injectApi(t.app, '/passkey/register/options', { password: 'not-it' }, token);
    expect(answer).toMatchObject({ status: 8005, result: { message: 'your password is incorrect' } });
    expect((await injectApi(t.app, '/passkey/register/options', { password: PASSWORD })).status).toBe(8002);
  });

  it('refuses a replayed assertion: each challenge serves once', async () => {
    const { passkey } = await register('finance');
    const response = assert(passkey, await loginOptions(), ORIGIN);
    expect((await injectApi(t.app, '/passkey/login/verify', { response })).status).toBe(1);
    const replay = await injectApi(t.app, '/passkey/login/verify', { response });
    expect(replay).toMatchObject({ status: 0, result: { message: 'Passkey sign-in failed' } });
    expect(replay.token).toBeUndefined();
  });

  it('refuses a challenge older than two minutes', async () => {
    const { passkey } = await register('provider');
    const options = await loginOptions();
    clock += 2 * 60_000 + 1;
    expect((await injectApi(t.app, '/passkey/login/verify', { response: assert(passkey, options, ORIGIN) })).status).toBe(0);
  });

  it('refuses a sign counter that does not grow (a cloned authenticator)', async () => {
    const { passkey } = await register('owner');
    expect((await injectApi(t.app, '/passkey/login/verify', { response: assert(passkey, await loginOptions(), ORIGIN, 'localhost', { counter: 5 }) })).status).toBe(1);
    expect((await injectApi(t.app, '/passkey/login/verify', { response: assert(passkey, await loginOptions(), ORIGIN, 'localhost', { counter: 5 }) })).status).toBe(0);
    expect((await injectApi(t.app, '/passkey/login/verify', { response: assert(passkey, await loginOptions(), ORIGIN, 'localhost', { counter: 6 }) })).status).toBe(1);
  });

  it('refuses an assertion for another origin or RP ID', async () => {
    const { passkey } = await register('analyst');
    expect((await injectApi(t.app, '/passkey/login/verify', { response: assert(passkey, await loginOptions(), 'http://evil.example') })).status).toBe(0);
    expect((await injectApi(t.app, '/passkey/login/verify', { response: assert(passkey, await loginOptions(), ORIGIN, 'evil.example') })).status).toBe(0);
  });

  it("refuses another operator's credential", async () => {
    const analyst = await register('analyst');
    const finance = await register('finance');
    // the analyst's credential presented under the finance operator's user handle
    const mixed = assert(analyst.passkey, await loginOptions(), ORIGIN, 'localhost', { userHandle: finance.passkey.userHandle });
    expect((await injectApi(t.app, '/passkey/login/verify', { response: mixed })).status).toBe(0);
    // registration options issued to one operator cannot register a credential for another
    const options = await injectApi<{ options: Options }>(t.app, '/passkey/register/options', { password: PASSWORD }, analyst.token);
    const { response } = createPasskey(options.result.options, ORIGIN);
    expect((await injectApi(t.app, '/passkey/register/verify', { response }, finance.token)).status).toBe(0);
    // and that challenge is used up by the refused attempt
    expect((await injectApi(t.app, '/passkey/register/verify', { response }, analyst.token)).status).toBe(0);
  });

  it('refuses a registration without user verification', async () => {
    const token = await injectLogin(t.app, 'owner');
    const options = await injectApi<{ options: Options }>(t.app, '/passkey/register/options', { password: PASSWORD }, token);
    const { response } = createPasskey(options.result.options, ORIGIN, { userVerified: false });
    expect((await injectApi(t.app, '/passkey/register/verify', { response }, token)).status).toBe(0);
  });

  it('turning biometric login off removes the passkeys', async () => {
    const { token, passkey } = await register('provider');
    expect((await injectApi(t.app, '/passkey/clear', {}, token)).result).toMatchObject({ enabled: false, removed: 1, message: 'Update biometric success' });
    expect((await injectApi(t.app, '/passkey/list', {}, token)).result).toMatchObject({ enabled: false, passkeys: [] });
    expect((await injectApi(t.app, '/passkey/login/verify', { response: assert(passkey, await loginOptions(), ORIGIN) })).status).toBe(0);
  });

  it('signs in without the one-time code: the passkey is two factors in one', async () => {
    const { token, passkey } = await register('analyst');
    const operatorID = ((await injectApi(t.app, '/operator/session', {}, token)).result as { operator: { operatorID: number } }).operator.operatorID;
    await t.store.run("UPDATE operator SET otp_enabled = true, otp_secret = 'JBSWY3DPEHPK3PXP' WHERE operator_id = $1", [operatorID]);
    expect((await injectApi(t.app, '/operator/login', { operatorAC: 'analyst', password: PASSWORD })).result).toEqual({ otpRequired: true });
    expect((await injectApi(t.app, '/passkey/login/verify', { response: assert(passkey, await loginOptions(), ORIGIN) })).status).toBe(1);
  });

  it('refuses a disabled operator', async () => {
    const { token, passkey } = await register('owner');
    const operatorID = ((await injectApi(t.app, '/operator/session', {}, token)).result as { operator: { operatorID: number } }).operator.operatorID;
    await t.store.run("UPDATE operator SET status = 'disabled' WHERE operator_id = $1", [operatorID]);
    const answer = await injectApi(t.app, '/passkey/login/verify', { response: assert(passkey, await loginOptions(), ORIGIN) });
    expect(answer.status).toBe(8004);
    expect(answer.token).toBeUndefined();
  });

  it('answers with a clear message when the console is opened by an IP address', async () => {
    const response = await t.app.inject({
      method: 'POST', url: '/api/passkey/login/options', headers: { 'content-type': 'application/json', host: '127.0.0.1:8080' },
      payload: JSON.stringify({ reqData: {} }),
    });
    expect(response.json()).toMatchObject({ status: 0, result: { message: expect.stringContaining('not an IP address') } });
  });
});
