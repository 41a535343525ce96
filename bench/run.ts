import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { ensureWarehouse } from '../server/datagen/ensure';
import { openDuckWarehouse } from '../server/warehouse/duckdb';
import { residentTableNames } from '../server/compiler/resident/tables';
import { startingCache, type CacheState } from './pageCache';
import { createReportService, type ReportService } from '../server/reports/reportService';
import { benchWarehouse, BENCH_SCALE } from './benchWarehouse';
import { browserBench, type BrowserFigures } from './browser';
import { browserRows, browserTable } from './browserRows';
import { startBenchServer } from './benchServer';
import { budgetRows, type BenchFigures } from './budgets';
import { bundleSizes } from './bundle';
import { compareWithHandwritten } from './compiledVsHand';
import { exportBench, exportRequests } from './exportBench';
import { compareExports, type ExportParity } from './exportParity';
import { loadBench, loadTable } from './loadBench';
import { memberSearchBench } from './memberSearch';
import { compareMoneyTypes, type MoneyComparison } from './moneyTypes';
import { timedOut, timeReports, type ReportTiming } from './reportTimes';
import { geometricMean, ms } from './stats';
import { parquetBench, parquetTable } from './parquetBench';
import { measureStoryDraws, storyDrawLines } from './storyDraw';
import { table } from './table';
import { clickhouseBench, clickhouseTable } from './clickhouseBench';
import { clickHouseConfigFromEnv } from '../server/warehouse/clickhouse/config';
import { cpuTicks, measureMachineSpeed, speedLine, stealLine, stealShare } from './machineSpeed';
import type { ThroughputResult } from './throughput';
import { throughputSuite, type ThroughputSuite } from './throughputSuite';
import { classify } from './classify';
import { needsInput, requestsOf } from './reportTimes';
import type { Warehouse } from '../server/warehouse/warehouse';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);

