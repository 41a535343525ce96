import { afterAll, beforeAll, inject } from 'vitest';
import { openDuckWarehouse, type DuckWarehouse } from '../../server/warehouse/duckdb';
import type { Row } from '../../server/warehouse/warehouse';

/**
 * Opens the run's test warehouse read-only for one test file. `q` runs a query and returns rows;
 * `one` returns the first row.
 */
export function useTestWarehouse() {
  let warehouse: DuckWarehouse | undefined;
  beforeAll(async () => {
    warehouse = await openDuckWarehouse(inject('warehouseFile'), { readOnly: true, connections: 1 });
  });
  afterAll(async () => {
    await warehouse?.close();
  });
  const q = async <T extends Row = Row>(sql: string): Promise<T[]> => (await warehouse!.query(sql)) as T[];
  const one = async <T extends Row = Row>(sql: string): Promise<T> => (await q<T>(sql))[0];
  return { q, one };
}
