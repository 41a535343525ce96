import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureWarehouse, todayUtc } from '../../server/datagen/ensure';
import { TEST_WAREHOUSE, testWarehouseKey } from './testWarehouseKey';

const CACHE_DIR = '.cache/test-warehouse';
const KEEP_STALE_MS = 24 * 3600 * 1000;

/**
 * Generates the one small warehouse all tests read, unless an identical one (same sources, date,
 * seed and scale) is cached from an earlier run, and hands its path to the tests.
 */
export default async function setup(project: TestProject): Promise<void> {
  const root = resolve(project.config.root);
  const endDate = todayUtc();
  const dir = join(root, CACHE_DIR);
  const file = join(dir, `${testWarehouseKey(root, endDate)}.duckdb`);
  if (!existsSync(file)) {
    const buildDir = join(dir, `build-${process.pid}-${Date.now()}`);
    try {
      const built = await ensureWarehouse({ dataDir: buildDir, ...TEST_WAREHOUSE, endDate, force: true });
      renameSync(built.file, file);
    } finally {
      rmSync(buildDir, { recursive: true, force: true });
    }
    removeStale(dir, file);
  }
  project.provide('warehouseFile', file);
}

/** Old cached warehouses go after a day; a concurrent run may still be reading a recent one. */
function removeStale(dir: string, keep: string): void {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (path === keep) continue;
    if (Date.now() - statSync(path).mtimeMs > KEEP_STALE_MS) rmSync(path, { recursive: true, force: true });
  }
}
