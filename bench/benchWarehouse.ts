import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureWarehouse } from '../server/datagen/ensure';
import { terminalProgress } from '../server/datagen/progress';

/** Scale 100 gives ≥ 100M member × day × game rows (3.6M members over 25 months). */
export const BENCH_SCALE = Number(process.env.BENCH_SCALE ?? 100);

/** The benchmark warehouse under DATA_DIR/bench-<scale>, generated once and reused. */
export async function benchWarehouse(): Promise<{ file: string; generatedSeconds?: number }> {
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data', `bench-${BENCH_SCALE}`);
  const existed = existsSync(path.join(dataDir, 'warehouse.duckdb'));
  if (!existed) console.log(`generating the benchmark warehouse at scale ${BENCH_SCALE} into ${dataDir} (once)`);
  const started = performance.now();
  const result = await ensureWarehouse({ dataDir, scale: BENCH_SCALE, onProgress: existed ? undefined : terminalProgress(process.stderr, 'benchmark warehouse') });
  return { file: result.file, generatedSeconds: result.generated ? (performance.now() - started) / 1000 : undefined };
}
