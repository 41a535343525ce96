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
   * touched, built again, left as they were; why all were built again, when they were.
   */
  derived?: { refreshed: number; rebuilt: number; kept: number; rebuiltBecause?: string };
  /**
   * For a console served from ClickHouse: the tables given what the load changed, the months of
   * facts and rollups replaced, the rows sent, the seconds; `whole` for a first load, copied whole.
   */
  clickhouse?: { tables: number; months: number; rows: number; seconds: number; whole?: boolean };
  /** Why it was refused: the problems listed (at most 20) and how many there were. */
  problems?: { count: number; listed: string[] };
  error?: string;
}
