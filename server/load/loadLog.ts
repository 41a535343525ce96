import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The log of every load into a DATA_DIR, one JSON object a line, oldest first: what the Data loads page lists. */
export const LOADS_LOG = 'loads.jsonl';

export interface LoadRecord {
  /** When the load began (ISO, UTC) and the loader's process: one load's name. */
  id: string;
  startedAt: string;
  seconds: number;
  /** The folder (or file) loaded from, and the files found in it. */
  from: string;
  files: string[];
  /** loaded: written and served from then on; refused: a problem found, nothing written; failed: stopped by an error, nothing written. */
  result: 'loaded' | 'refused' | 'failed';
  /** Rows of each table the load wrote to, once written. */
  rows?: Record<string, number>;
  /** The days the load's rows hold (what it replaced or added), when it had any. */
  daysLoaded?: { first: string; last: string; count: number } | null;
  /** The warehouse's days after the load. */
  days?: { first: string; last: string };
  /** Why it was refused: the problems listed (at most 20) and how many there were. */
  problems?: { count: number; listed: string[] };
  error?: string;
}

/** Appends one load's record (the folder is made when missing: a first load refused before writing anything). */
export function appendLoadRecord(dataDir: string, record: LoadRecord): void {
  mkdirSync(dataDir, { recursive: true });
  appendFileSync(join(dataDir, LOADS_LOG), `${JSON.stringify(record)}\n`);
}

/** The records of a DATA_DIR, newest first; a line that does not read (a loader killed as it wrote) is left out. */
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
  return records.reverse();
}
