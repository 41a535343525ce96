import { type TxQuery, type StoreValue, utc } from './appStore';
import { getOperator, type OperatorRecord } from './operators';

/**
 * A lock set by maintenance lasts until maintenance unlocks it (the latest instant a Date can
 * hold); a lock from failed logins ends by time (server/appstore/loginCounters.ts).
 */
export const MAINTENANCE_LOCK_MS = 8_640_000_000_000_000;

/** Active, not locked by maintenance, in a group holding item 1 (the SQL twin of isAdministrator). */
const ADMINISTRATOR = `o.status = 'active' AND (o.locked_until_ms IS NULL OR o.locked_until_ms < ${MAINTENANCE_LOCK_MS})
  AND list_contains(g.items, 1)`;

/** How many administrators there are, optionally only in one group. */
export async function countAdministrators(q: TxQuery, groupID?: number): Promise<number> {
  const params: StoreValue[] = groupID === undefined ? [] : [groupID];
  const [row] = await q.all<{ n: number }>(
    `SELECT count(*)::INTEGER AS n FROM operator o JOIN op_group g ON g.group_id = o.group_id
     WHERE ${ADMINISTRATOR}${groupID === undefined ? '' : ' AND o.group_id = $1'}`, params);
  return row?.n ?? 0;
}

/** Whether the operator counts as an administrator, given its group's items. */
export function isAdministrator(o: Pick<OperatorRecord, 'status' | 'lockedUntilMs'>, groupItems: readonly number[]): boolean {
  return o.status === 'active' && (o.lockedUntilMs === null || o.lockedUntilMs < MAINTENANCE_LOCK_MS) && groupItems.includes(1);
}

async function versioned(q: TxQuery, operatorID: number, expectedVersion: number, set: string, params: StoreValue[], nowMs: number) {
  const rows = await q.all<{ operator_id: number }>(
    `UPDATE operator SET ${set}, version = version + 1, updated_at = $1 WHERE operator_id = $2 AND version = $3 RETURNING operator_id`,
    [utc(nowMs), operatorID, expectedVersion, ...params]);
  return rows[0] ? getOperator(q, operatorID) : undefined;
}

/**
 * Maintenance lock (until unlocked) or unlock (also clears the failure count and a time lock).
 * A lock ends the operator's sessions. Undefined when the version differs.
 */
export async function setOperatorLock(q: TxQuery, operatorID: number, expectedVersion: number, locked: boolean,
  nowMs: number): Promise<OperatorRecord | undefined> {
  const updated = await versioned(q, operatorID, expectedVersion, 'failed_count = 0, locked_until_ms = $4', [locked ? MAINTENANCE_LOCK_MS : null], nowMs);
  if (updated && locked) await q.run('DELETE FROM op_session WHERE operator_id = $1', [operatorID]);
  return updated;
}

/** Switches OTP off so the operator sets it up again (a lost phone). Undefined when the version differs. */
export async function resetOperatorOtp(q: TxQuery, operatorID: number, expectedVersion: number, nowMs: number): Promise<OperatorRecord | undefined> {
  return versioned(q, operatorID, expectedVersion,
    'otp_enabled = false, otp_secret = NULL, otp_pending_secret = NULL, otp_last_step = NULL', [], nowMs);
}

/**
 * Removes the operator, its sessions, quick logins and passkeys. The audit log keeps its history
 * (entries name the account as text). False when the version differs.
 */
export async function deleteOperatorRow(q: TxQuery, operatorID: number, expectedVersion: number): Promise<boolean> {
  const rows = await q.all('DELETE FROM operator WHERE operator_id = $1 AND version = $2 RETURNING operator_id', [operatorID, expectedVersion]);
  if (rows.length === 0) return false;
  for (const table of ['op_session', 'quick_login', 'passkey_credential']) {
    await q.run(`DELETE FROM ${table} WHERE operator_id = $1`, [operatorID]);
  }
  return true;
}
