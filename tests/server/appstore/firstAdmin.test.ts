import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AppStore, openAppStore } from '../../../server/appstore/appStore';
import { allItems, createFirstAdmin } from '../../../server/appstore/firstAdmin';
import { getGroup } from '../../../server/appstore/groups';
import { findOperatorByAccount } from '../../../server/appstore/operators';
import { verifyPassword } from '../../../server/auth/passwords';

const cms = [{ cms_id: 1, cms_name: 'A' }, { cms_id: 2, cms_name: 'B' }];

describe('the first administrator of a non-demo deployment', () => {
  let dir: string;
  let store: AppStore;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'first-admin-'));
    store = await openAppStore(path.join(dir, 'appstore.duckdb'));
  });
  afterEach(async () => {
    await store.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('creates an administrator who may open everything on every operating unit', async () => {
    await createFirstAdmin(store, { operatorAC: 'Chief', password: 'river-ledger-9' }, cms, Date.now());
    const chief = (await findOperatorByAccount(store, 'chief'))!;
    expect(await verifyPassword(chief.passwordHash, 'river-ledger-9')).toBe(true);
    expect(await getGroup(store, chief.groupID)).toMatchObject({ groupName: 'Administrators', items: allItems(), cmsList: [1, 2] });
    expect(allItems()).toEqual([1, 2, 3, 70000, 80100, 90000, 91000, 92000]);
  });

  it('refuses a weak password and an existing account', async () => {
    await expect(createFirstAdmin(store, { operatorAC: 'chief', password: 'short' }, cms, Date.now())).rejects.toThrow(/at least 8/);
    await expect(createFirstAdmin(store, { operatorAC: 'chief', password: 'password123' }, cms, Date.now())).rejects.toThrow(/too common/);
    await createFirstAdmin(store, { operatorAC: 'chief', password: 'river-ledger-9' }, cms, Date.now());
    await expect(createFirstAdmin(store, { operatorAC: 'CHIEF', password: 'river-ledger-9' }, cms, Date.now())).rejects.toThrow(/already exists/);
  });
});
