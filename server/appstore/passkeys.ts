import type { AppStore, StoreRow } from './appStore';

/** A registered passkey: what verifying its next assertion needs (public key, counter), no secret. */
export interface PasskeyRecord {
  credentialID: string;
  operatorID: number;
  /** base64url WebAuthn user handle of the operator (random, the same for all its passkeys). */
  userHandle: string;
  /** base64url COSE public key. */
  publicKey: string;
  signCount: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
  createdMs: number;
  lastUsedMs: number | null;
}

export type ChallengePurpose = 'register' | 'login';

const COLUMNS = 'credential_id, operator_id, user_handle, public_key, sign_count, transports, device_type, backed_up, created_ms, last_used_ms';

function toPasskey(row: StoreRow): PasskeyRecord {
  return {
    credentialID: row.credential_id as string, operatorID: row.operator_id as number, userHandle: row.user_handle as string,
    publicKey: row.public_key as string, signCount: row.sign_count as number, transports: (row.transports as string[]) ?? [],
    deviceType: row.device_type as string, backedUp: row.backed_up as boolean, createdMs: row.created_ms as number,
    lastUsedMs: (row.last_used_ms as number | null) ?? null,
  };
}

/** Adds a credential; false when its id is already registered (to this or another operator). */
export async function insertPasskey(store: AppStore, p: Omit<PasskeyRecord, 'lastUsedMs'>): Promise<boolean> {
  const rows = await store.all(
    `INSERT INTO passkey_credential (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, NULL)
     ON CONFLICT DO NOTHING RETURNING credential_id`,
    [p.credentialID, p.operatorID, p.userHandle, p.publicKey, p.signCount, p.transports, p.deviceType, p.backedUp, p.createdMs]);
  return rows.length === 1;
}

export async function findPasskey(store: AppStore, credentialID: string): Promise<PasskeyRecord | undefined> {
  const row = await store.one(`SELECT ${COLUMNS} FROM passkey_credential WHERE credential_id = $1`, [credentialID]);
  return row ? toPasskey(row) : undefined;
}

export async function listPasskeys(store: AppStore, operatorID: number): Promise<PasskeyRecord[]> {
  return (await store.all(`SELECT ${COLUMNS} FROM passkey_credential WHERE operator_id = $1 ORDER BY created_ms`, [operatorID])).map(toPasskey);
}

/**
 * Records a use with its new sign counter, atomically: of two assertions carrying the same
 * counter only one succeeds (a counter of 0 means the authenticator keeps none).
 */
export async function recordPasskeyUse(store: AppStore, credentialID: string, oldCount: number, newCount: number, nowMs: number): Promise<boolean> {
  const rows = await store.all(
    `UPDATE passkey_credential SET sign_count = $1, last_used_ms = $2
     WHERE credential_id = $3 AND sign_count = $4 RETURNING credential_id`, [newCount, nowMs, credentialID, oldCount]);
  return rows.length === 1;
}

/** Removes one operator's passkeys (all, or the one named); returns how many went. */
export async function deletePasskeys(store: AppStore, operatorID: number, credentialID?: string): Promise<number> {
  const rows = credentialID === undefined
    ? await store.all('DELETE FROM passkey_credential WHERE operator_id = $1 RETURNING credential_id', [operatorID])
    : await store.all('DELETE FROM passkey_credential WHERE operator_id = $1 AND credential_id = $2 RETURNING credential_id', [operatorID, credentialID]);
  return rows.length;
}

/** Outstanding challenges are bounded: a flood of option requests cannot fill the store. */
export const MAX_OPEN_CHALLENGES = 10_000;

export interface OpenChallenge {
  challenge: string;
  purpose: ChallengePurpose;
  /** The operator registering; null for a login (anyone may try). */
  operatorID: number | null;
  /** The user handle offered in registration options. */
  userHandle: string | null;
  expiresMs: number;
}

/** Stores a challenge; false when too many are open. Expired ones are purged first. */
export async function insertChallenge(store: AppStore, c: OpenChallenge, nowMs: number): Promise<boolean> {
  return store.tx(async (q) => {
    await q.run('DELETE FROM passkey_challenge WHERE expires_ms <= $1', [nowMs]);
    const [open] = await q.all<{ n: number }>('SELECT count(*)::INTEGER AS n FROM passkey_challenge');
    if ((open?.n ?? 0) >= MAX_OPEN_CHALLENGES) return false;
    await q.run('INSERT INTO passkey_challenge VALUES ($1, $2, $3, $4, $5)', [c.challenge, c.purpose, c.operatorID, c.userHandle, c.expiresMs]);
    return true;
  });
}

/**
 * Takes a challenge out of the store, once: the challenge when it was handed out for this purpose
 * and operator and has not expired. A second call with the same challenge gets undefined.
 */
export async function consumeChallenge(store: AppStore, challenge: string, purpose: ChallengePurpose, operatorID: number | null,
  nowMs: number): Promise<OpenChallenge | undefined> {
  const rows = await store.all<{ purpose: ChallengePurpose; operator_id: number | null; user_handle: string | null; expires_ms: number }>(
    'DELETE FROM passkey_challenge WHERE challenge = $1 RETURNING purpose, operator_id, user_handle, expires_ms', [challenge]);
  const row = rows[0];
  if (!row || row.purpose !== purpose || (row.operator_id ?? null) !== operatorID || row.expires_ms <= nowMs) return undefined;
  return { challenge, purpose, operatorID, userHandle: row.user_handle ?? null, expiresMs: row.expires_ms };
}
