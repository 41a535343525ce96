import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AppStore, openAppStore } from '../../../server/appstore/appStore';
import { listAudit, writeAudit } from '../../../server/appstore/auditLog';
import { createGroup, deleteGroup, getGroup, updateGroup } from '../../../server/appstore/groups';
import { createOperator, findOperatorByAccount, getOperator, updateOperator } from '../../../server/appstore/operators';
import { DEMO_PROFILES, isDemoStore, seedDemo } from '../../../server/appstore/seedDemo';
import { countOperatorSessions, insertSession } from '../../../server/appstore/sessions';

const NOW = Date.UTC(2026, 0, 2, 8);
const dims = {
  cms: [{ cms_id: 1, cms_name: 'A' }, { cms_id: 2, cms_name: 'B' }, { cms_id: 3, cms_name: 'C' }],
  sites: [
    { site_id: 11, site_name: 's11', site_group: 'g', site_currency: 'THB', cms_id: 1 },
    { site_id: 12, site_name: 's12', site_group: 'g', site_currency: 'THB', cms_id: 1 },
    { site_id: 21, site_name: 's21', site_group: 'g', site_currency: 'VND', cms_id: 2 },
    { site_id: 31, site_name: 's31', site_group: 'g', site_currency: 'PHP', cms_id: 3 },
  ],
};

