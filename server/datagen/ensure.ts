import { DuckDBInstance } from '@duckdb/node-api';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildRollups, declaredRollupTables } from '../warehouse/rollups';
import { generateInto, type GenerateResult } from './generate';
import type { ProgressCallback } from './progress';

export const DEFAULT_SEED = 20261122;
/** The demo: 72,000 members over 25 months, about 2M member-day-game rows (well under a minute on 2 cores). */
export const DEFAULT_SCALE = 2;
export const WAREHOUSE_FILE = 'warehouse.duckdb';

export interface EnsureOptions {
  dataDir: string;
  scale?: number;
  seed?: number;
  /** Last (partial) day of history, YYYY-MM-DD; today (UTC) by default. */
  endDate?: string;
  /** Regenerate even if the warehouse exists. */
  force?: boolean;
  onProgress?: ProgressCallback;
}

export interface EnsureResult {
  file: string;
  generated: boolean;
  seconds?: number;
  rows?: GenerateResult['rows'];
}

export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Returns `${dataDir}/warehouse.duckdb`, generating it first when missing (or when forced). The
 * warehouse is built under a temporary name in the same folder, rollups included, checkpointed
 * and closed, then renamed: a crash never leaves a half warehouse under the real name.
 */
export async function ensureWarehouse(opts: EnsureOptions): Promise<EnsureResult> {
  const file = join(opts.dataDir, WAREHOUSE_FILE);
  if (existsSync(file) && !opts.force) {
    await completeRollups(file, opts.onProgress);
    return { file, generated: false };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const temp = join(opts.dataDir, `.${WAREHOUSE_FILE}.${process.pid}.${Date.now()}.tmp`);
  const started = performance.now();
  const instance = await DuckDBInstance.create(temp);
  const connection = await instance.connect();
  let closed = false;
  try {
    const report = (from: number, span: number) => (done: number, total: number, label: string) =>
      opts.onProgress?.(from + span * (total > 0 ? done / total : 0), 1, label);
    const generation = await generateInto(connection, {
      scale: opts.scale ?? DEFAULT_SCALE,
      seed: opts.seed ?? DEFAULT_SEED,
      endDate: opts.endDate ?? todayUtc(),
      onProgress: report(0, 0.8),
    });
    const rollups = report(0.8, 0.15);
    await buildRollups(async (sql) => { await connection.run(sql); }, (done, total, label) => rollups(done, total, `rollups: ${label}`));
    opts.onProgress?.(0.95, 1, 'checkpoint');
    await connection.run('CHECKPOINT');
    connection.closeSync();
    instance.closeSync();
    closed = true;
    // a write-ahead log left beside an older warehouse would be replayed onto the new one
    rmSync(`${file}.wal`, { force: true });
    renameSync(temp, file);
    opts.onProgress?.(1, 1, 'done');
    return { file, generated: true, seconds: (performance.now() - started) / 1000, rows: generation.rows };
  } finally {
    if (!closed) {
      connection.closeSync();
      instance.closeSync();
    }
    rmSync(temp, { force: true });
    rmSync(`${temp}.wal`, { force: true });
  }
}

/**
 * A warehouse generated before a model declared a new rollup lacks its table: build the missing
 * ones in place (the compiler would otherwise read member-level rows for those reports).
 */
async function completeRollups(file: string, onProgress?: ProgressCallback): Promise<void> {
  const present = await rollupColumns(file);
  const declared = await declaredRollupTables();
  const stale = new Set([...declared].filter(([table, columns]) => !columns.every((c) => present.get(table)?.has(c))).map(([table]) => table));
  if (stale.size === 0) return;
  // written only when something is missing, so a server already reading the warehouse is not locked out otherwise
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  try {
    const report: ProgressCallback = (done, total, label) => onProgress?.(done, total, `rollups: ${label}`);
    await buildRollups(async (sql) => { await connection.run(sql); }, report, (table) => stale.has(table));
    await connection.run('CHECKPOINT');
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

/** Columns of each rollup table present. */
async function rollupColumns(file: string): Promise<Map<string, Set<string>>> {
  const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  try {
    const rows = (await connection.runAndReadAll("SELECT table_name, column_name FROM duckdb_columns() WHERE table_name LIKE 'rollup_%'")).getRowObjectsJson();
    const out = new Map<string, Set<string>>();
    for (const r of rows) out.set(String(r.table_name), (out.get(String(r.table_name)) ?? new Set()).add(String(r.column_name)));
    return out;
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}
