import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureWarehouse, GENERATION_FILE } from '../server/datagen/ensure';
import { terminalProgress } from '../server/datagen/progress';

/** Scale 100 gives ≥ 100M member × day × game rows (3.6M members over 25 months). */
export const BENCH_SCALE = Number(process.env.BENCH_SCALE ?? 100);

export interface BenchWarehouse {
  file: string;
  /** Seconds the generation took, whether in this run or when the warehouse was first made. */
  generatedSeconds?: number;
  generatedNow: boolean;
}

/** The benchmark warehouse under DATA_DIR/bench-<scale>, generated once and reused. */
export async function benchWarehouse(): Promise<BenchWarehouse> {
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data', `bench-${BENCH_SCALE}`);
  const existed = existsSync(path.join(dataDir, 'warehouse.duckdb'));
  if (!existed) console.log(`generating the benchmark warehouse at scale ${BENCH_SCALE} into ${dataDir} (once)`);
  const result = await ensureWarehouse({ dataDir, scale: BENCH_SCALE, onProgress: terminalProgress(process.stderr, 'benchmark warehouse') });
  const record = path.join(dataDir, GENERATION_FILE);
  const recorded = existsSync(record) ? (JSON.parse(readFileSync(record, 'utf8')) as { seconds?: number }).seconds : undefined;
  return { file: result.file, generatedSeconds: result.seconds ?? recorded, generatedNow: result.generated };
}
