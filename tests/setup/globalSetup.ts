import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureWarehouse, todayUtc } from '../../server/datagen/ensure';
import { TEST_WAREHOUSE, testWarehouseKey } from './testWarehouseKey';

const CACHE_DIR = '.cache/test-warehouse';
const KEEP_STALE_MS = 24 * 3600 * 1000;

/**
 * Generates the one small warehouse all tests read, unless an identical one (same sources, date,
 * seed and scale) is cached from an earlier run, and hands its path, the run's day and its start
 * to the tests.
 */
export default async function setup(project: TestProject): Promise<void> {
  const root = resolve(project.config.root);
  const endDate = testEndDate(process.env.TEST_END_DATE);
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
  project.provide('testToday', endDate);
  project.provide('runStartMs', Date.now());
}

/**
 * The day the suite runs "on": TEST_END_DATE (YYYY-MM-DD) when set, else today (UTC). The test
 * warehouse ends that day and the test servers' clocks read it (tests/support/testClock.ts).
 */
function testEndDate(value: string | undefined): string {
  if (!value) return todayUtc();
  const day = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
    throw new Error(`TEST_END_DATE must be a real day as YYYY-MM-DD, got '${value}'`);
  }
  return value;
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
