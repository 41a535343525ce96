import type { AppStore } from './appStore';

/** A quick-login token as stored: hashes only, bound to one operator and one browser. */
export interface QuickLoginRecord {
  tokenHash: string;
  operatorID: number;
  deviceHash: string;
  createdMs: number;
  expiresMs: number;
}

/** Issues the token of an operator on a device, replacing the one that device held. */
export async function replaceQuickLogin(store: AppStore, r: QuickLoginRecord): Promise<void> {
  await store.tx(async (q) => {
    await q.run('DELETE FROM quick_login WHERE operator_id = $1 AND device_hash = $2', [r.operatorID, r.deviceHash]);
    await q.run('INSERT INTO quick_login VALUES ($1, $2, $3, $4, $5)', [r.tokenHash, r.operatorID, r.deviceHash, r.createdMs, r.expiresMs]);
  });
}

/**
 * Takes a token out of the store, once (a quick login rotates it): the record when the token
 * existed for this device, else undefined. Of two uses at the same moment only one gets it.
 */
export async function takeQuickLogin(store: AppStore, tokenHash: string, deviceHash: string): Promise<QuickLoginRecord | undefined> {
  const rows = await store.all<{ operator_id: number; device_hash: string; created_ms: number; expires_ms: number }>(
    'DELETE FROM quick_login WHERE token_hash = $1 AND device_hash = $2 RETURNING operator_id, device_hash, created_ms, expires_ms',
    [tokenHash, deviceHash]);
  const row = rows[0];
  return row && { tokenHash, operatorID: row.operator_id, deviceHash: row.device_hash, createdMs: row.created_ms, expiresMs: row.expires_ms };
}

export async function hasQuickLogin(store: AppStore, operatorID: number, deviceHash: string, nowMs: number): Promise<boolean> {
  const row = await store.one('SELECT 1 AS x FROM quick_login WHERE operator_id = $1 AND device_hash = $2 AND expires_ms > $3',
    [operatorID, deviceHash, nowMs]);
  return row !== undefined;
}

/** Revokes the operator's token on one device, or on every device. */
export async function revokeQuickLogins(store: AppStore, operatorID: number, deviceHash?: string): Promise<void> {
  if (deviceHash === undefined) await store.run('DELETE FROM quick_login WHERE operator_id = $1', [operatorID]);
  else await store.run('DELETE FROM quick_login WHERE operator_id = $1 AND device_hash = $2', [operatorID, deviceHash]);
}

/** Reads a token without using it (the one-time-code step comes before the use). */
export async function findQuickLogin(store: AppStore, tokenHash: string, deviceHash: string): Promise<QuickLoginRecord | undefined> {
  const row = await store.one<{ operator_id: number; created_ms: number; expires_ms: number }>(
    'SELECT operator_id, created_ms, expires_ms FROM quick_login WHERE token_hash = $1 AND device_hash = $2', [tokenHash, deviceHash]);
  return row && { tokenHash, operatorID: row.operator_id, deviceHash, createdMs: row.created_ms, expiresMs: row.expires_ms };
}
