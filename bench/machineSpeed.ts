import { readFileSync } from 'node:fs';
import { DuckDBInstance } from '@duckdb/node-api';

/**
 * How fast the machine was while a bench ran, so that runs on different days can be compared: the
 * same 2-core kind of machine has run the same code two to three times slower on one day than on
 * another (the benchmark warehouse generated in 282 s on 2026-11-30, 722–744 s on 2026-11-29),
 * because the host's other guests take the cores. Two fixed pieces of work timed before the
 * measurement (the fastest of three runs each), and the share of the guest's CPU time the host took
 * during it (steal, from /proc/stat).
 */
export interface MachineSpeed {
  /** ms to sort one million pseudo-random numbers in JS (one thread). */
  jsSortMs: number;
  /** ms for DuckDB to hash and sum 50 million integers on two threads. */
  duckHashMs: number;
}

/** The same million numbers every time (a linear congruential sequence), sorted. */
function sortOnce(): number {
  const values = new Float64Array(1_000_000);
  let x = 12345;
  for (let i = 0; i < values.length; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    values[i] = x / 2147483648;
  }
  const started = performance.now();
  values.sort();
  return performance.now() - started;
}

/** The fixed work, each timed three times, the fastest kept (the least disturbed). */
export async function measureMachineSpeed(): Promise<MachineSpeed> {
  const jsSortMs = Math.min(sortOnce(), sortOnce(), sortOnce());
  const instance = await DuckDBInstance.create(':memory:', { threads: '2' });
  const connection = await instance.connect();
  const runs: number[] = [];
  try {
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await connection.runAndReadAll('SELECT sum(hash(i) % 1000) FROM range(50000000) t(i)');
      runs.push(performance.now() - started);
    }
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
  return { jsSortMs, duckHashMs: Math.min(...runs) };
}

/** The machine's CPU counters (ticks): all of them, and those the host took (steal). */
export interface CpuTicks {
  total: number;
  steal: number;
}

/** The aggregate line of /proc/stat (user nice system idle iowait irq softirq steal …); zeros where there is none. */
export function cpuTicks(): CpuTicks {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
    return { total: fields.reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
  } catch {
    return { total: 0, steal: 0 };
  }
}

/** The share of CPU time the host took between two readings (0 to 1), or undefined where /proc/stat is not read. */
export function stealShare(from: CpuTicks, to: CpuTicks): number | undefined {
  const total = to.total - from.total;
  return total > 0 ? (to.steal - from.steal) / total : undefined;
}

export const speedLine = (s: MachineSpeed): string =>
  `reference work: 1M numbers sorted in JS ${s.jsSortMs.toFixed(0)} ms, 50M integers hashed by DuckDB on 2 threads ${s.duckHashMs.toFixed(0)} ms`;

export const stealLine = (share: number | undefined): string =>
  share === undefined ? 'CPU time taken by the host: not read (no /proc/stat)' : `CPU time taken by the host during the run (steal): ${(share * 100).toFixed(1)}%`;
