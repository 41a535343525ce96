import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ReportService } from '../server/reports/reportService';
import { createReportService } from '../server/reports/reportService';
import { residentTableNames } from '../server/compiler/resident/tables';
import { chdbEngine, openChdbFolder } from '../server/warehouse/clickhouse/chdbEngine';
import { planning, type Planning } from './clickhousePlanning';
import { loadChdb } from '../server/warehouse/clickhouse/chdbLoad';
import { openClickHouseWarehouse, openEngineWarehouse } from '../server/warehouse/clickhouse/clickhouseWarehouse';
import type { ClickHouseConfig } from '../server/warehouse/clickhouse/config';
import { readsCurrentDialect } from '../server/compiler/dialect/dialects';
import { sharedReadsFromEnv } from '../server/warehouse/clickhouse/sharedReads';
import type { Warehouse } from '../server/warehouse/warehouse';
import { benchReportFilter, needsInput, requestsOf } from './reportTimes';
import { ms, summarize, timeRuns, type Summary } from './stats';
import { table } from './table';

/** One report's server time on DuckDB and on ClickHouse: its defaults and two years, p50 of uncached runs. */
export interface EngineTiming {
  id: string;
  duck: { defaults: Summary; twoYears: Summary };
  clickhouse: { defaults: Summary; twoYears: Summary; failed?: string; /** On a current server: its defaults' SQL planned against run (clickhousePlanning.ts). */ planning?: Planning };
}

export interface ClickHouseFigures {
  engine: string;
  loadSeconds: number;
  reports: EngineTiming[];
  load: { before: number[]; after: number[] };
}

/**
 * BENCH_ONLY=clickhouse: every report on a DuckDB console and a ClickHouse console over the same
 * warehouse, alternately, uncached, each with its small tables held in memory as a server holds
 * them. The ClickHouse side is chDB (ClickHouse 26.7 in this process, server/warehouse/clickhouse/
 * chdbEngine.ts), loaded from the DuckDB file first: the dialect as the console prints it today, on
 * a current engine. A run on a ClickHouse cluster is tests/server/warehouse/clickhouse's.
 */
