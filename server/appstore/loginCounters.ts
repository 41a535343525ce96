import { type AppStore, utc } from './appStore';

/**
 * The persisted half of login throttling: consecutive failures per account and the temporary
 * lock they lead to. Kept in the store so a restart does not hand an attacker fresh attempts.
 */
export async function recordAccountFailure(store: AppStore, operatorID: number, nowMs: number,
  policy: { maxFailures: number; lockMs: number }): Promise<{ locked: boolean }> {
  return store.tx(async (q) => {
    const [row] = await q.all<{ failed_count: number }>(
      'UPDATE operator SET failed_count = failed_count + 1 WHERE operator_id = $1 RETURNING failed_count', [operatorID]);
    if (!row || row.failed_count < policy.maxFailures) return { locked: false };
    await q.run('UPDATE operator SET failed_count = 0, locked_until_ms = $1 WHERE operator_id = $2', [nowMs + policy.lockMs, operatorID]);
    return { locked: true };
  });
}

export async function clearAccountFailures(store: AppStore, operatorID: number): Promise<void> {
  await store.run('UPDATE operator SET failed_count = 0, locked_until_ms = NULL WHERE operator_id = $1 AND (failed_count <> 0 OR locked_until_ms IS NOT NULL)', [operatorID]);
}

/** Maintenance unlock: ends a temporary lock before its time. */
export async function unlockOperator(store: AppStore, operatorID: number, nowMs: number): Promise<void> {
  await store.run('UPDATE operator SET failed_count = 0, locked_until_ms = NULL, updated_at = $1 WHERE operator_id = $2', [utc(nowMs), operatorID]);
}