describe('the app store', () => {
  let dir: string;
  let file: string;
  let store: AppStore;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'appstore-'));
    file = path.join(dir, 'appstore.duckdb');
    store = await openAppStore(file);
  });
  afterEach(async () => {
    await store.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('keeps acknowledged writes across a reopen', async () => {
    expect(store.created).toBe(true);
    const group = await createGroup(store, { groupName: 'Ops', items: [1], cmsList: [1], siteIds: null }, NOW);
    await createOperator(store, { operatorAC: 'Keeper', operatorName: 'K', passwordHash: 'h', groupID: group.groupID }, NOW);
    await store.close();
    store = await openAppStore(file);
    expect(store.created).toBe(false);
    expect(await findOperatorByAccount(store, 'keeper')).toMatchObject({ operatorAC: 'keeper', status: 'active', pinRoute: 'Dashboard', pinTab: 'daily' });
  });

  it('seeds the demo profiles once, with their scopes', async () => {
    const logins = await seedDemo(store, dims, NOW);
    expect(logins.map((l) => l.operatorAC)).toEqual(['admin', 'provider', 'analyst', 'finance', 'owner']);
    expect(await seedDemo(store, dims, NOW)).toEqual([]);
    expect(await isDemoStore(store)).toBe(true);
    const groupOf = async (ac: string) => getGroup(store, (await findOperatorByAccount(store, ac))!.groupID);
    expect(await groupOf('admin')).toMatchObject({ items: DEMO_PROFILES[0].items, cmsList: [1, 2, 3], siteIds: null });
    expect(await groupOf('analyst')).toMatchObject({ items: [80100], cmsList: [1, 2], siteIds: null });
    expect(await groupOf('owner')).toMatchObject({ items: [92000], cmsList: [1], siteIds: [11] });
    const admin = (await findOperatorByAccount(store, 'admin'))!;
    expect(admin.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a duplicate account or group name', async () => {
    const group = await createGroup(store, { groupName: 'Ops', items: [], cmsList: [], siteIds: null }, NOW);
    await createOperator(store, { operatorAC: 'dup', operatorName: 'D', passwordHash: 'h', groupID: group.groupID }, NOW);
    await expect(createOperator(store, { operatorAC: 'DUP ', operatorName: 'D', passwordHash: 'h', groupID: group.groupID }, NOW)).rejects.toThrow(/unique|Duplicate/i);
    await expect(createGroup(store, { groupName: 'Ops', items: [], cmsList: [], siteIds: null }, NOW)).rejects.toThrow(/unique|Duplicate/i);
  });

  it('never loses a concurrent edit: the second save of the same version is refused', async () => {
    const group = await createGroup(store, { groupName: 'Ops', items: [1], cmsList: [1], siteIds: null }, NOW);
    const [a, b] = await Promise.all([
      updateGroup(store, group.groupID, group.version, { items: [1, 2] }, NOW),
      updateGroup(store, group.groupID, group.version, { items: [1, 3] }, NOW),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect((await getGroup(store, group.groupID))!.version).toBe(group.version + 1);
    const op = await createOperator(store, { operatorAC: 'o', operatorName: 'O', passwordHash: 'h', groupID: group.groupID }, NOW);
    expect(await updateOperator(store, op.operatorID, op.version, { operatorName: 'Oscar' }, NOW)).toMatchObject({ operatorName: 'Oscar', version: 2 });
    expect(await updateOperator(store, op.operatorID, op.version, { operatorName: 'Otto' }, NOW)).toBeUndefined();
    expect((await getOperator(store, op.operatorID))!.operatorName).toBe('Oscar');
  });

  it('ends the sessions of an operator moved to another group, and of a group whose rights change, not of one renamed', async () => {
    const g1 = await createGroup(store, { groupName: 'G1', items: [1], cmsList: [1], siteIds: null }, NOW);
    const g2 = await createGroup(store, { groupName: 'G2', items: [1], cmsList: [1], siteIds: null }, NOW);
    const op = await createOperator(store, { operatorAC: 'mover', operatorName: 'M', passwordHash: 'h', groupID: g1.groupID }, NOW);
    const session = (n: number) => insertSession(store, { tokenHash: `t${n}`, operatorID: op.operatorID, createdMs: NOW, lastSeenMs: NOW, expiresMs: NOW + 1e6 }, null);
    await session(1);
    await updateOperator(store, op.operatorID, op.version, { groupID: g2.groupID }, NOW);
    expect(await countOperatorSessions(store, op.operatorID)).toBe(0);
    await session(2);
    await updateGroup(store, g2.groupID, g2.version, { groupName: 'G2 renamed' }, NOW);
    expect(await countOperatorSessions(store, op.operatorID)).toBe(1);
    await updateGroup(store, g2.groupID, g2.version + 1, { cmsList: [1, 2] }, NOW);
    expect(await countOperatorSessions(store, op.operatorID)).toBe(0);
  });

  it('does not delete a group that still has operators', async () => {
    const group = await createGroup(store, { groupName: 'Busy', items: [], cmsList: [], siteIds: null }, NOW);
    await createOperator(store, { operatorAC: 'member', operatorName: 'M', passwordHash: 'h', groupID: group.groupID }, NOW);
    expect(await deleteGroup(store, group.groupID)).toBe(false);
    const empty = await createGroup(store, { groupName: 'Empty', items: [], cmsList: [], siteIds: null }, NOW);
    expect(await deleteGroup(store, empty.groupID)).toBe(true);
  });

  it('writes audit entries in UTC and strips secrets at any depth', async () => {
    await writeAudit(store, {
      atMs: NOW, actorID: 1, actorAC: 'admin', action: 'operator.update', target: 'operator:2', clientAddr: '10.0.0.1',
      before: { operatorName: 'A', passwordHash: '$argon2id$x', otpSecret: 'JBSWY3DP' },
      after: { operatorName: 'B', nested: { password: 'p', token: 't', otpEnabled: true } },
    });
    const [entry] = await listAudit(store);
    expect(entry).toMatchObject({
      at: '2026-01-02 08:00:00', action: 'operator.update', actorAC: 'admin', clientAddr: '10.0.0.1',
      before: { operatorName: 'A' }, after: { operatorName: 'B', nested: { otpEnabled: true } },
    });
  });
});

describe('reads remembered until the store writes', () => {
  let store: AppStore;
  beforeEach(async () => {
    store = await openAppStore(':memory:');
    await store.run('CREATE TABLE t (k INTEGER, v VARCHAR)');
    await store.run(`INSERT INTO t VALUES (1, 'one')`);
  });
  afterEach(async () => { await store.close(); });

  const read = () => store.oneRemembered<{ v: string }>('t:1', 'SELECT v FROM t WHERE k = $1', [1]);

  it('answers from memory while nothing was written, and reads again after any write (run, a writing all, a transaction)', async () => {
    expect((await read())?.v).toBe('one');
    const first = await read();
    expect(await read()).toBe(first);
    await store.run(`UPDATE t SET v = 'two'`);
    expect((await read())?.v).toBe('two');
    await store.all(`UPDATE t SET v = 'three' RETURNING v`);
    expect((await read())?.v).toBe('three');
    await store.tx(async (q) => { await q.run(`DELETE FROM t`); });
    expect(await read()).toBeUndefined();
  });

  it('does not keep a read that a write queued meanwhile may have outdated', async () => {
    const pending = read();
    const write = store.run(`UPDATE t SET v = 'later'`);
    await Promise.all([pending, write]);
    expect((await read())?.v).toBe('later');
  });
});
