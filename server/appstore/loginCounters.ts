import { type AppStore, type TxQuery, utc } from './appStore';

type FailurePolicy = { maxFailures: number; lockMs: number };

/**
 * The persisted half of login throttling: consecutive failures per account and the temporary
 * lock they lead to. Kept in the store so a restart does not hand an attacker fresh attempts.
 * Names without an account are counted the same way in `login_failure`, with statements of the
 * same shape (an update returning the count, a lock when it reaches the limit, the same purge),
 * so a wrong password and an unknown name cost the same store write and time.
 */
export async function recordAccountFailure(store: AppStore, operatorID: number, nowMs: number,
  policy: FailurePolicy): Promise<{ locked: boolean }> {
  return store.tx(async (q) => {
    await purgeOldNames(q, nowMs, policy);
    const [row] = await q.all<{ failed_count: number }>(
      'UPDATE operator SET failed_count = failed_count + 1 WHERE operator_id = $1 RETURNING failed_count', [operatorID]);
    if (!row || row.failed_count < policy.maxFailures) return { locked: false };
    await q.run('UPDATE operator SET failed_count = 0, locked_until_ms = $1 WHERE operator_id = $2', [nowMs + policy.lockMs, operatorID]);
    return { locked: true };
  });
}

/** recordAccountFailure for a name without an account (normalised as accounts are). */
export async function recordUnknownAccountFailure(store: AppStore, account: string, nowMs: number,
  policy: FailurePolicy): Promise<{ locked: boolean }> {
  return store.tx(async (q) => {
    await purgeOldNames(q, nowMs, policy);
    // a lock that has run out starts a fresh count, as an account's does after its lock
    const [row] = await q.all<{ failed_count: number }>(
      `INSERT INTO login_failure (account, failed_count, locked_until_ms, last_ms) VALUES ($1, 1, NULL, $2)
       ON CONFLICT (account) DO UPDATE SET failed_count = login_failure.failed_count + 1, last_ms = $2 RETURNING failed_count`, [account, nowMs]);
    if (!row || row.failed_count < policy.maxFailures) return { locked: false };
    await q.run('UPDATE login_failure SET failed_count = 0, locked_until_ms = $1 WHERE account = $2', [nowMs + policy.lockMs, account]);
    return { locked: true };
  });
}

/** When the failures of a name without an account lock it; null when not locked. */
export async function unknownAccountLockedUntil(store: AppStore, account: string): Promise<number | null> {
  const row = await store.one<{ locked_until_ms: number | null }>('SELECT locked_until_ms FROM login_failure WHERE account = $1', [account]);
  return row?.locked_until_ms ?? null;
}

/** Names whose last failure is older than a lock and that hold no running lock are forgotten (a spray of names stays bounded). */
async function purgeOldNames(q: TxQuery, nowMs: number, policy: FailurePolicy): Promise<void> {
  await q.run('DELETE FROM login_failure WHERE last_ms < $1 AND coalesce(locked_until_ms, 0) < $2', [nowMs - policy.lockMs, nowMs]);
}

export async function clearAccountFailures(store: AppStore, operatorID: number): Promise<void> {
  await store.run('UPDATE operator SET failed_count = 0, locked_until_ms = NULL WHERE operator_id = $1 AND (failed_count <> 0 OR locked_until_ms IS NOT NULL)', [operatorID]);
}

/** Maintenance unlock: ends a temporary lock before its time. */
export async function unlockOperator(store: AppStore, operatorID: number, nowMs: number): Promise<void> {
  await store.run('UPDATE operator SET failed_count = 0, locked_until_ms = NULL, updated_at = $1 WHERE operator_id = $2', [utc(nowMs), operatorID]);
}
