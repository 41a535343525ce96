import dayjs from 'dayjs';
import { percentile } from './stats';

export interface ThroughputResult {
  reports: readonly string[];
  clients: number;
  seconds: number;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  errors: number;
  distinctRequests: number;
}

export interface PooledRequest { id: string; reqData: unknown; token?: string }

/** Date ranges varied so that most requests miss every cache: `size` custom ranges ending 1 to 97 days before the data's end. */
export function customRanges(dataEnd: string, size: number): { from: string; to: string }[] {
  return Array.from({ length: size }, (_, i) => {
    const to = dayjs(dataEnd).subtract(1 + (i % 97), 'day');
    const from = to.subtract(6 + (i % 53), 'day');
    return { from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') };
  });
}

/** Requests to reports served from rollups, with date ranges varied so most miss the result cache. */
export function requestPool(reports: readonly string[], dataEnd: string, size: number): PooledRequest[] {
  return customRanges(dataEnd, size).map(({ from, to }, i) => ({ id: reports[i % reports.length], reqData: { filters: { range: { preset: 'custom', from, to } } } }));
}

/** `clients` loops for `seconds`, each sending the next request as soon as the last answered; `send` answers whether it succeeded. */
export async function loadLoop(send: (i: number) => Promise<boolean>, clients: number, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const stopAt = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, async () => {
    while (performance.now() < stopAt) {
      const i = next++;
      const t0 = performance.now();
      const ok = await send(i);
      latencies.push(performance.now() - t0);
      if (!ok) errors++;
    }
  }));
  const elapsed = (performance.now() - started) / 1000;
  return { seconds: elapsed, requests: latencies.length, perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p95: percentile(latencies, 95), errors };
}

type Post = (p: string, r: unknown, t?: string) => Promise<{ body: { status: number } }>;

/** The console's API over a pool of requests (each with its own token, or `token`). */
export async function measurePool(post: Post, token: string, pool: readonly PooledRequest[], clients = 20, seconds = 15): Promise<ThroughputResult> {
  const run = await loadLoop(async (i) => {
    const { id, reqData, token: own } = pool[i % pool.length];
    const { body } = await post(`/report/${id}`, reqData, own ?? token);
    return body.status === 1;
  }, clients, seconds);
  return { reports: [...new Set(pool.map((p) => p.id))], clients, ...run, distinctRequests: Math.min(pool.length, run.requests) };
}

/** `clients` loops on loopback for `seconds` over rollup reports with date ranges that miss the caches. */
export function measureThroughput(post: Post, token: string, reports: readonly string[], dataEnd: string, clients = 20, seconds = 15): Promise<ThroughputResult> {
  return measurePool(post, token, requestPool(reports, dataEnd, 2000), clients, seconds);
}
