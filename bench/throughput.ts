import dayjs from 'dayjs';
import { runLoad, type LoadFigures } from './loadWorker';
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

/**
 * Date ranges varied so that most requests miss every cache: `size` custom ranges of 7 to 59 days
 * ending 1 to 97 days before the data's end, or (`start`: the data's first day) ending on any day of
 * the warehouse from its 60th on, as an operator looking at any past period would ask.
 */
export function customRanges(dataEnd: string, size: number, start?: string): { from: string; to: string }[] {
  const span = start ? dayjs(dataEnd).diff(start, 'day') - 60 : 97;
  return Array.from({ length: size }, (_, i) => {
    // a stride prime to the span: consecutive requests far apart, every ending day drawn
    const to = dayjs(dataEnd).subtract(1 + ((i * (start ? 389 : 1)) % span), 'day');
    const from = to.subtract(6 + (i % 53), 'day');
    return { from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') };
  });
}

/** Requests to reports served from rollups, with date ranges varied so most miss the result cache (`start`: from anywhere in the warehouse). */
export function requestPool(reports: readonly string[], dataEnd: string, size: number, start?: string): PooledRequest[] {
  return customRanges(dataEnd, size, start).map(({ from, to }, i) => ({ id: reports[i % reports.length], reqData: { filters: { range: { preset: 'custom', from, to } } } }));
}

/** Latency figures of a load run (bench/loadWorker.ts). */
function figures(run: LoadFigures) {
  return { seconds: run.seconds, requests: run.requests, perSecond: run.perSecond, p50: percentile(run.latencies, 50), p95: percentile(run.latencies, 95), errors: run.errors };
}

/** The console's API at `url` over a pool of requests (each with its own token, or `token`), the clients in a worker thread. */
export async function measurePool(url: string, token: string, pool: readonly PooledRequest[], clients = 20, seconds = 15): Promise<ThroughputResult> {
  const requests = pool.map(({ id, reqData, token: own }) => ({
    path: `/api/report/${id}`, body: JSON.stringify({ reqData }), headers: { authorization: `Bearer ${own ?? token}` },
  }));
  const run = figures(await runLoad(url, requests, clients, seconds));
  return { reports: [...new Set(pool.map((p) => p.id))], clients, ...run, distinctRequests: Math.min(pool.length, run.requests) };
}

/** The bare endpoint at `url` over date ranges, the clients in a worker thread as for the console. */
export async function measureBare(url: string, ranges: readonly { from: string; to: string }[], clients = 20, seconds = 15): Promise<ThroughputResult> {
  const run = figures(await runLoad(url, ranges.map((r) => ({ path: '/site-period', body: JSON.stringify(r) })), clients, seconds));
  return { reports: ['bare site × period'], clients, ...run, distinctRequests: Math.min(ranges.length, run.requests) };
}
