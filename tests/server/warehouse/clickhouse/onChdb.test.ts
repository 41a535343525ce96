import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDuckWarehouse } from '../../../../server/warehouse/duckdb';
import { chdbEngine, openChdbFolder, type ChdbFolder } from '../../../../server/warehouse/clickhouse/chdbEngine';
import { loadChdb } from '../../../../server/warehouse/clickhouse/chdbLoad';
import { openEngineWarehouse } from '../../../../server/warehouse/clickhouse/clickhouseWarehouse';
import { chCurrentExpressions } from '../../../../server/compiler/dialect/clickhouse/expressions';
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

  // a current server's quantile (one aggregate) against DuckDB's quantile_cont over the same values, and NULL over none
  it("computes a quantile as DuckDB's quantile_cont does, NULL over no values", async () => {
    // not closed: closing it would close the folder the parity suite below reads
    const ch = await openEngineWarehouse(chdbEngine(folder!), 'default', { resident: false });
    const duck = await openDuckWarehouse(inject('warehouseFile'), { readOnly: true });
    try {
      const values = 'SELECT number AS n, (number * 7919) % 1000 / 8.0 AS v FROM numbers(997)';
      const quantile = (q: number, where?: string) => chCurrentExpressions.aggregate('quantile', 'v', where, q);
      const levels = [0, 0.1, 0.5, 0.9, 0.99, 1];
      const [c] = await ch.query(`SELECT ${levels.map((q, i) => `${quantile(q)} AS q${i}, ${quantile(q, 'n % 3 = 0')} AS w${i}`).join(', ')}, ${quantile(0.5, 'n > 5000')} AS none FROM (${values})`);
      const [d] = await duck.query(`SELECT ${levels.map((q, i) => `quantile_cont(v, ${q}) AS q${i}, quantile_cont(v, ${q}) FILTER (WHERE n % 3 = 0) AS w${i}`).join(', ')} FROM (SELECT range AS n, (range * 7919) % 1000 / 8.0 AS v FROM range(997))`);
      for (const [k, v] of Object.entries(d)) expect(Number(c[k]), k).toBeCloseTo(Number(v), 9);
      expect(c.none).toBeNull();
    } finally {
      await duck.close();
    }
  });

  // a shared statement that failed and ran again as printed is told here (the suite's last test counts them)
  clickhouseParity('chDB (ClickHouse 26)', () => openEngineWarehouse(chdbEngine(folder!), 'default', { onWarning: (line) => console.warn(line) }), 'current');
});
