import { DuckDBInstance } from '@duckdb/node-api';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureWarehouse } from '../server/datagen/ensure';
import { exportInputs } from '../server/load/export';
import { loadWarehouse } from '../server/load/load';
import { table } from './table';

export interface ParquetFigures {
  scale: number;
  /** Seconds of `npm run datagen` building the warehouse (facts, members' fields, rollups). */
  generated: number;
  /** Seconds of writing its input tables as Parquet files (`--export`), and their megabytes. */
  exported: number;
  parquetMb: number;
  /** Seconds of `npm run load` of those files into an empty folder (checks, writes, derived tables). */
  loaded: number;
  load: number[];
}

/**
 * Two years loaded from Parquet against the generator building them, in one run at the bench's
 * scale: the warehouse generated into an empty folder, its input tables exported as Parquet (as an
 * operator would send them), then loaded into another empty folder.
 */
export async function parquetBench(scale: number): Promise<ParquetFigures> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'console-parquet-bench-'));
  try {
    const generatedAt = performance.now();
    const generated = await ensureWarehouse({ dataDir: path.join(work, 'generated'), scale, force: true });
    const generatedSeconds = (performance.now() - generatedAt) / 1000;
    const exportDir = path.join(work, 'export');
    const exportedAt = performance.now();
    const instance = await DuckDBInstance.create(generated.file, { access_mode: 'READ_ONLY' });
    const c = await instance.connect();
    try {
      await exportInputs(c, exportDir);
    } finally {
      c.closeSync();
      instance.closeSync();
    }
    const exported = (performance.now() - exportedAt) / 1000;
    const parquetMb = readdirSync(exportDir).reduce((a, f) => a + statSync(path.join(exportDir, f)).size, 0) / 2 ** 20;
    rmSync(path.join(work, 'generated'), { recursive: true, force: true });
    const loadedAt = performance.now();
    await loadWarehouse({ dataDir: path.join(work, 'loaded'), from: exportDir });
    const loaded = (performance.now() - loadedAt) / 1000;
    return { scale, generated: generatedSeconds, exported, parquetMb, loaded, load: os.loadavg() };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export function parquetTable(f: ParquetFigures): string {
  return table(['scale', 'datagen s', 'export s (Parquet MB)', 'load from Parquet s', 'load ÷ datagen'],
    [[f.scale, f.generated.toFixed(1), `${f.exported.toFixed(1)} (${f.parquetMb.toFixed(0)})`, f.loaded.toFixed(1), (f.loaded / f.generated).toFixed(2)]]);
}
