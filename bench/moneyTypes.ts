import { copyFile, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { openDuckWarehouse } from '../server/warehouse/duckdb';
import { createReportService, type ReportService } from '../server/reports/reportService';
import { classify, type ReadClass } from './classify';
import { needsInput, requestsOf } from './reportTimes';
import { geometricMean, percentile } from './stats';

export interface MoneyTiming {
  id: string;
  reads: ReadClass;
  decimalP50: number;
  doubleP50: number;
  /** decimal ÷ double: above 1 the exact money costs time. */
  ratio: number;
}

export interface MoneyComparison {
  reports: MoneyTiming[];
  geomean: number;
  median: number;
  /** Median ratio by what the reports read (rollups, member-level tables, raw facts). */
  byReads: Partial<Record<ReadClass, number>>;
  loadBefore: number[];
  loadAfter: number[];
}

/**
 * The bench warehouse's twin with every DECIMAL column (money in facts and rollups) turned into
 * DOUBLE, as money was kept before it was made exact: made once beside the warehouse and reused.
 */
async function doubleTwin(file: string): Promise<string> {
  const twin = file.replace(/\.duckdb$/, '-double-money.duckdb');
  if (existsSync(twin) && (await stat(twin)).mtimeMs >= (await stat(file)).mtimeMs) return twin;
  console.log(`  making ${twin} (money as DOUBLE), once`);
  await copyFile(file, twin);
  const wh = await openDuckWarehouse(twin, { connections: 1 });
  try {
    const columns = await wh.query(`SELECT table_name, column_name FROM information_schema.columns
      WHERE data_type LIKE 'DECIMAL%' AND table_schema = 'main' ORDER BY 1, 2`);
    for (const c of columns) await wh.query(`ALTER TABLE "${String(c.table_name)}" ALTER COLUMN "${String(c.column_name)}" SET DATA TYPE DOUBLE`);
    await wh.query('CHECKPOINT');
    console.log(`  ${columns.length} money columns now DOUBLE`);
  } finally {
    await wh.close();
  }
  return twin;
}

/**
 * Exact money against DOUBLE money: every report's defaults on the warehouse as it is and on its
 * DOUBLE twin, runs interleaved (decimal, double, decimal, …) so a change in the machine's load
 * falls on both alike. Uncached, every site.
 */
export async function compareMoneyTypes(file: string, siteIds: number[], nowMs: number, runs: number, loadavg: () => number[]): Promise<MoneyComparison> {
  const twin = await doubleTwin(file);
  const loadBefore = loadavg();
  const decimalWh = await openDuckWarehouse(file, { readOnly: true });
  const doubleWh = await openDuckWarehouse(twin, { readOnly: true });
  const decimal = await createReportService(decimalWh, { cache: false });
  const double = await createReportService(doubleWh, { cache: false });
  const reports: MoneyTiming[] = [];
  try {
    for (const report of decimal.registry.reports.values()) {
      if (needsInput(report)) continue;
      const request = requestsOf(report).defaults;
      const scope = { siteIds };
      const time = async (service: ReportService) => {
        const t0 = performance.now();
        await service.run(report, request, scope, nowMs);
        return performance.now() - t0;
      };
      try {
        await time(decimal);
        await time(double);
      } catch (e) {
        // a search form that needs a criterion (9400), or a request the server cancels (9408): not compared
        if (![9400, 9408].includes((e as { status?: number }).status ?? 0)) throw e;
        continue;
      }
      const a: number[] = [];
      const b: number[] = [];
      const started = performance.now();
      while (a.length < runs && (a.length < 3 || performance.now() - started < 6000)) {
        a.push(await time(decimal));
        b.push(await time(double));
      }
      const timing: MoneyTiming = {
        id: report.id, reads: classify(decimal, report, request, siteIds, nowMs).cls,
        decimalP50: percentile(a, 50), doubleP50: percentile(b, 50), ratio: percentile(a, 50) / percentile(b, 50),
      };
      reports.push(timing);
      console.log(`  ${report.id} (${timing.reads}): decimal ${timing.decimalP50.toFixed(1)} ms, double ${timing.doubleP50.toFixed(1)} ms, ${timing.ratio.toFixed(2)}×`);
    }
  } finally {
    await decimalWh.close();
    await doubleWh.close();
  }
  const ratios = reports.map((r) => r.ratio);
  const byReads: MoneyComparison['byReads'] = {};
  for (const cls of ['rollup', 'member', 'raw'] as const) {
    const of = reports.filter((r) => r.reads === cls).map((r) => r.ratio);
    if (of.length) byReads[cls] = percentile(of, 50);
  }
  return { reports, geomean: geometricMean(ratios), median: percentile(ratios, 50), byReads, loadBefore, loadAfter: loadavg() };
}
