import { clickhouse } from './clickhouse';
import { clickhouseCurrent } from './clickhouse/current';
import type { Dialect, DialectName } from './dialect';
import { duckdb } from './duckdb';

/** The first ClickHouse major version printed for with window functions in SQL (the current dialect): older servers get the 18.16 form. */
export const CURRENT_CLICKHOUSE = 23;

/** Does a ClickHouse server of `version` ('26.7.1.1', '18.16.1') read the current dialect? */
export const readsCurrentDialect = (version: string | undefined): boolean => Number(/^(\d+)\./.exec(version ?? '')?.[1] ?? 0) >= CURRENT_CLICKHOUSE;

/** The dialect of a warehouse by name and, for ClickHouse, its server's version (the 18.16 form where it is not known). */
export function dialectOf(name: DialectName, serverVersion?: string): Dialect {
  if (name === 'duckdb') return duckdb;
  return readsCurrentDialect(serverVersion) ? clickhouseCurrent : clickhouse;
}
