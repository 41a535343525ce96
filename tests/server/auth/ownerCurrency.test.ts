import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../../src/api/contracts';
import { applyCurrencyList } from '../../../src/state/sessionActions';
import { BASE_CURRENCY, globalStore } from '../../../src/state/globalStore';
import { CORE_ROUTES } from '../../support/coreRoutes';
import { createTestApp, injectApi } from '../../support/server';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// The server's session answer, applied as the browser applies it after login (issue 20).
describe('the console of a single-site owner opens in its site\'s currency', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp({ routes: CORE_ROUTES }); });
  afterAll(async () => { await t.close(); });

  const login = async (operatorAC: string) =>
    (await injectApi<SessionInfo>(t.app, '/operator/login', { operatorAC, password: 'demo-pass-2026' })).result;

  it('opens the owner\'s console in the currency its site keeps its books in', async () => {
    const info = await login('owner');
    const [site] = info.siteList as { site_id: number }[];
    const [own] = (await t.warehouse.query(`SELECT site_currency FROM dim_site WHERE site_id = ${Number(site.site_id)}`)) as { site_currency: string }[];
    expect(own.site_currency).not.toBe(BASE_CURRENCY);
    globalStore.currency = BASE_CURRENCY;
    applyCurrencyList(info);
    expect(globalStore.currency).toBe(own.site_currency);
  });

  it('opens the administrator\'s console, whose sites keep books in several currencies, in USD', async () => {
    const info = await login('admin');
    expect(new Set((info.siteList as { site_currency: string }[]).map((s) => s.site_currency)).size).toBeGreaterThan(1);
    globalStore.currency = 'THB';
    applyCurrencyList(info);
    expect(globalStore.currency).toBe(BASE_CURRENCY);
  });
});
