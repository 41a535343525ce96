import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORE_ROUTES } from '../../support/coreRoutes';
import { createTestApp, injectApi, injectLogin } from '../../support/server';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('POST /api/exchangerate/list', () => {
  let t: TestApp;
  let token: string;
  let operatorID: number;
  beforeAll(async () => {
    t = await createTestApp({ routes: CORE_ROUTES, tiny: true });
    token = await injectLogin(t.app, 'finance');
    operatorID = ((await injectApi(t.app, '/operator/session', {}, token)).result as { operator: { operatorID: number } }).operator.operatorID;
  });
  afterAll(async () => { await t.close(); });

  it("answers the latest day's rates in the envelope", async () => {
    const r = await injectApi(t.app, '/exchangerate/list', { operatorID }, token);
    expect(r.status).toBe(1);
    expect(r.result).toEqual({
      baseCurrency: 'USD',
      res: [
        { currency: 'PHP', market_name: 'Philippines', rate_to_base: 0.0176, rate_date: '2026-01-02' },
        { currency: 'THB', market_name: 'Thailand', rate_to_base: 0.029, rate_date: '2026-01-02' },
        { currency: 'USD', market_name: 'USD', rate_to_base: 1, rate_date: '2026-01-02' },
        { currency: 'VND', market_name: 'Vietnam', rate_to_base: 0.000041, rate_date: '2026-01-02' },
      ],
    });
  });

  it('needs a session', async () => {
    expect((await injectApi(t.app, '/exchangerate/list', { operatorID })).status).toBe(8002);
  });

  it('validates operatorID as an integer', async () => {
    const r = await injectApi(t.app, '/exchangerate/list', { operatorID: '1' }, token);
    expect(r.status).toBe(9400);
    expect(r.result.message).toContain('operatorID must be integer');
  });

  it("refuses another operator's id", async () => {
    expect((await injectApi(t.app, '/exchangerate/list', { operatorID: operatorID + 1 }, token)).status).toBe(8046);
  });
});

describe('POST /api/authority/updateIndexPin', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp({ routes: CORE_ROUTES }); });
  afterAll(async () => { await t.close(); });

  it("stores the caller's pin, which the next session info carries", async () => {
    const token = await injectLogin(t.app, 'analyst');
    const indexPin = { routeName: 'siteRecap', tab: 'monthly' };
    const r = await injectApi(t.app, '/authority/updateIndexPin', { indexPin, operatorAC: 'analyst' }, token);
    expect(r).toMatchObject({ status: 1, result: { indexPin } });
    const again = await injectLogin(t.app, 'analyst');
    const info = await injectApi(t.app, '/operator/session', {}, again);
    expect((info.result as { operator: { indexPin: unknown } }).operator.indexPin).toEqual(indexPin);
  });

  it("refuses to pin for another operator", async () => {
    const token = await injectLogin(t.app, 'analyst');
    const r = await injectApi(t.app, '/authority/updateIndexPin', { indexPin: { routeName: 'Dashboard', tab: 'daily' }, operatorAC: 'admin' }, token);
    expect(r.status).toBe(8046);
  });

  it('rejects a malformed pin', async () => {
    const token = await injectLogin(t.app, 'analyst');
    const r = await injectApi(t.app, '/authority/updateIndexPin', { indexPin: { routeName: '<script>', tab: 'daily' }, operatorAC: 'analyst' }, token);
    expect(r.status).toBe(9400);
  });
});
