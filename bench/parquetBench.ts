import { DuckDBInstance } from '@duckdb/node-api';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureWarehouse } from '../server/datagen/ensure';
import { exportInputs } from '../server/load/export';
import { loadWarehouse } from '../server/load/load';
import { stagesUnder, stageTimer } from './stageTimer';
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
  /** Seconds under each stage of the generator and of the load (their derived tables labelled "rollups: …"). */
  generatedStages: Record<string, number>;
  loadedStages: Record<string, number>;
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
    const generating = stageTimer();
    const generated = await ensureWarehouse({ dataDir: path.join(work, 'generated'), scale, force: true, onProgress: generating.onProgress });
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
    const loading = stageTimer();
    await loadWarehouse({ dataDir: path.join(work, 'loaded'), from: exportDir, onProgress: loading.onProgress });
    const loaded = (performance.now() - loadedAt) / 1000;
    return { scale, generated: generatedSeconds, exported, parquetMb, loaded, generatedStages: generating.stages(), loadedStages: loading.stages(), load: os.loadavg() };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Where the load's time went, stage by stage, beside the generator's: both build the same derived tables. */
const LOAD_STAGES = ['reading files', 'checking columns', 'checking keys, references and rates', 'writing tables', 'members\' fields and level gaps', 'checkpoint'];

export function parquetTable(f: ParquetFigures): string {
  const derived = (stages: Record<string, number>) => stagesUnder(stages, 'rollups');
  const totals = table(['scale', 'datagen s', 'export s (Parquet MB)', 'load from Parquet s', 'load ÷ datagen'],
    [[f.scale, f.generated.toFixed(1), `${f.exported.toFixed(1)} (${f.parquetMb.toFixed(0)})`, f.loaded.toFixed(1), (f.loaded / f.generated).toFixed(2)]]);
  const stages = table(['stage', 'datagen s', 'load s'], [
    ['the facts and dimensions generated', (f.generated - derived(f.generatedStages)).toFixed(1), ''],
    ...LOAD_STAGES.map((k) => [k, '', (f.loadedStages[k] ?? 0).toFixed(1)]),
    ['the derived tables', derived(f.generatedStages).toFixed(1), derived(f.loadedStages).toFixed(1)],
  ]);
  return `${totals}\n${stages}`;
}
