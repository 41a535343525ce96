/**
 * Records one real result per report for the Storybook gallery (src/renderers/gallery): opens a
 * warehouse read-only, runs every registered report with its default filters over all sites, and
 * writes src/renderers/gallery/recorded/<id>.json = {view, result}. Stories only; the console never
 * reads these files.
 *
 *   npx tsx server/reports/recordStories.ts [warehouse file, default data/warehouse.duckdb]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_SIZES } from '../../src/engine/request/requestSchema';
import { reportView } from '../../src/engine/report/reportView';
import { needsCriteria } from '../../src/engine/report/sampleFilters';
import type { ReportResult } from '../../src/engine/request/types';
import { openDuckWarehouse } from '../warehouse/duckdb';
import { createReportService } from './reportService';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = path.join(ROOT, 'src/renderers/gallery/recorded');

/** As the API sends it: BigInts as numbers, dates as ISO text. */
const json = (value: unknown) => JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? Number(v) : v), 2);

async function main(): Promise<void> {
  const file = path.resolve(process.argv[2] ?? path.join(ROOT, 'data/warehouse.duckdb'));
  const warehouse = await openDuckWarehouse(file, { readOnly: true });
  try {
    const service = await createReportService(warehouse);
    const sites = await warehouse.query('SELECT site_id FROM dim_site ORDER BY site_id');
    const siteIds = sites.map((s) => Number(s.site_id));
    await mkdir(OUT_DIR, { recursive: true });
    for (const report of service.registry.reports.values()) {
      if (needsCriteria(report)) continue; // a search or a recap shows nothing until the operator gives its criteria
      // Remote reports record their largest page, so the gallery can page and sort through real rows.
      const request = report.paging.mode === 'remote' ? { page: { index: 0, size: PAGE_SIZES[PAGE_SIZES.length - 1] } } : {};
      const view = reportView(report, service.registry.measures);
      let result: ReportResult;
      try {
        result = await service.run(report, request, { siteIds }, Date.now());
        process.stdout.write(`${report.id}: ${result.res.length} of ${result.total} rows\n`);
      } catch (error) {
        // A report that cannot run without a choice (a member to look up) is recorded with no rows: its story shows the form.
        result = { res: [], total: 0, totals: null, chart: null, meta: { reportId: report.id, source: [], ms: 0, baseCurrency: 'USD' } };
        process.stdout.write(`${report.id}: no rows (${error instanceof Error ? error.message : String(error)})\n`);
      }
      await writeFile(path.join(OUT_DIR, `${report.id}.json`), `${json({ view, result })}\n`);
    }
  } finally {
    await warehouse.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`recordStories: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(1);
});