/** The demo scale generated from nothing into a throwaway folder (the budget of `npm start`'s first run). */
async function timeDemoGeneration(): Promise<number> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'console-demo-gen-'));
  try {
    const result = await ensureWarehouse({ dataDir: dir, force: true });
    return result.seconds!;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The CSV export of at least 100k member search rows against its xlsx: the same rows and cells. */
async function exportParity(service: ReportService, sites: number[], now: number): Promise<ExportParity | undefined> {
  const [e] = await exportRequests(service, sites, [100_000], true);
  if (!e) return undefined;
  const p = await compareExports(service, 'member_search', e.request, e.sites, now);
  console.log(`  CSV against xlsx, ${p.report} ${p.rows.toLocaleString('en-US')} rows: CSV ${p.csvSeconds.toFixed(1)} s (${p.csvMb.toFixed(1)} MB), xlsx ${p.xlsxSeconds.toFixed(1)} s, ${p.mismatches} cells differ${p.firstMismatch ? ` (${p.firstMismatch})` : ''}`);
  return p;
}

/** The machine, and how fast it ran fixed work before the measurement (bench/machineSpeed.ts): set once at the start. */
let speed = '';
const machineLine = () => `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}${speed && `; ${speed}`}`;
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/**
 * What the figures were measured under, beside the machine: the page cache the warehouse file was
 * read from (cold: dropped before it was opened; `as found`: whatever the machine held), DuckDB's
 * threads and memory limit, and the allocator (jemalloc where bench/start.ts preloaded it).
 */
async function conditionsLine(warehouse: Awaited<ReturnType<typeof openDuckWarehouse>>, cache: CacheState | undefined): Promise<string> {
  const [settings] = await warehouse.query("SELECT current_setting('threads') AS threads, current_setting('memory_limit') AS memory");
  const allocator = /jemalloc/.test(process.env.LD_PRELOAD ?? '') ? 'jemalloc' : 'glibc malloc';
  return [cache && `page cache ${cache === 'cold' ? 'cold (dropped before the warehouse was opened)' : 'as found'}`, `DuckDB threads ${settings.threads}, memory limit ${settings.memory}`, allocator].filter(Boolean).join(', ');
}

/** The built console in a real browser: the first dashboard and the first report page (bytes, CLS), over the warehouse given. */
async function measureBrowser(warehouse: Awaited<ReturnType<typeof openDuckWarehouse>>): Promise<BrowserFigures> {
  const server = await startBenchServer(warehouse, { distDir: path.resolve('dist'), port: Number(process.env.BENCH_PORT ?? 0) });
  try {
    return await browserBench(server.url, () => server.login(), { shotDir: process.env.BENCH_SHOTS, reportPath: process.env.BENCH_REPORT_PATH });
  } finally {
    await server.close();
  }
}

/**
 * BENCH_ONLY=browser: the browser's figures alone, over the demo warehouse (DATA_DIR, generated if
 * missing, as `npm start` does): the build's sizes, the JavaScript the first dashboard and the first
 * report page transfer, and their layout shift. No benchmark-scale warehouse needed.
 */
async function browserOnly() {
  console.log(`browser figures on ${machineLine()}`);
  const demo = await ensureWarehouse({ dataDir: path.resolve(process.env.DATA_DIR ?? 'data') });
  if (process.env.BENCH_BUILD !== '0') execSync('npx vite build --logLevel error', { stdio: 'inherit' });
  const bundle = await bundleSizes();
  const warehouse = await openDuckWarehouse(demo.file, { readOnly: true });
  let browser: BrowserFigures;
  try {
    browser = await measureBrowser(warehouse);
  } finally {
    await warehouse.close();
  }
  console.log(`\n${browserTable(browser)}`);
  console.log(`\nagainst the budgets (shared/design/PERFORMANCE.md):\n${table(['what', 'measured', 'budget', ''], browserRows(bundle, browser))}`);
  await mkdir('bench-results', { recursive: true });
  const out = `bench-results/browser-${stamp()}.json`;
  await writeFile(out, JSON.stringify({ machine: machineLine(), warehouse: demo.file, bundle, browser }, null, 2));
  console.log(`\nfigures written to ${out}`);
}

/**
 * BENCH_ONLY=stories: how long the gallery's report stories take to be drawn in the built Storybook
 * (bench/storyDraw.ts), opened from the sidebar and by link. No warehouse needed.
 */
async function storiesOnly() {
  console.log(`report stories on ${machineLine()}`);
  const figures = await measureStoryDraws();
  console.log(storyDrawLines(figures).join('\n'));
  await mkdir('bench-results', { recursive: true });
  const out = `bench-results/stories-${stamp()}.json`;
  await writeFile(out, JSON.stringify({ machine: machineLine(), ...figures }, null, 2));
  console.log(`\nfigures written to ${out}`);
}

/**
 * BENCH_ONLY=clickhouse: every report on DuckDB and on ClickHouse over the demo warehouse (DATA_DIR,
 * generated if missing), alternately, uncached (bench/clickhouseBench.ts); the ClickHouse side is
 * chDB, ClickHouse 26.7 in the process, loaded from the DuckDB file; with CLICKHOUSE_URL, that
 * cluster, which holds the same warehouse already (npm run clickhouse:cluster -- --load <file>).
 */
async function clickhouseOnly() {
  console.log(`DuckDB against ClickHouse on ${machineLine()}`);
  const demo = await ensureWarehouse({ dataDir: path.resolve(process.env.DATA_DIR ?? 'data') });
  const warehouse = await openDuckWarehouse(demo.file, { readOnly: true });
  try {
    const sites = (await warehouse.query('SELECT site_id FROM dim_site ORDER BY 1')).map((r) => Number(r.site_id));
    const [{ end }] = await warehouse.query('SELECT CAST(max(end_date) AS VARCHAR) AS end FROM warehouse_meta');
    const figures = await clickhouseBench(demo.file, warehouse, sites, Date.parse(`${String(end)}T12:00:00Z`), Number(process.env.BENCH_RUNS ?? 3), clickHouseConfigFromEnv());
    console.log(`\n${clickhouseTable(figures)}`);
    await mkdir('bench-results', { recursive: true });
    const out = `bench-results/clickhouse-${stamp()}.json`;
    await writeFile(out, JSON.stringify({ machine: machineLine(), warehouse: demo.file, ...figures }, null, 2));
    console.log(`figures written to ${out}`);
  } finally {
    await warehouse.close();
  }
}

/** npm run bench: the console against the budgets of shared/design/PERFORMANCE.md. */
async function main() {
  if (process.env.BENCH_ONLY === 'browser') return browserOnly();
  if (process.env.BENCH_ONLY === 'stories') return storiesOnly();
  if (process.env.BENCH_ONLY === 'clickhouse') return clickhouseOnly();
  console.log(`benchmark at scale ${BENCH_SCALE} on ${machineLine()}`);
  const wh = await benchWarehouse();
  // the page cache the timings start from: dropped (the warehouse read from disk, as after a restart) unless BENCH_CACHE=warm;
  // a day's load drops it before each load itself, and the Parquet bench reads files it has just written (said as found)
  const ownCache = process.env.BENCH_ONLY === 'load' || process.env.BENCH_ONLY === 'parquet';
  const cache = ownCache ? undefined : startingCache();
  const warehouse = await openDuckWarehouse(wh.file, { readOnly: true });
  const conditions = await conditionsLine(warehouse, cache);
  const machine = `${machineLine()}; ${conditions}`;
  console.log(`conditions: ${conditions}`);
  const [{ n }] = await warehouse.query('SELECT count(*) AS n FROM fact_game_day');
  const [{ members }] = await warehouse.query('SELECT count(*) AS members FROM dim_member');
  console.log(`${Number(n).toLocaleString('en-US')} member × day × game rows, ${Number(members).toLocaleString('en-US')} members`);
  const sites = (await warehouse.query('SELECT site_id FROM dim_site ORDER BY 1')).map((r) => Number(r.site_id));
  const rollups = await createReportService(warehouse, { cache: false });
  const raw = await createReportService(warehouse, { cache: false, useRollups: false });
  // the tables the server holds in memory at start (server/main.ts), held before anything is timed
  await warehouse.resident()?.hold(residentTableNames(rollups.registry.models.values()));
  const now = Date.parse(`${rollups.dataEnd}T12:00:00Z`);

  // BENCH_MONEY=1 adds exact money against DOUBLE money (interleaved runs); BENCH_ONLY=money runs that alone
  let money: MoneyComparison | undefined;
  if (process.env.BENCH_MONEY === '1' || process.env.BENCH_ONLY === 'money') {
    console.log('\nmoney as exact decimals against DOUBLE (defaults, runs interleaved, uncached, every site):');
    money = await compareMoneyTypes(wh.file, sites, now, RUNS, os.loadavg);
    const byReads = Object.entries(money.byReads).map(([cls, r]) => `${cls} ${r.toFixed(2)}×`).join(', ');
    console.log(`decimal ÷ double: median ${money.median.toFixed(2)}×, geometric mean ${money.geomean.toFixed(2)}× (median by reads: ${byReads}); load ${money.loadBefore.map((l) => l.toFixed(1)).join(' ')} → ${money.loadAfter.map((l) => l.toFixed(1)).join(' ')}`);
    if (process.env.BENCH_ONLY === 'money') {
      await mkdir('bench-results', { recursive: true });
      const out = `bench-results/money-${BENCH_SCALE}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
      await writeFile(out, JSON.stringify({ machine, scale: BENCH_SCALE, factRows: Number(n), money }, null, 2));
      console.log(`figures written to ${out}`);
      await warehouse.close();
      return;
    }
  }
  // BENCH_ONLY=exports: the exports alone, and the CSV of about 100k rows against its xlsx, cell for cell
  if (process.env.BENCH_ONLY === 'exports') {
    console.log('\nexports:');
    const exports = await exportBench(rollups, sites, now);
    const parity = await exportParity(rollups, sites, now);
    await mkdir('bench-results', { recursive: true });
    const out = `bench-results/exports-${BENCH_SCALE}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    await writeFile(out, JSON.stringify({ machine, scale: BENCH_SCALE, load: os.loadavg(), exports, parity }, null, 2));
    console.log(`figures written to ${out}`);
    await warehouse.close();
    return;
  }
  // BENCH_ONLY=throughput: the API under 20 clients alone (cache-missing, bare endpoint alternated, warm)
  if (process.env.BENCH_ONLY === 'throughput') {
    const rollupIds = rollupReports(rollups, sites, now);
    const suite = await runThroughput(warehouse, rollups, rollupIds);
    await mkdir('bench-results', { recursive: true });
    const out = `bench-results/throughput-${BENCH_SCALE}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    await writeFile(out, JSON.stringify({ machine, scale: BENCH_SCALE, factRows: Number(n), throughput: suite }, null, 2));
    console.log(`figures written to ${out}`);
    await warehouse.close();
    return;
  }
  // BENCH_ONLY=load: one day loaded into a copy of the benchmark warehouse alone (a new day, then a correction)
  if (process.env.BENCH_ONLY === 'load') {
    await warehouse.close();
    const dayLoads = await timeDayLoads(wh.file);
    await mkdir('bench-results', { recursive: true });
    const out = `bench-results/load-${BENCH_SCALE}-${stamp()}.json`;
    await writeFile(out, JSON.stringify({ machine, scale: BENCH_SCALE, factRows: Number(n), dayLoads }, null, 2));
    console.log(`figures written to ${out}`);
    return;
  }
  // BENCH_ONLY=parquet: two years generated, exported as Parquet and loaded into an empty folder, in one run
  if (process.env.BENCH_ONLY === 'parquet') {
    await warehouse.close();
    console.log(`\ntwo years loaded from Parquet against datagen building them (load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}):`);
    const parquet = await parquetBench(BENCH_SCALE);
    console.log(parquetTable(parquet));
    await mkdir('bench-results', { recursive: true });
    const out = `bench-results/parquet-${BENCH_SCALE}-${stamp()}.json`;
    await writeFile(out, JSON.stringify({ machine, parquet }, null, 2));
    console.log(`figures written to ${out}`);
    return;
  }
  // BENCH_ONLY=hand: compiled against hand-written SQL alone (raw facts, run alternately)
  if (process.env.BENCH_ONLY === 'hand') {
    console.log(`\ncompiled against hand-written SQL (raw facts, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}):`);
    const hand = await compareWithHandwritten(raw, warehouse, sites, now, Number(process.env.BENCH_HAND_RUNS ?? 3));
    const load = os.loadavg();
    console.log(`\n${table(['report', 'compiled p50', 'hand p50', 'ratio'], hand.map((h) => [h.id, ms(h.compiled.p50), ms(h.hand.p50), h.ratio.toFixed(2)]))}`);
    console.log(`geometric mean ${geometricMean(hand.map((h) => h.ratio)).toFixed(2)}×; load average ${load.map((l) => l.toFixed(2)).join(' ')}`);
    await mkdir('bench-results', { recursive: true });
    const out = `bench-results/hand-${BENCH_SCALE}-${stamp()}.json`;
    await writeFile(out, JSON.stringify({ machine, scale: BENCH_SCALE, load, hand }, null, 2));
    console.log(`figures written to ${out}`);
    await warehouse.close();
    return;
  }
  console.log(`\nreports (${RUNS} runs after a warm-up, uncached, every site):`);
  const reports = await timeReports(rollups, raw, sites, now, RUNS);
  // BENCH_ONLY=reports: the report timings alone (BENCH_REPORTS=a,b picks the reports)
  if (process.env.BENCH_ONLY === 'reports') {
    const load = os.loadavg();
    console.log(`\n${reportTable(reports)}`);
    if (timedOut.length) console.log(`cancelled by the server after 30 s: ${[...new Set(timedOut)].join(', ')}`);
    console.log(`load average ${load.map((l) => l.toFixed(2)).join(' ')} (a shared machine: indicative figures)`);
    await mkdir('bench-results', { recursive: true });
    const out = `bench-results/reports-${BENCH_SCALE}-${stamp()}.json`;
    await writeFile(out, JSON.stringify({ machine, scale: BENCH_SCALE, factRows: Number(n), runs: RUNS, load, reports, timedOut: [...new Set(timedOut)] }, null, 2));
    console.log(`figures written to ${out}`);
    await warehouse.close();
    return;
  }
  // the API next, before the exports leave the process some 400 MB larger (its garbage collector and
  // DuckDB's buffers then slowed the console and the bare endpoint alike, by about a third)
  const rollupIds = reports.filter((r) => r.reads === 'rollup' && rollups.registry.reports.get(r.id)!.filters.some((f) => f.key === 'range')).map((r) => r.id);
  const suite = await runThroughput(warehouse, rollups, rollupIds);
  const throughput = suite.cold;
  console.log(`\ncompiled against hand-written SQL (raw facts):`);
  const hand = await compareWithHandwritten(raw, warehouse, sites, now, Number(process.env.BENCH_HAND_RUNS ?? 3));
  console.log('\nmember search:');
  const search = await memberSearchBench(rollups, sites, now, Math.max(3, Math.ceil(RUNS / 2)));
  console.log('\nexports:');
  const exports = await exportBench(rollups, sites, now);
  const parity = await exportParity(rollups, sites, now);
  if (process.env.BENCH_BUILD !== '0') execSync('npx vite build --logLevel error', { stdio: 'inherit' });
  const bundle = await bundleSizes();
  console.log('\nthe browser, first dashboard and first report page:');
  const browser = await measureBrowser(warehouse);
  await warehouse.close();
  const dayLoads = await timeDayLoads(wh.file);
  const demoSeconds = process.env.BENCH_DEMO === '0' ? undefined : await timeDemoGeneration();

  console.log(`\n${reportTable(reports)}`);
  if (timedOut.length) console.log(`cancelled by the server after 30 s: ${[...new Set(timedOut)].join(', ')}`);
  console.log(`\n${table(['report', 'compiled p50', 'hand p50', 'ratio'], hand.map((h) => [h.id, ms(h.compiled.p50), ms(h.hand.p50), h.ratio.toFixed(2)]))}`);
  console.log(`\n${table(['export', 'rows', 'seconds', 'peak MB'], exports.map((e) => [e.report, e.rows, e.seconds.toFixed(2), e.peakMb.toFixed(0)]))}`);
  console.log(`\n${browserTable(browser)}`);
  printThroughput(suite);

  const figures: BenchFigures = {
    reports, handGeomean: geometricMean(hand.map((h) => h.ratio)), search, exports, throughput, warm: suite.warm, bareRatio: suite.ratio, bundle, browser,
    benchGeneration: wh.generatedSeconds, demoGeneration: demoSeconds, dayLoads,
  };
  console.log(`\nagainst the budgets (shared/design/PERFORMANCE.md):\n${table(['what', 'measured', 'budget', ''], budgetRows(figures))}`);

  await mkdir('bench-results', { recursive: true });
  const file = `bench-results/bench-${BENCH_SCALE}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  await writeFile(file, JSON.stringify({ machine, scale: BENCH_SCALE, factRows: Number(n), members: Number(members), runs: RUNS, ...figures, throughputSuite: suite, money, parity, timedOut: [...new Set(timedOut)], hand }, null, 2));
  console.log(`\nfigures written to ${file}`);
}

/** One day loaded into a copy of the benchmark warehouse, printed by stage. */
async function timeDayLoads(file: string) {
  console.log(`\none day loaded into a copy of the benchmark warehouse (load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}):`);
  const figures = await loadBench(file);
  console.log(loadTable(figures));
  return figures;
}

/** The reports' timings as printed: defaults and two years, from rollups and from raw facts. */
function reportTable(reports: ReportTiming[]): string {
  return table(['report', 'reads', 'p50 ms', 'p95 ms', '2y p50', '2y p95', 'raw p50', 'raw 2y p50', 'rollup gain'],
    reports.map((r) => [r.id, r.reads, ms(r.defaults.p50), ms(r.defaults.p95), ms(r.twoYears.p50), ms(r.twoYears.p95), ms(r.raw.p50), ms(r.rawTwoYears.p50),
      r.raw.n ? `${(r.raw.p50 / r.defaults.p50).toFixed(1)}×` : '–']));
}

/** Reports whose defaults read site-level rollups only and that have a date range (the cache-missing throughput's subjects). */
function rollupReports(service: ReportService, sites: number[], now: number): string[] {
  return [...service.registry.reports.values()]
    .filter((r) => !needsInput(r) && r.filters.some((f) => f.key === 'range'))
    .filter((r) => classify(service, r, requestsOf(r).defaults, sites, now).cls === 'rollup')
    .map((r) => r.id);
}

async function runThroughput(warehouse: Warehouse, service: ReportService, rollupIds: string[]): Promise<ThroughputSuite> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 15);
  console.log(`\nAPI throughput, 20 clients on loopback (load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}):`);
  console.log(`  cache-missing over ${rollupIds.join(', ')}, alternated with a bare single-query endpoint:`);
  const suite = await throughputSuite(warehouse, service, rollupIds, { seconds, rounds: Number(process.env.BENCH_ROUNDS ?? 3) });
  printThroughput(suite);
  return suite;
}

