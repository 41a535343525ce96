import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadRecord } from '../../src/engine/loads/loadRecord';

/** The log of every load into a DATA_DIR, one JSON object a line, oldest first: what the Data loads page lists. */
export const LOADS_LOG = 'loads.jsonl';

export type { LoadRecord };

/** Appends one load's record (the folder is made when missing: a first load refused before writing anything). */
export function appendLoadRecord(dataDir: string, record: LoadRecord): void {
  mkdirSync(dataDir, { recursive: true });
  appendFileSync(join(dataDir, LOADS_LOG), `${JSON.stringify(record)}\n`);
}

/**
 * The records of a DATA_DIR, the latest started first (a line is written when its load ends: a
 * refusal that ended before a long load finished follows it); a line that does not read (a loader
 * killed as it wrote) is left out.
 */
export function readLoadRecords(dataDir: string): LoadRecord[] {
  const file = join(dataDir, LOADS_LOG);
  if (!existsSync(file)) return [];
  const records: LoadRecord[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      records.push(JSON.parse(line) as LoadRecord);
    } catch {
      // a half-written last line
    }
  }
  return records.reverse().sort((a, b) => (a.startedAt < b.startedAt ? 1 : a.startedAt > b.startedAt ? -1 : 0));
}
