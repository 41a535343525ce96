import type { Warehouse } from './warehouse';

/** DuckDB's estimate of each rollup table's rows (exact enough to rank rollups, free to read). */
export const DUCKDB_ROLLUP_CATALOG_SQL = `SELECT table_name, estimated_size FROM duckdb_tables() WHERE table_name LIKE 'rollup_%'`;

/**
 * The rollups of a warehouse and their sizes. Each adapter knows its own catalog; a wrapper that
 * only forwards query() (a test's counting warehouse, say) is asked in its dialect's SQL.
 */
export async function readRollupCatalog(warehouse: Warehouse): Promise<Map<string, number>> {
  if (warehouse.rollupCatalog) return warehouse.rollupCatalog();
  if (warehouse.dialect !== 'duckdb') throw new Error(`a ${warehouse.dialect} warehouse wrapper must forward rollupCatalog()`);
  return duckRollupCatalog(warehouse);
}

export async function duckRollupCatalog(warehouse: Warehouse): Promise<Map<string, number>> {
  const tables = await warehouse.query(DUCKDB_ROLLUP_CATALOG_SQL);
  return new Map(tables.map((t) => [String(t.table_name), Number(t.estimated_size)]));
}
