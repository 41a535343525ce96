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

/** Requests to reports served from rollups, with date ranges varied so most miss the result cache. */
function requestPool(reports: readonly string[], dataEnd: string, size: number): { id: string; reqData: unknown }[] {
  const pool: { id: string; reqData: unknown }[] = [];
  for (let i = 0; i < size; i++) {
    const to = dayjs(dataEnd).subtract(1 + (i % 97), 'day');
    const from = to.subtract(6 + (i % 53), 'day');
    const id = reports[i % reports.length];
    pool.push({ id, reqData: { filters: { range: { preset: 'custom', from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') } } } });
  }
  return pool;
}

/** `clients` loops on loopback for `seconds`, each sending the next request of the pool as soon as the last answered. */
export async function measureThroughput(post: (p: string, r: unknown, t?: string) => Promise<{ body: { status: number } }>, token: string, reports: readonly string[], dataEnd: string, clients = 20, seconds = 15): Promise<ThroughputResult> {
  const pool = requestPool(reports, dataEnd, 2000);
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const stopAt = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, async () => {
    while (performance.now() < stopAt) {
      const { id, reqData } = pool[next++ % pool.length];
      const t0 = performance.now();
      const { body } = await post(`/report/${id}`, reqData, token);
      latencies.push(performance.now() - t0);
      if (body.status !== 1) errors++;
    }
  }));
  const elapsed = (performance.now() - started) / 1000;
  return {
    reports, clients, seconds: elapsed, requests: latencies.length, perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50), p95: percentile(latencies, 95), errors, distinctRequests: Math.min(pool.length, latencies.length),
  };
}
