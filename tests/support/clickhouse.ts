import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { CLICKHOUSE_DEFAULTS, type ClickHouseConfig } from '../../server/warehouse/clickhouse/config';
import { loadClickHouse, type LoadResult } from '../../server/warehouse/clickhouse/load';
import { CLICKHOUSE_SERVER, hasZooKeeper, startLocalCluster, ZOOKEEPER_JAR, type LocalCluster } from '../../server/warehouse/clickhouse/localCluster';

/** Debian's clickhouse-server is installed here (`.ci/run` installs it in CI). */
export const HAS_CLICKHOUSE = existsSync(CLICKHOUSE_SERVER);
/** Debian's zookeeper is installed too (`.ci/run` installs it): what a cluster of replicas needs. */
export const HAS_ZOOKEEPER = hasZooKeeper();

/** Ports of the test clusters: above the other tests' and the local cluster script's (28100). */
const PORT_RANGE = { from: 29000, to: 31000 };
/** Two shards of two replicas take 13 (clusterNodes in clusterConfig.ts: three a node, then ZooKeeper's). */
const PORTS_PER_CLUSTER = 16;

export interface LoadedCluster {
  cluster: LocalCluster;
  /** Ready for openClickHouseWarehouse(). */
  config: ClickHouseConfig;
  /** HTTP URL of each node, shard by shard (s1r1, s1r2, s2r1, …). */
  nodeUrls: string[];
  /** HTTP URL of the first replica of each shard. */
  shardUrls: string[];
  load: LoadResult;
  stop(): Promise<void>;
}

/**
 * A describe block that needs a real ClickHouse cluster (with `replicas`, a ZooKeeper too): skipped,
 * with a visible warning, where clickhouse-server (or zookeeper) is not installed.
 */
export function describeWithClickHouse(name: string, body: () => void, options: { replicas?: boolean } = {}): void {
  if (!HAS_CLICKHOUSE) console.warn(`SKIPPED "${name}": no clickhouse-server at ${CLICKHOUSE_SERVER} (apt-get install clickhouse-server clickhouse-client; .ci/run does)`);
  else if (options.replicas && !HAS_ZOOKEEPER) console.warn(`SKIPPED "${name}": no ZooKeeper at ${ZOOKEEPER_JAR} for the replicas (apt-get install zookeeper; .ci/run does)`);
  describe.skipIf(!HAS_CLICKHOUSE || (options.replicas === true && !HAS_ZOOKEEPER))(name, body);
}

/** Starts a two-shard cluster (of `replicas` replicas each, default 1) in a temporary folder on free ports and loads the DuckDB warehouse into it. */
export async function startLoadedCluster(warehouseFile: string, replicas = 1): Promise<LoadedCluster> {
  const dir = await mkdtemp(join(tmpdir(), 'console-clickhouse-'));
  let cluster: LocalCluster | undefined;
  try {
    cluster = await startLocalCluster({ dir, basePort: await freePortBlock(), replicas });
    const nodeUrls = cluster.urls;
    const shardUrls = cluster.nodes.filter((n) => n.replica === 1).map((n) => `http://127.0.0.1:${n.http}`);
    const config = { ...CLICKHOUSE_DEFAULTS, url: cluster.url, cluster: cluster.cluster };
    const load = await loadClickHouse({ from: warehouseFile, target: config, nodes: nodeUrls });
    const started = cluster;
    return { cluster, config, nodeUrls, shardUrls, load, stop: async () => { await started.stop(); await rm(dir, { recursive: true, force: true }); } };
  } catch (error) {
    await cluster?.stop();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * For a test file: a loaded two-shard cluster (of `replicas` replicas each) of the run's test warehouse, started before its
 * tests and stopped after them. Call inside describeWithClickHouse; read it with `get()` in tests.
 */
export function withClickHouseCluster(replicas = 1): { get(): LoadedCluster } {
  let loaded: LoadedCluster | undefined;
  beforeAll(async () => {
    loaded = await startLoadedCluster(inject('warehouseFile'), replicas);
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
