import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/appstore/auditLog';
import { CORE_ROUTES } from '../../support/coreRoutes';
import { createTestApp, injectApi } from '../../support/server';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// The tiny warehouse: operating unit 1 has sites 101, 102; unit 2 has 201, 202; unit 3 has 301.
describe('POST /api/operator/login', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp({ routes: CORE_ROUTES, tiny: true }); });
  afterAll(async () => { await t.close(); });

  it('logs in, returns the session info and the token in the Authorization header', async () => {
    const r = await injectApi(t.app, '/operator/login', { operatorAC: 'admin', password: 'demo-pass-2026' });
    expect(r.status).toBe(1);
    expect(r.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(r.result).toMatchObject({
      operator: { operatorAC: 'admin', operatorName: 'Administrator', otpEnabled: false, indexPin: { routeName: 'Dashboard', tab: 'daily' } },
      permitted: [1, 2, 3, 70000, 80100, 90000, 91000, 92000],
      cmsList: [{ cms_id: 1, cms_name: 'Siam Unit' }, { cms_id: 2, cms_name: 'Mekong Unit' }, { cms_id: 3, cms_name: 'Island Unit' }],
      gameBrandList: [{ game_brand_code: 'EVO' }, { game_brand_code: 'PG' }, { game_brand_code: 'SABA' }],
      domain: { baseCurrency: 'USD', dataStart: '2026-01-01', dataEnd: '2026-01-02' },
    });
    const result = r.result as { siteList: { site_id: number }[]; gameKindList: unknown[]; currencyList: { currency: string }[] };
    expect(result.siteList.map((s) => s.site_id)).toEqual([101, 102, 201, 202, 301]);
    expect(result.siteList[0]).toEqual({ site_id: 101, site_name: 'Golden Tiger', site_group: 'A', site_currency: 'THB', cms_id: 1 });
    expect(result.gameKindList).toContainEqual({ game_kind_code: 'slot', game_kind_name: 'Slots' });
    expect(result.currencyList.map((c) => c.currency)).toEqual(['USD', 'PHP', 'THB', 'VND']);
  });

  it('accepts the account in any case and with blanks around it', async () => {
    expect((await injectApi(t.app, '/operator/login', { operatorAC: ' Finance ', password: 'demo-pass-2026' })).status).toBe(1);
  });

  it('scopes each demo profile to its sites and items', async () => {
    const sites = async (ac: string) => {
      const r = await injectApi(t.app, '/operator/login', { operatorAC: ac, password: 'demo-pass-2026' });
      const result = r.result as { siteList: { site_id: number }[]; cmsList: { cms_id: number }[]; permitted: number[] };
      return { sites: result.siteList.map((s) => s.site_id), cms: result.cmsList.map((c) => c.cms_id), permitted: result.permitted };
    };
    expect(await sites('provider')).toEqual({ sites: [101, 102, 201, 202, 301], cms: [1, 2, 3], permitted: [70000, 91000] });
    expect(await sites('analyst')).toEqual({ sites: [101, 102, 201, 202], cms: [1, 2], permitted: [80100] });
    expect(await sites('finance')).toEqual({ sites: [101, 102, 201, 202, 301], cms: [1, 2, 3], permitted: [90000] });
    expect(await sites('owner')).toEqual({ sites: [101], cms: [1], permitted: [92000] });
  });

  it('answers the spec messages for a missing account or password', async () => {
    const noAccount = await injectApi(t.app, '/operator/login', { password: 'x' });
    expect(noAccount.result.message).toBe('Account is required');
    const blank = await injectApi(t.app, '/operator/login', { operatorAC: '  ', password: 'x' });
    expect(blank.result.message).toBe('Account is required');
    const noPassword = await injectApi(t.app, '/operator/login', { operatorAC: 'admin', password: '' });
    expect(noPassword.result.message).toBe('Password is required');
    expect(noPassword.token).toBeUndefined();
  });

  it('answers 8005 for a wrong password', async () => {
    const r = await injectApi(t.app, '/operator/login', { operatorAC: 'provider', password: 'wrong-pass' });
    expect(r).toMatchObject({ http: 200, status: 8005, result: { message: 'User password is incorrect' } });
    expect(r.token).toBeUndefined();
  });

  it('answers an unknown account exactly as a wrong password', async () => {
    const unknown = await injectApi(t.app, '/operator/login', { operatorAC: 'nobody-here', password: 'wrong-pass' });
    const wrong = await injectApi(t.app, '/operator/login', { operatorAC: 'analyst', password: 'wrong-pass' });
    expect({ http: unknown.http, status: unknown.status, result: unknown.result })
      .toEqual({ http: wrong.http, status: wrong.status, result: wrong.result });
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(wrong.headers).sort());
  });

  it('spends comparable time on an unknown account and a wrong password', async () => {
    const time = async (operatorAC: string) => {
      const start = performance.now();
      await injectApi(t.app, '/operator/login', { operatorAC, password: 'not-the-password' });
      return performance.now() - start;
    };
    const unknown: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 3; i++) {
      unknown.push(await time(`ghost-${i}`));
      known.push(await time('admin'));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1];
    // both pay one argon2id verification (tens of ms); a skipped hash would be ~10x faster
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it('writes login successes and failures to the audit log without secrets', async () => {
    const entries = await listAudit(t.store, { limit: 500 });
    const actions = new Set(entries.map((e) => e.action));
    expect(actions).toContain('login.success');
    expect(actions).toContain('login.failure');
    const failure = entries.find((e) => e.action === 'login.failure' && e.target === 'account:nobody-here');
    expect(failure?.after).toEqual({ reason: 'unknown_account', status: 8005 });
    // a success is written before the session exists, and names the operator it signed in as the one who acted
    const success = entries.find((e) => e.action === 'login.success');
    expect(success?.actorAC).toBe(success?.target?.replace('account:', ''));
    expect(success?.actorID).toEqual(expect.any(Number));
    expect(JSON.stringify(entries)).not.toMatch(/demo-pass-2026|wrong-pass|argon2/);
  });
});
