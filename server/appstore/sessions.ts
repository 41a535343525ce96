import type { AppStore } from './appStore';

/** A session row: the token itself is never stored, only its SHA-256. */
export interface SessionRecord {
  tokenHash: string;
  operatorID: number;
  createdMs: number;
  lastSeenMs: number;
  expiresMs: number;
}

export async function insertSession(store: AppStore, s: SessionRecord, clientAddr: string | null): Promise<void> {
  await store.run('INSERT INTO op_session VALUES ($1, $2, $3, $4, $5, $6)',
    [s.tokenHash, s.operatorID, s.createdMs, s.lastSeenMs, s.expiresMs, clientAddr]);
}

export async function touchSession(store: AppStore, tokenHash: string, nowMs: number): Promise<void> {
  await store.run('UPDATE op_session SET last_seen_ms = $1 WHERE token_hash = $2', [nowMs, tokenHash]);
}

export async function deleteSession(store: AppStore, tokenHash: string): Promise<void> {
  await store.run('DELETE FROM op_session WHERE token_hash = $1', [tokenHash]);
}

export async function deleteOperatorSessions(store: AppStore, operatorID: number): Promise<void> {
  await store.run('DELETE FROM op_session WHERE operator_id = $1', [operatorID]);
}

export async function countOperatorSessions(store: AppStore, operatorID: number): Promise<number> {
  const row = await store.one<{ n: number }>('SELECT count(*)::INTEGER AS n FROM op_session WHERE operator_id = $1', [operatorID]);
  return row?.n ?? 0;
}

/** Removes sessions past their absolute expiry or idle for longer than `idleMs`. */
export async function purgeExpiredSessions(store: AppStore, nowMs: number, idleMs: number): Promise<void> {
  await store.run('DELETE FROM op_session WHERE expires_ms <= $1 OR last_seen_ms + $2 <= $1', [nowMs, idleMs]);
}

/** The session with what an API call needs of its operator and group, in one read. */
export interface SessionPrincipalRow extends SessionRecord {
  operatorAC: string;
  operatorName: string;
  groupID: number;
  status: string;
  items: number[];
  cmsList: number[];
  siteIds: number[] | null;
}

export async function findSessionPrincipal(store: AppStore, tokenHash: string): Promise<SessionPrincipalRow | undefined> {
  // on every request: remembered until the store next writes (a logout, a touch, any maintenance change)
  const row = await store.oneRemembered(`session:${tokenHash}`,
    `SELECT s.token_hash, s.operator_id, s.created_ms, s.last_seen_ms, s.expires_ms,
            o.operator_ac, o.operator_name, o.group_id, o.status, g.items, g.cms_list, g.site_ids
     FROM op_session s JOIN operator o ON o.operator_id = s.operator_id JOIN op_group g ON g.group_id = o.group_id
     WHERE s.token_hash = $1`, [tokenHash]);
  if (!row) return undefined;
  let principal = principals.get(row);
  if (!principal) principals.set(row, (principal = principalOf(row)));
  return principal;
}

/** The principal of a remembered row, made once per row object (the store hands the same row until it next writes). */
const principals = new WeakMap<object, SessionPrincipalRow>();

function principalOf(row: Record<string, unknown>): SessionPrincipalRow {
  return {
    tokenHash: row.token_hash as string, operatorID: row.operator_id as number, createdMs: row.created_ms as number,
    lastSeenMs: row.last_seen_ms as number, expiresMs: row.expires_ms as number, operatorAC: row.operator_ac as string,
    operatorName: row.operator_name as string, groupID: row.group_id as number, status: row.status as string,
    items: (row.items as number[]) ?? [], cmsList: (row.cms_list as number[]) ?? [], siteIds: (row.site_ids as number[] | null) ?? null,
  };
}
