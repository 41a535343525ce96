import type { LoadProblemAt } from './loadProblems';

/**
 * One load of an operator's files into a DATA_DIR, as the loader logs it (server/load/loadLog.ts)
 * and /maintenance/loads/list answers it (the Data Loads page).
 */
export interface LoadRecord {
  /** When the load began (ISO, UTC) and the loader's process: one load's name. */
  id: string;
  startedAt: string;
  seconds: number;
  /** Seconds until the load was committed and served; `seconds` also holds the copy made after it for the next load. */
  servedAfter?: number;
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
  /**
   * How the tables the console derives were brought up to date: refreshed for what the load
   * touched, built again, left as they were; why all were built again, when they were (in English,
   * and as a reason the console names in the reader's language).
   */
  derived?: { refreshed: number; rebuilt: number; kept: number; rebuiltBecause?: string; rebuiltWhy?: RebuildReason };
  /**
   * For a console served from ClickHouse: the tables given what the load changed, the months of
   * facts and rollups replaced, the rows sent, the seconds; `whole` for a first load, copied whole.
   */
  clickhouse?: { tables: number; months: number; rows: number; seconds: number; whole?: boolean };
  /**
   * Why it was refused: how many problems there were, and the first (at most 20) in English
   * (`listed`) and as codes with their values (`at`, what the page translates; an older line has
   * its English text only).
   */
  problems?: { count: number; listed: string[]; at?: LoadProblemAt[] };
  error?: string;
}

/**
 * Why a load built every derived table again instead of refreshing what it touched: the warehouse's
 * first load; a fact's day before the warehouse's first; a table the derived tables read whole (it
 * has no key); a dimension's existing rows changed in columns they read.
 */
/** A load under way in a data folder: its process, and when it took the folder's lock (ISO, UTC). */
export interface RunningLoad {
  pid: number;
  since: string;
}

export type RebuildReason =
  | { code: 'firstLoad' }
  | { code: 'daysBefore'; table: string; first: string }
  | { code: 'readWhole'; table: string }
  | { code: 'columnsChanged'; table: string; columns: string[] };

/** A rebuild's reason in English, as the load command and the loads log say it. */
export function rebuildText(why: RebuildReason): string {
  switch (why.code) {
    case 'firstLoad': return 'a first load';
    case 'daysBefore': return `${why.table} has days before the warehouse's first (${why.first})`;
    case 'readWhole': return `${why.table} is read by the derived tables`;
    case 'columnsChanged': return `${why.table} changes ${why.columns.join(', ')} of existing rows`;
  }
}