function printThroughput(s: ThroughputSuite): void {
  const line = (name: string, t: ThroughputResult) => [name, t.perSecond.toFixed(0), ms(t.p50), ms(t.p95), String(t.requests), String(t.errors)];
  console.log(`\n${table(['API, 20 clients', 'req/s', 'p50 ms', 'p95 ms', 'requests', 'errors'], [
    line('cache-missing rollup reports', s.cold), line('bare site × period query', s.bare), line(`warm dashboard views (${s.warm.views})`, s.warm),
  ])}`);
  console.log(`\n${table(['API, 20 clients, ranges ending anywhere', 'req/s', 'p50 ms', 'p95 ms', 'requests', 'errors'], [
    line('cache-missing rollup reports', s.anywhere.cold), line('bare site × period query', s.anywhere.bare),
  ])}`);
  const engines = (e: Record<string, number>) => Object.entries(e).map(([k, n]) => `${k} ${n}`).join(', ');
  console.log(`console ÷ bare (cache-missing, alternated rounds), ranges ending in the last 97 days: ${s.ratio.toFixed(2)}× (${s.rounds.map((r) => `${r.cold.toFixed(0)}/${r.bare.toFixed(0)}`).join(', ')} req/s); answered by ${engines(s.engines)}`);
  console.log(`console ÷ bare (cache-missing, alternated rounds), ranges ending anywhere: ${s.anywhere.ratio.toFixed(2)}× (${s.anywhere.rounds.map((r) => `${r.cold.toFixed(0)}/${r.bare.toFixed(0)}`).join(', ')} req/s); answered by ${engines(s.anywhere.engines)}`);
  console.log(`memory after the runs: resident ${s.memory.rssMb.toLocaleString('en-US')} MB (the bench's process: the console's server, the bare endpoint, DuckDB), of it ${s.memory.held.tables} tables held in memory, ${s.memory.held.rows.toLocaleString('en-US')} rows, ${s.memory.held.mb} MB`);
  console.log(`warm: answer cache hit rate ${(100 * s.warm.hitRate).toFixed(1)}% while measured, ${s.warm.cache.entries} answers in ${(s.warm.cache.bytes / 2 ** 20).toFixed(1)} MB, warmed in ${(s.warm.warmedMs / 1000).toFixed(1)} s`);
  console.log(`load average ${s.load.before.map((l) => l.toFixed(2)).join(' ')} → ${s.load.after.map((l) => l.toFixed(2)).join(' ')} (a shared machine: indicative figures)`);
}

/** The bench, between a reading of the machine's speed and the host's share of its CPU time over the run. */
async function measured() {
  speed = speedLine(await measureMachineSpeed());
  const ticks = cpuTicks();
  await main();
  console.log(stealLine(stealShare(ticks, cpuTicks())));
}

measured().catch((e) => {
  console.error(e);
  process.exit(1);
});
