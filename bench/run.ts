import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { execSync } from 'node:child_process';
import { openDuckWarehouse } from '../server/warehouse/duckdb';
import { createReportService } from '../server/reports/reportService';
import { benchWarehouse, BENCH_SCALE } from './benchWarehouse';
import { startBenchServer } from './benchServer';
import { bundleSizes } from './bundle';
import { compareWithHandwritten } from './compiledVsHand';
import { timeReports } from './reportTimes';
import { geometricMean, ms } from './stats';
import { table } from './table';
import { measureThroughput } from './throughput';
import { exportBench } from './exportBench';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);

/** npm run bench: the console against the budgets of shared/design/PERFORMANCE.md. */
async function main() {
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}`;
  console.log(`benchmark at scale ${BENCH_SCALE} on ${machine}`);
  const wh = await benchWarehouse();
  const warehouse = await openDuckWarehouse(wh.file, { readOnly: true });
  const [{ n }] = await warehouse.query('SELECT count(*) AS n FROM fact_game_day');
  const sites = (await warehouse.query('SELECT site_id FROM dim_site ORDER BY 1')).map((r) => Number(r.site_id));
  const rollups = await createReportService(warehouse, { cache: false });
  const raw = await createReportService(warehouse, { cache: false, useRollups: false });
  const now = Date.parse(`${rollups.dataEnd}T12:00:00Z`);

  console.log(`\nreports (${RUNS} runs after a warm-up, uncached, every site):`);
  const reports = await timeReports(rollups, raw, sites, now, RUNS);
  console.log(`\ncompiled against hand-written SQL (raw facts):`);
  const hand = await compareWithHandwritten(raw, warehouse, sites, now, RUNS);
  console.log('\nexports:');
  const exports = await exportBench(rollups, sites, now);
  console.log('\nAPI throughput, 20 clients on loopback:');
  const server = await startBenchServer(warehouse);
  const throughput = await measureThroughput(server.post, server.token, rollups.dataEnd, 20, Number(process.env.BENCH_SECONDS ?? 15));
  await server.close();
  if (process.env.BENCH_BUILD !== '0') execSync('npx vite build --logLevel error', { stdio: 'inherit' });
  const bundle = await bundleSizes();
  await warehouse.close();

  console.log(`\n${table(['report', 'p50 ms', 'p95 ms', '2y p50', '2y p95', 'raw p50', 'raw 2y p50', 'rollup gain', 'sources'],
    reports.map((r) => [r.id, ms(r.defaults.p50), ms(r.defaults.p95), ms(r.twoYears.p50), ms(r.twoYears.p95), ms(r.raw.p50), ms(r.rawTwoYears.p50),
      `${(r.rawTwoYears.p50 / r.twoYears.p50).toFixed(1)}×`, r.sources]))}`);
  console.log(`\n${table(['report', 'compiled p50', 'hand p50', 'ratio'], hand.map((h) => [h.id, ms(h.compiled.p50), ms(h.hand.p50), h.ratio.toFixed(2)]))}`);
  console.log(`geometric mean of compiled / hand-written: ${geometricMean(hand.map((h) => h.ratio)).toFixed(2)}×`);
  console.log(`\n${table(['export', 'rows', 'seconds', 'peak MB'], exports.map((e) => [e.report, e.rows, e.seconds.toFixed(2), e.peakMb.toFixed(0)]))}`);
  console.log(`\nthroughput: ${throughput.perSecond.toFixed(0)} req/s, p50 ${ms(throughput.p50)} ms, p95 ${ms(throughput.p95)} ms, ${throughput.requests} requests, ${throughput.errors} errors`);
  console.log(`initial JavaScript ${(bundle.initialGzip / 1024).toFixed(1)} kB gzip; largest lazy chunk ${bundle.largestChunk.file} ${(bundle.largestChunk.gzip / 1024).toFixed(1)} kB gzip`);
  if (wh.generatedSeconds) console.log(`warehouse generated in ${wh.generatedSeconds.toFixed(0)} s`);

  await mkdir('bench-results', { recursive: true });
  const file = `bench-results/bench-${BENCH_SCALE}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  await writeFile(file, JSON.stringify({ machine, scale: BENCH_SCALE, factRows: Number(n), runs: RUNS, generatedSeconds: wh.generatedSeconds, reports, hand, exports, throughput, bundle }, null, 2));
  console.log(`\nfigures written to ${file}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
