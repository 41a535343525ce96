import os from 'node:os';
import { DEMO_PROFILES } from '../server/appstore/seedDemo';
import { loadWarehouseLists } from '../server/auth/warehouseLists';
import { AnswerCache, scopeKey, type AnswerCacheStats } from '../server/reports/answerCache';
import type { ReportService } from '../server/reports/reportService';
import { dashboardProfiles, dashboardViews } from '../server/reports/warmDashboards';
import type { Warehouse } from '../server/warehouse/warehouse';
import { startBareEndpoint } from './bareEndpoint';
import { startBenchServer } from './benchServer';
import { customRanges, measureBare, measurePool, requestPool, type PooledRequest, type ThroughputResult } from './throughput';

/** Cache-missing rollup reports against the bare endpoint, in alternated rounds over one pool of ranges. */
export interface ColdRun {
  /** Rollup reports with ranges that miss every cache (the answer cache off), summed over the rounds. */
  cold: ThroughputResult;
  /** The bare single-query endpoint, in rounds alternated with `cold`. */
  bare: ThroughputResult;
  /** cold ÷ bare requests per second. */
  ratio: number;
  rounds: { cold: number; bare: number }[];
  /** How the console's answers were made: requests by `meta.engine`, counted on a sample of the pool. */
  engines: Record<string, number>;
}

export interface ThroughputSuite extends ColdRun {
  /** The same over ranges ending anywhere in the warehouse (`cold`, `bare`, … above: ranges ending in its last 97 days). */
  anywhere: ColdRun;
  /** Every demo group's opening dashboard, each with a session of that group, after the warm-up. */
  warm: ThroughputResult & { views: number; warmedMs: number; cache: AnswerCacheStats; hitRate: number };
  load: { before: number[]; after: number[] };
  /** The process after the runs (the console's server runs in it): resident size, and the tables held in memory and their bytes. */
  memory: { rssMb: number; held: { tables: number; rows: number; mb: number } };
}

const merge = (parts: ThroughputResult[], p: (values: number[]) => { p50: number; p95: number }): ThroughputResult => {
  const seconds = parts.reduce((a, r) => a + r.seconds, 0);
  const requests = parts.reduce((a, r) => a + r.requests, 0);
  return { ...parts[0], seconds, requests, perSecond: requests / seconds, errors: parts.reduce((a, r) => a + r.errors, 0), ...p(parts.flatMap((r) => [r.p50, r.p95])) };
};

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

/** The process's resident size and what of it the tables held in memory take. */
function memoryNow(warehouse: Warehouse): ThroughputSuite['memory'] {
  const held = warehouse.resident?.()?.stats() ?? { tables: 0, rows: 0, bytes: 0 };
  return { rssMb: mb(process.memoryUsage().rss), held: { tables: held.tables, rows: held.rows, mb: mb(held.bytes) } };
}

/**
 * The API under 20 clients: cache-missing rollup reports and the bare endpoint in alternated rounds
 * (the machine's noise falls on both), then the dashboards' default views warm.
 */
