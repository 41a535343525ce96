import type { Registry } from '../../src/engine/registry/buildRegistry';
import type { DialectName } from './dialect/dialect';
import type { ListCache } from './listCache';
import type { RateBook } from './rateBook';
import type { RollupCatalog } from './types';

/** What the compiler knows besides the request: the definitions, the warehouse's rollups and days, and its dialect. */
export interface CompileContext {
  registry: Registry;
  catalog: RollupCatalog;
  /** Today (YYYY-MM-DD): date presets resolve against it. */
  today: string;
  /** Last day with data in the warehouse. */
  dataEnd: string;
  /** First day of the warehouse's data (`warehouse_meta`); with it, period distinct counts may read the range counts. */
  dataStart?: string;
  useRollups?: boolean;
  /** Sorted keys of list reports' searches (`list`), so later pages never re-sort. */
  lists?: ListCache;
  /** Lowers every list report's cap (configuration; tests use a small one). */
  listCap?: number;
  /** The SQL dialect of the warehouse read (its `dialect`); DuckDB when absent. */
  dialect?: DialectName;
  /** A ClickHouse server's version (`SELECT version()`): 23 and later read the current dialect (dialect/dialects.ts), older ones or none the 18.16 form. */
  serverVersion?: string;
  /** The warehouse's exchange rates by day and its sites' currencies: money in another currency than the base needs them. */
  rates?: RateBook;
  /** Where an executor's error is logged before the next executor answers (runStatement.ts). */
  log?: (error: unknown, message: string) => void;
}
