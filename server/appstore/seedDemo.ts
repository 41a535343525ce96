import type { CmsItem, SiteItem } from '../auth/warehouseLists';
import { hashPassword } from '../auth/passwords';
import type { AppStore } from './appStore';
import { createGroup } from './groups';
import { createOperator } from './operators';

/** For demo data only: every demo operator shares it. */
export const DEMO_PASSWORD = 'demo-pass-2026';

type Scope = 'all' | 'twoUnits' | 'oneSite';

interface DemoProfile { operatorAC: string; operatorName: string; groupName: string; items: number[]; scope: Scope; about: string }

/** One demo operator per permission profile (menu indexes of src/engine/menu.ts). */
export const DEMO_PROFILES: readonly DemoProfile[] = [
  { operatorAC: 'admin', operatorName: 'Administrator', groupName: 'Administrators',
    items: [1, 2, 3, 70000, 80100, 90000, 91000, 92000], scope: 'all', about: 'every menu, every site' },
  { operatorAC: 'provider', operatorName: 'Platform Provider', groupName: 'Platform providers',
    items: [70000, 91000], scope: 'all', about: 'provider monitor and system provider reports, every site' },
  { operatorAC: 'analyst', operatorName: 'House Analyst', groupName: 'House analysts',
    items: [80100], scope: 'twoUnits', about: 'house reports, the sites of two operating units' },
  { operatorAC: 'finance', operatorName: 'Finance Officer', groupName: 'Finance',
    items: [90000], scope: 'all', about: 'banking, service and deposit accounting, every site' },
  { operatorAC: 'owner', operatorName: 'Site Owner', groupName: 'Site owners',
    items: [92000], scope: 'oneSite', about: 'site owner reports of a single site' },
];

export interface DemoLogin { operatorAC: string; about: string }

/**
 * Fills an empty app store with the demo groups and operators; does nothing when any operator
 * exists, so a restart never resets accounts.
 */
export async function seedDemo(store: AppStore, dims: { sites: readonly SiteItem[]; cms: readonly CmsItem[] }, nowMs: number): Promise<DemoLogin[]> {
  const existing = await store.one<{ n: number }>('SELECT count(*)::INTEGER AS n FROM operator');
  if ((existing?.n ?? 0) > 0) return [];
  const unitsWithSites = dims.cms.map((c) => c.cms_id).filter((id) => dims.sites.some((s) => s.cms_id === id));
  const ownerSite = dims.sites.find((s) => s.cms_id === unitsWithSites[0]);
  const scopes: Record<Scope, { cmsList: number[]; siteIds: number[] | null }> = {
    all: { cmsList: dims.cms.map((c) => c.cms_id), siteIds: null },
    twoUnits: { cmsList: unitsWithSites.slice(0, 2), siteIds: null },
    oneSite: { cmsList: ownerSite ? [ownerSite.cms_id] : [], siteIds: ownerSite ? [ownerSite.site_id] : [] },
  };
  const hashes = await Promise.all(DEMO_PROFILES.map(() => hashPassword(DEMO_PASSWORD)));
  await store.tx(async (q) => {
    for (const [i, p] of DEMO_PROFILES.entries()) {
      const group = await createGroup(q, { groupName: p.groupName, items: p.items, ...scopes[p.scope] }, nowMs);
      await createOperator(q, { operatorAC: p.operatorAC, operatorName: p.operatorName, passwordHash: hashes[i], groupID: group.groupID }, nowMs);
    }
    await q.run('UPDATE store_meta SET demo = true');
  });
  return DEMO_PROFILES.map((p) => ({ operatorAC: p.operatorAC, about: p.about }));
}

export async function isDemoStore(store: AppStore): Promise<boolean> {
  return (await store.one<{ demo: boolean }>('SELECT demo FROM store_meta'))?.demo ?? false;
}