export async function throughputSuite(warehouse: Warehouse, service: ReportService, rollupIds: readonly string[], opts: { clients?: number; seconds?: number; rounds?: number } = {}): Promise<ThroughputSuite> {
  const clients = opts.clients ?? 20;
  const seconds = opts.seconds ?? 15;
  const rounds = opts.rounds ?? 3;
  const before = os.loadavg();

  const recent = await coldRounds(warehouse, service, rollupIds, undefined, clients, seconds, rounds);
  console.log('  ranges ending anywhere in the warehouse:');
  const anywhere = await coldRounds(warehouse, service, rollupIds, service.context(0).dataStart, clients, seconds, rounds);

  const answers = new AnswerCache();
  const started = performance.now();
  const warmServer = await startBenchServer(warehouse, { answers, warmDashboards: true });
  const profiles = await dashboardProfiles(warmServer.store, (await loadWarehouseLists(warehouse)).sites);
  const views: PooledRequest[] = [];
  for (const p of DEMO_PROFILES) {
    const group = await warmServer.store.one<{ group_id: number }>('SELECT group_id FROM operator WHERE operator_ac = $1', [p.operatorAC]);
    const profile = profiles.find((g) => g.groupID === group?.group_id);
    if (!profile) continue;
    const token = await warmServer.login(p.operatorAC);
    for (const v of dashboardViews(service, profile)) views.push({ id: v.report.id, reqData: v.request, token });
  }
  // the warm-up answers each group's views once (views equal in request and scope once in all)
  const expected = new Set(profiles.flatMap((p) => dashboardViews(service, p).map((v) => `${v.report.id}${JSON.stringify(v.request)}${scopeKey(p.scope)}`))).size;
  const deadline = Date.now() + 600_000;
  while (answers.stats().entries < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const warmedMs = performance.now() - started;
  const at = answers.stats();
  const warm = await measurePool(warmServer.url, warmServer.token, views, clients, seconds);
  const cache = answers.stats();
  await warmServer.close();
  const lookups = cache.hits + cache.misses - at.hits - at.misses;
  return {
    ...recent, anywhere,
    warm: { ...warm, views: views.length, warmedMs, cache, hitRate: lookups ? (cache.hits - at.hits) / lookups : 0 },
    load: { before, after: os.loadavg() },
    memory: memoryNow(warehouse),
  };
}

/**
 * Cache-missing rollup reports (the answer cache off) and the bare endpoint in alternated rounds
 * over one pool of ranges (`start`: ending anywhere in the warehouse, else in its last 97 days), the
 * machine's noise falling on both; then a sample of the pool asked once more to count the engines
 * that answered (`meta.engine`).
 */
async function coldRounds(warehouse: Warehouse, service: ReportService, rollupIds: readonly string[], start: string | undefined, clients: number, seconds: number, rounds: number): Promise<ColdRun> {
  const cold = await startBenchServer(warehouse, { answers: null });
  const bare = await startBareEndpoint(warehouse);
  const pool = requestPool(rollupIds, service.dataEnd, 4000, start);
  const ranges = customRanges(service.dataEnd, 4000, start);
  // both servers warmed first, as a server in use is (its code compiled by the JIT): a second each, on
  // requests from the far end of the pools, then not counted
  const warmUp = Math.floor(pool.length / 2);
  await measurePool(cold.url, cold.token, pool.slice(warmUp), clients, 2);
  await measureBare(bare.url, ranges.slice(warmUp), clients, 2);
  const coldRuns: ThroughputResult[] = [];
  const bareRuns: ThroughputResult[] = [];
  let offset = 0;
  for (let r = 0; r < rounds; r++) {
    // each round continues the pool where the last stopped, so no request is asked twice
    const c = await measurePool(cold.url, cold.token, [...pool.slice(offset), ...pool.slice(0, offset)], clients, seconds / rounds);
    offset = (offset + c.requests) % pool.length;
    coldRuns.push(c);
    const b = await measureBare(bare.url, [...ranges.slice(offset % ranges.length), ...ranges.slice(0, offset % ranges.length)], clients, seconds / rounds);
    bareRuns.push(b);
    console.log(`  round ${r + 1}: console ${c.perSecond.toFixed(0)} req/s (p50 ${c.p50.toFixed(1)} ms, p95 ${c.p95.toFixed(1)} ms), bare ${b.perSecond.toFixed(0)} req/s (p50 ${b.p50.toFixed(1)} ms, p95 ${b.p95.toFixed(1)} ms)`);
  }
  const engines = await engineCounts(cold.url, cold.token, pool.filter((_, i) => i % 40 === 0));
  await bare.close();
  await cold.close();
  // percentiles over rounds: the median round's p50 and the worst round's p95
  const summary = (values: number[]) => {
    const p50s = values.filter((_, i) => i % 2 === 0).sort((a, b) => a - b);
    return { p50: p50s[Math.floor(p50s.length / 2)], p95: Math.max(...values.filter((_, i) => i % 2 === 1)) };
  };
  const coldAll = merge(coldRuns, summary);
  const bareAll = merge(bareRuns, summary);
  return { cold: coldAll, bare: bareAll, ratio: coldAll.perSecond / bareAll.perSecond, rounds: coldRuns.map((c, i) => ({ cold: c.perSecond, bare: bareRuns[i].perSecond })), engines };
}

/** Requests of a pool asked one at a time, counted by the engine their answers name (`meta.engine`). */
async function engineCounts(url: string, token: string, sample: readonly PooledRequest[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const p of sample) {
    const res = await fetch(`${url}/api/report/${p.id}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ reqData: p.reqData }) });
    const body = await res.json() as { result?: { meta?: { engine?: string } } };
    const engine = body.result?.meta?.engine ?? `HTTP ${res.status}`;
    counts[engine] = (counts[engine] ?? 0) + 1;
  }
  return counts;
}
