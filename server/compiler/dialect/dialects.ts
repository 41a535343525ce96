import { clickhouse } from './clickhouse';
import type { Dialect, DialectName } from './dialect';
import { duckdb } from './duckdb';

const DIALECTS: Record<DialectName, Dialect> = { duckdb, clickhouse };

/** The dialect of a warehouse by name. */
export function dialectOf(name: DialectName): Dialect {
  return DIALECTS[name];
}
