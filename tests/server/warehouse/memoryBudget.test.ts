import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { residentTableNames } from '../../../server/compiler/resident/tables';
import { createReportService, type ReportService } from '../../../server/reports/reportService';
import { openDuckWarehouse, type DuckWarehouse } from '../../../server/warehouse/duckdb';
import { openReportFixture, type ReportFixture } from '../reports/support';

let fx: ReportFixture;
let tight: DuckWarehouse;
let service: ReportService;
const HELD_BYTES = 3 * 2 ** 20;
beforeAll(async () => {
  fx = await openReportFixture();
  // a warehouse at small budgets: DuckDB's buffer pool at 96 MiB, the held tables at 3 MiB
  tight = await openDuckWarehouse(inject('warehouseFile'), { readOnly: true, memoryMb: 96, heldBytes: HELD_BYTES });
  service = await createReportService(tight, { cache: false });
  await tight.resident()!.hold(residentTableNames(service.registry.models.values()));
}, 600_000);
afterAll(async () => { await tight?.close(); await fx?.warehouse.close(); });

describe('memory budgets (DUCKDB_MEMORY_MB, HELD_TABLES_MB)', () => {
  it("set DuckDB's memory limit and keep the held tables within their bytes, refusing the tables past them", async () => {
    const [{ limit }] = await tight.query("SELECT current_setting('memory_limit') AS limit");
    expect(String(limit)).toMatch(/^(96\.0 MiB|100\.6 MB)$/);
    const stats = tight.resident()!.stats();
    expect(stats.bytes).toBeLessThanOrEqual(HELD_BYTES);
    expect(stats.tables).toBeGreaterThan(0);
    expect(stats.tables).toBeLessThan(residentTableNames(service.registry.models.values()).length);
  });

  it('answers every report of the sites and games at those budgets as without them, saying which engine answered', async () => {
    const ids = ['site_compare', 'site_trend', 'site_dashboard', 'game_ranking'];
    let fellBack = 0;
    for (const id of ids) {
      const report = service.registry.reports.get(id);
      if (!report) continue;
      const [a, b] = await Promise.all([service, fx.service].map((s) => s.run(report, {}, { siteIds: fx.siteIds }, fx.now)));
      expect(a.meta.engine, id).toMatch(/^(memory|duckdb|duckdb\+memory)$/);
      if (a.meta.fallbacks?.some((f) => f.startsWith('not held in memory'))) fellBack++;
      expect([a.total, a.res, a.totals, a.chart], id).toEqual([b.total, b.res, b.totals, b.chart]);
    }
    // at least one answer read a table the budget let go, and says so
    expect(fellBack).toBeGreaterThan(0);
  });
});