export async function clickhouseBench(duckFile: string, duck: Warehouse, siteIds: number[], nowMs: number, runs: number, cluster?: ClickHouseConfig): Promise<ClickHouseFigures> {
  const before = os.loadavg();
  const dir = cluster ? undefined : await mkdtemp(path.join(os.tmpdir(), 'console-chdb-bench-'));
  const folder = dir ? await openChdbFolder(dir) : undefined;
  try {
    const started = performance.now();
    if (folder) await loadChdb(duckFile, folder);
    const loadSeconds = (performance.now() - started) / 1000;
    // a cluster given by CLICKHOUSE_URL holds the same warehouse already (npm run clickhouse:cluster -- --load <file>)
    const sharedReads = sharedReadsFromEnv(process.env.CLICKHOUSE_SHARED_READS);
    const ch = cluster ? await openClickHouseWarehouse(cluster, { sharedReads }) : await openEngineWarehouse(chdbEngine(folder!), 'default', { sharedReads });
    const version = ch.serverVersion ?? '(version unknown)';
    const duckService = await createReportService(duck, { cache: false });
    // the console's own limit: a report past it is cancelled (9408), counted as failed
    const chService = await createReportService(ch, { cache: false, timeoutMs: 30_000 });
    await duck.resident?.()?.hold(residentTableNames(duckService.registry.models.values()));
    await ch.resident()?.hold(residentTableNames(chService.registry.models.values()));
    const reports: EngineTiming[] = [];
    const wanted = benchReportFilter();
    for (const report of duckService.registry.reports.values()) {
      if (!wanted(report.id) || needsInput(report)) continue;
      const req = requestsOf(report);
      const scope = { siteIds };
      const time = async (service: ReportService, request: object) => summarize(await timeRuns(async () => { await service.run(report, request, scope, nowMs); }, { runs, minRuns: 1, warmup: 1, budgetMs: 5000 }));
      let failed: string | undefined;
      const onClickHouse = async (request: object) => {
        try {
          return await time(chService, request);
        } catch (e) {
          failed = (e as Error).message.split('\n')[0].slice(0, 120);
          return summarize([]);
        }
      };
      try {
        await duckService.run(report, req.defaults, scope, nowMs);
      } catch (e) {
        // a search form that needs a criterion answers 9400 on its defaults
        if ((e as { status?: number }).status === 9400) continue;
        throw e;
      }
      const duckDefaults = await time(duckService, req.defaults);
      const chDefaults = await onClickHouse(req.defaults);
      const duckTwoYears = await time(duckService, req.twoYears);
      const chTwoYears = failed ? summarize([]) : await onClickHouse(req.twoYears);
      // on a current server, how much of the defaults' time is planning the SQL (EXPLAIN PLAN)
      const planned = !failed && readsCurrentDialect(version) ? await planning(ch, chService, report, req.defaults, siteIds, nowMs) : undefined;
      reports.push({ id: report.id, duck: { defaults: duckDefaults, twoYears: duckTwoYears }, clickhouse: { defaults: chDefaults, twoYears: chTwoYears, ...(failed ? { failed } : {}), ...(planned ? { planning: planned } : {}) } });
      const plannedText = planned && planned.statements ? `; its ${planned.statements} statements (${Math.round(planned.bytes / 1024)} KB) planned in ${ms(planned.planMs)} of ${ms(planned.runMs)} ms` : '';
      process.stdout.write(`  ${report.id}: DuckDB ${ms(duckDefaults.p50)} / ${ms(duckTwoYears.p50)} ms, ClickHouse ${failed ? `failed (${failed})` : `${ms(chDefaults.p50)} / ${ms(chTwoYears.p50)} ms`}${plannedText}\n`);
    }
    await ch.close();
    const shared = ch.sharesReads ? ', repeated subqueries read once' : '';
    const engine = cluster ? `ClickHouse ${version} at ${cluster.url} (${readsCurrentDialect(version) ? 'the current dialect' : 'the 18.16 form'}${shared}), loaded before` : `chDB ${version} (ClickHouse in the process, the current dialect${shared})`;
    return { engine, loadSeconds, reports, load: { before, after: os.loadavg() } };
  } finally {
    folder?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}

const ratio = (ch: Summary, duck: Summary): string => (ch.n && duck.n ? `${(ch.p50 / duck.p50).toFixed(1)}×` : '–');

/** The table printed: each report's p50 on both engines and their ratio, defaults and two years, then the counts above 2×. */
export function clickhouseTable(f: ClickHouseFigures): string {
  const rows = f.reports.map((r) => [r.id, ms(r.duck.defaults.p50), r.clickhouse.failed ? 'failed' : ms(r.clickhouse.defaults.p50), ratio(r.clickhouse.defaults, r.duck.defaults),
    ms(r.duck.twoYears.p50), r.clickhouse.failed ? 'failed' : ms(r.clickhouse.twoYears.p50), ratio(r.clickhouse.twoYears, r.duck.twoYears)]);
  const above = (pick: (r: EngineTiming) => [Summary, Summary]) => f.reports.filter((r) => { const [c, d] = pick(r); return r.clickhouse.failed || (c.n > 0 && d.n > 0 && c.p50 > 2 * d.p50); }).map((r) => r.id);
  const overDefaults = above((r) => [r.clickhouse.defaults, r.duck.defaults]);
  const overTwoYears = above((r) => [r.clickhouse.twoYears, r.duck.twoYears]);
  const ratios = f.reports.filter((r) => !r.clickhouse.failed && r.duck.defaults.n && r.clickhouse.defaults.n).map((r) => r.clickhouse.defaults.p50 / r.duck.defaults.p50).sort((a, b) => a - b);
  const planned = f.reports.flatMap((r) => (r.clickhouse.planning?.runMs ? [r.clickhouse.planning.planMs / r.clickhouse.planning.runMs] : [])).sort((a, b) => a - b);
  return [
    table(['report', 'DuckDB p50 ms', `${f.engine.split(' ')[0]} p50 ms`, 'ratio', 'DuckDB 2y p50', 'ClickHouse 2y p50', '2y ratio'], rows),
    `median ratio on defaults ${ratios.length ? ratios[Math.floor(ratios.length / 2)].toFixed(2) : '–'}×; above 2× DuckDB on defaults: ${overDefaults.length} (${overDefaults.join(', ') || 'none'}); over two years: ${overTwoYears.length} (${overTwoYears.join(', ') || 'none'})`,
    ...(planned.length ? [`planning the SQL (EXPLAIN PLAN, which also runs a statement's scalar subqueries) over running it, defaults' statements one after the other: median ${Math.round(100 * planned[Math.floor(planned.length / 2)])}% over ${planned.length} reports`] : []),
    `${f.engine}${f.loadSeconds > 0.1 ? `, loaded from the DuckDB file in ${f.loadSeconds.toFixed(1)} s` : ''}; load average ${f.load.before.map((l) => l.toFixed(1)).join(' ')} → ${f.load.after.map((l) => l.toFixed(1)).join(' ')}`,
  ].join('\n');
}
