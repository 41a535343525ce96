import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { CLICKHOUSE_DEFAULTS, type ClickHouseConfig } from '../../server/warehouse/clickhouse/config';
import { loadClickHouse, type LoadResult } from '../../server/warehouse/clickhouse/load';
import { CLICKHOUSE_SERVER, startLocalCluster, type LocalCluster } from '../../server/warehouse/clickhouse/localCluster';

/** Debian's clickhouse-server is installed here (`.ci/run` installs it in CI). */
export const HAS_CLICKHOUSE = existsSync(CLICKHOUSE_SERVER);

/** Ports of the test clusters: above the other tests' and the local cluster script's (28100). */
const PORT_RANGE = { from: 29000, to: 31000 };
const PORTS_PER_CLUSTER = 4;

export interface LoadedCluster {
  cluster: LocalCluster;
  /** Ready for openClickHouseWarehouse(). */
  config: ClickHouseConfig;
  /** HTTP URL of each node (shard 1, shard 2). */
  nodeUrls: string[];
  load: LoadResult;
  stop(): Promise<void>;
}

/**
 * A describe block that needs a real ClickHouse cluster: skipped, with a visible warning, where
 * clickhouse-server is not installed.
 */
export function describeWithClickHouse(name: string, body: () => void): void {
  if (!HAS_CLICKHOUSE) console.warn(`SKIPPED "${name}": no clickhouse-server at ${CLICKHOUSE_SERVER} (apt-get install clickhouse-server clickhouse-client; .ci/run does)`);
  describe.skipIf(!HAS_CLICKHOUSE)(name, body);
}

/** Starts a two-shard cluster in a temporary folder on free ports and loads the DuckDB warehouse into it. */
export async function startLoadedCluster(warehouseFile: string): Promise<LoadedCluster> {
  const dir = await mkdtemp(join(tmpdir(), 'console-clickhouse-'));
  let cluster: LocalCluster | undefined;
  try {
    cluster = await startLocalCluster({ dir, basePort: await freePortBlock() });
    const nodeUrls = cluster.nodes.map((n) => `http://127.0.0.1:${n.http}`);
    const config = { ...CLICKHOUSE_DEFAULTS, url: cluster.url, cluster: cluster.cluster };
    const load = await loadClickHouse({ from: warehouseFile, target: config, nodes: nodeUrls });
    const started = cluster;
    return { cluster, config, nodeUrls, load, stop: async () => { await started.stop(); await rm(dir, { recursive: true, force: true }); } };
  } catch (error) {
    await cluster?.stop();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * For a test file: a loaded two-shard cluster of the run's test warehouse, started before its
 * tests and stopped after them. Call inside describeWithClickHouse; read it with `get()` in tests.
 */
export function withClickHouseCluster(): { get(): LoadedCluster } {
  let loaded: LoadedCluster | undefined;
  beforeAll(async () => {
    loaded = await startLoadedCluster(inject('warehouseFile'));
  }, 180_000);
  afterAll(async () => {
    await loaded?.stop();
  });
  return {
    get() {
      if (!loaded) throw new Error('the ClickHouse cluster did not start (see beforeAll)');
      return loaded;
    },
  };
}

/**
 * The first block of free loopback ports, scanning from a point that depends on the process id
 * so that test files running at once rarely try the same block.
 */
async function freePortBlock(): Promise<number> {
  const blocks = Math.floor((PORT_RANGE.to - PORT_RANGE.from) / PORTS_PER_CLUSTER);
  const first = process.pid % blocks;
  for (let i = 0; i < blocks; i++) {
    const base = PORT_RANGE.from + ((first + i) % blocks) * PORTS_PER_CLUSTER;
    const ports = Array.from({ length: PORTS_PER_CLUSTER }, (_, k) => base + k);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return base;
  }
  throw new Error(`no ${PORTS_PER_CLUSTER} free ports between ${PORT_RANGE.from} and ${PORT_RANGE.to}`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
