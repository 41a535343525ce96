import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORE_ROUTES } from '../../support/coreRoutes';
import { createTestApp, injectApi } from '../../support/server';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
interface Info { siteList: { site_id: number; cms_id: number }[]; cmsList: { cms_id: number }[] }

// Against the run's generated warehouse: the demo profiles' row scope follows dim_site.cms_id.
describe('row scope of the demo profiles', () => {
  let t: TestApp;
  let allSites: { site_id: number; cms_id: number }[];
  beforeAll(async () => {
    t = await createTestApp({ routes: CORE_ROUTES });
    allSites = (await t.warehouse.query('SELECT site_id, cms_id FROM dim_site ORDER BY site_id')) as typeof allSites;
  });
  afterAll(async () => { await t.close(); });

  const info = async (operatorAC: string) =>
    (await injectApi<Info>(t.app, '/operator/login', { operatorAC, password: 'demo-pass-2026' })).result;

  it('shows every site to the administrator', async () => {
    expect((await info('admin')).siteList.map((s) => s.site_id)).toEqual(allSites.map((s) => s.site_id));
  });

  it('shows the analyst the sites of exactly two operating units', async () => {
    const analyst = await info('analyst');
    const units = analyst.cmsList.map((c) => c.cms_id);
    expect(units).toHaveLength(2);
    expect(analyst.siteList.map((s) => s.site_id)).toEqual(allSites.filter((s) => units.includes(s.cms_id)).map((s) => s.site_id));
  });

  it('shows the owner a single site', async () => {
    const owner = await info('owner');
    expect(owner.siteList).toHaveLength(1);
    expect(owner.cmsList.map((c) => c.cms_id)).toEqual([owner.siteList[0].cms_id]);
  });
});
