import type { Warehouse } from './warehouse';

/** The warehouse's generation (Warehouse.generation); a wrapper without one answers the meta row of its load. */
export async function warehouseGeneration(warehouse: Warehouse): Promise<string> {
  if (warehouse.generation) return warehouse.generation();
  const rows = await warehouse.query('SELECT seed, scale, start_date, end_date, generator_version FROM warehouse_meta ORDER BY end_date');
  return JSON.stringify(rows);
}
