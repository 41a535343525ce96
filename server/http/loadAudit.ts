import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { AppStore } from '../appstore/appStore';
import { writeAudit } from '../appstore/auditLog';
import { LOADS_LOG, readLoadRecords, type LoadRecord } from '../load/loadLog';

const ACTIONS: Record<LoadRecord['result'], string> = { loaded: 'data.load', refused: 'data.load.refused', failed: 'data.load.failed' };

/**
 * Writes an audit entry for each load of the DATA_DIR's loads log not audited yet (the loader runs
 * as a process of its own, and the app store is the console's): its result, folder, rows, days and
 * seconds, by no operator, at the load's start. Called as the console looks for new loads; cheap
 * when the log has not changed.
 */
export function loadAuditor(store: AppStore, dataDir: string): () => Promise<void> {
  let seen = '';
  let audited: string | null | undefined;
  return async () => {
    let stamp: string;
    try {
      const s = statSync(join(dataDir, LOADS_LOG));
      stamp = `${s.ino}:${s.size}:${s.mtimeMs}`;
    } catch {
      return;
    }
    if (stamp === seen) return;
    audited ??= (await store.one<{ id: string | null }>(`SELECT max(target) AS id FROM audit_log WHERE action IN (${Object.values(ACTIONS).map((a) => `'${a}'`).join(', ')})`))?.id ?? null;
    const fresh = readLoadRecords(dataDir).filter((r) => audited === null || r.id > audited!).reverse();
    for (const r of fresh) {
      await writeAudit(store, {
        atMs: Date.parse(r.startedAt), action: ACTIONS[r.result], target: r.id,
        after: { from: r.from, files: r.files.length, rows: r.rows, daysLoaded: r.daysLoaded, seconds: r.seconds, problems: r.problems?.count, error: r.error },
      });
      audited = r.id;
    }
    seen = stamp;
  };
}
