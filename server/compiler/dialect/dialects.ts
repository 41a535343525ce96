import { clickhouse } from './clickhouse';
import { clickhouseCurrent } from './clickhouse/current';
import type { Dialect, DialectName } from './dialect';
import { duckdb } from './duckdb';
import { readsCurrentDialect } from '../../warehouse/clickhouse/version';

// the version from which a ClickHouse server reads the current dialect: the warehouse's (it refuses bound values below it)
export { CURRENT_CLICKHOUSE, readsCurrentDialect } from '../../warehouse/clickhouse/version';

/** The dialect of a warehouse by name and, for ClickHouse, its server's version (the 18.16 form where it is not known). */
export function dialectOf(name: DialectName, serverVersion?: string): Dialect {
  if (name === 'duckdb') return duckdb;
  return readsCurrentDialect(serverVersion) ? clickhouseCurrent : clickhouse;
}
