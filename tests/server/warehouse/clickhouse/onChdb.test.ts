import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDuckWarehouse } from '../../../../server/warehouse/duckdb';
import { chdbEngine, openChdbFolder, type ChdbFolder } from '../../../../server/warehouse/clickhouse/chdbEngine';
import { loadChdb } from '../../../../server/warehouse/clickhouse/chdbLoad';
import { openEngineWarehouse } from '../../../../server/warehouse/clickhouse/clickhouseWarehouse';
import { clickhouseParity } from '../../compiler/clickhouseParity.suite';

/**
 * chDB's engine for this machine: the npm registry this project installs from holds it for Linux on
 * x64 only (package-lock.json lists no other), so elsewhere the suite is skipped with a warning, as
 * the cluster's is without clickhouse-server.
 */
const ENGINE = join('node_modules', '@chdb', `lib-${process.platform}-${process.arch}-gnu`, 'chdb_node.node');
const HAS_CHDB = existsSync(ENGINE);
if (!HAS_CHDB) console.warn(`SKIPPED the reports on chDB: no chDB engine at ${ENGINE} (npm ci installs it on Linux x64)`);

// The current ClickHouse engine (chDB 26.7, in this process) holding the run's test warehouse: the
// dialect's statements run on it as on the 18.16 cluster (onCluster.test.ts), every report compared with DuckDB.
describe.skipIf(!HAS_CHDB)('chDB, the current ClickHouse engine, holding the test warehouse', () => {
  let dir: string;
  let folder: ChdbFolder | undefined;
  let counts: Record<string, number>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'console-chdb-'));
    folder = await openChdbFolder(dir);
    counts = await loadChdb(inject('warehouseFile'), folder);
  }, 300_000);
  afterAll(async () => {
    folder?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('holds every table of the test warehouse, row for row', async () => {
    const duck = await openDuckWarehouse(inject('warehouseFile'), { readOnly: true });
    try {
      const tables = await duck.query("SELECT table_name FROM information_schema.tables WHERE table_schema = 'main' ORDER BY 1");
      expect(Object.keys(counts).sort()).toEqual(tables.map((t) => String(t.table_name)));
      const [{ n }] = await duck.query('SELECT count(*) AS n FROM fact_game_day');
      expect(counts.fact_game_day).toBe(Number(n));
      expect(Number(n)).toBeGreaterThan(0);
    } finally {
      await duck.close();
    }
  });

  // a shared statement that failed and ran again as printed is told here (the suite's last test counts them)
  clickhouseParity('chDB (ClickHouse 26)', () => openEngineWarehouse(chdbEngine(folder!), 'default', { onWarning: (line) => console.warn(line) }), 'current');
});
