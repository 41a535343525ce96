import { fileGeneration, openDuckWarehouse, type DuckWarehouseOptions } from './duckdb';
import type { Warehouse } from './warehouse';

/** Where the console's data comes from, and how a new load is told (a DuckDB file renamed over, a ClickHouse load). */
export interface WarehouseSource {
  /** The load the source holds now, as Warehouse.generation names it: another value means another load committed. */
  probe(): Promise<string>;
  /** A warehouse reading the source's present load; `owned` when it is closed once no request reads it. */
  open(): Promise<{ warehouse: Warehouse; owned: boolean }>;
}

/**
 * A DuckDB file: a load writes a new file and renames it over this one (server/load/load.ts), so a
 * new load is a new file identity; each is opened as its own warehouse, the previous one reading
 * the file it opened until it closes.
 */
export function duckFileSource(file: string, options: DuckWarehouseOptions): WarehouseSource {
  return {
    probe: () => fileGeneration(file),
    open: async () => ({ warehouse: await openDuckWarehouse(file, options), owned: true }),
  };
}

/** A warehouse whose loads change its tables in place (ClickHouse): the same warehouse, read again for what it now holds. */
export function sameWarehouseSource(warehouse: Warehouse & { generation(): Promise<string> }): WarehouseSource {
  return {
    probe: () => warehouse.generation(),
    open: async () => ({ warehouse, owned: false }),
  };
}
