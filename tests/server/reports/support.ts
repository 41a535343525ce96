import { inject } from 'vitest';
import { openDuckWarehouse } from '../../../server/warehouse/duckdb';
import { createReportService, type ReportService } from '../../../server/reports/reportService';
import type { Warehouse } from '../../../server/warehouse/warehouse';

export interface ReportFixture {
  warehouse: Warehouse;
  service: ReportService;
  /** Raw-only service: the same reports answered without rollups. */
  raw: ReportService;
  siteIds: number[];
  /** "now" for the reports: noon of the warehouse's last day, so presets end inside the data. */
  now: number;
  one(sql: string, params?: (string | number)[]): Promise<Record<string, unknown>>;
}

export async function openReportFixture(): Promise<ReportFixture> {
  const warehouse = await openDuckWarehouse(inject('warehouseFile'), { readOnly: true });
  const service = await createReportService(warehouse, { cache: false });
  const raw = await createReportService(warehouse, { cache: false, useRollups: false });
  const sites = await warehouse.query('SELECT site_id FROM dim_site ORDER BY site_id');
  const now = Date.parse(`${service.dataEnd}T12:00:00Z`);
  return {
    warehouse, service, raw, now, siteIds: sites.map((s) => Number(s.site_id)),
    one: async (sql, params = []) => (await warehouse.query(sql, params))[0] as Record<string, unknown>,
  };
}

/** Money compared to the cent, counts exactly, rates to 1e-9. */
export const CENT = 0.005;

/**
 * The same warehouse as one built without `tables`: its catalog leaves them out, so the compiler
 * reads what it would read without them (queries pass through unchanged; closing it closes nothing).
 */
export function catalogWithout(warehouse: Warehouse, tables: readonly string[]): Warehouse {
  return {
    dialect: warehouse.dialect,
    query: (sql, params, options) => warehouse.query(sql, params, options),
    rollupCatalog: async () => new Map([...(await warehouse.rollupCatalog!())].filter(([t]) => !tables.includes(t))),
    close: async () => {},
  };
}
