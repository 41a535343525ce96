/**
 * npm run clickhouse:cluster [-- --dir .cache/clickhouse] [--port 28100] [--replicas 2] [--restart 30] [--load data/warehouse.duckdb]
 *
 * A ClickHouse cluster on loopback for trying the scale-out path: two shards of two replicas each
 * (ReplicatedMergeTree kept in step by a ZooKeeper of its own), in the foreground until Ctrl-C; its
 * data stays in the folder for the next start. It watches its nodes and says when one dies or stops
 * answering, and when it is back (a node whose process ended is started again after --restart seconds).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { terminalProgress } from '../../datagen/progress';
import { CLICKHOUSE_DEFAULTS } from './config';
import { loadClickHouse } from './load';
import { CLICKHOUSE_SERVER, startLocalCluster, ZOOKEEPER_JAR, type LocalCluster, type NodeEvent } from './localCluster';

const log = (line: string) => process.stdout.write(`${line}\n`);
const stamp = () => new Date().toISOString().slice(11, 19);

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { dir: { type: 'string' }, port: { type: 'string' }, load: { type: 'string' }, replicas: { type: 'string' }, restart: { type: 'string' } },
  });
  const basePort = values.port ? Number(values.port) : 28100;
  if (!Number.isInteger(basePort) || basePort < 1024 || basePort > 65000) throw new Error(`--port must be a port number, got ${values.port}`);
  const replicas = values.replicas ? Number(values.replicas) : 2;
  if (!Number.isInteger(replicas) || replicas < 1 || replicas > 3) throw new Error(`--replicas must be 1, 2 or 3, got ${values.replicas}`);
  const restartAfter = values.restart ? Number(values.restart) : 30;
  if (!Number.isFinite(restartAfter) || restartAfter < 0) throw new Error(`--restart must be seconds (0: never), got ${values.restart}`);
  const cluster = await startLocalCluster({ dir: resolve(values.dir ?? '.cache/clickhouse'), basePort, replicas });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`\n${signal}: stopping the cluster…`);
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const shards = new Set(cluster.nodes.map((n) => n.shard)).size;
  log(`ClickHouse cluster '${cluster.cluster}': ${shards} shards × ${replicas} replica${replicas > 1 ? 's' : ''} in ${cluster.dir}`);
  for (const node of cluster.nodes) log(`  ${node.name}  shard ${node.shard} replica ${node.replica}  http://127.0.0.1:${node.http}  (tcp ${node.tcp})`);
  if (cluster.zookeeperPort !== undefined) log(`  ZooKeeper  127.0.0.1:${cluster.zookeeperPort}`);
  if (values.load) {
    const progress = terminalProgress(process.stderr, 'clickhouse:load');
    const target = { ...CLICKHOUSE_DEFAULTS, url: cluster.url };
    const result = await loadClickHouse({ from: resolve(values.load), target, nodes: cluster.urls, onProgress: progress }).finally(() => progress.finish());
    log(`Loaded ${values.load} in ${result.seconds.toFixed(1)} s.`);
  } else {
    log(`Load a warehouse: npm run clickhouse:load -- --from data/warehouse.duckdb --url ${cluster.url} --nodes ${cluster.urls.join(',')}`);
  }
  log(`Serve the console from it: CLICKHOUSE_URL=${cluster.urls.join(',')} npm start`);
  log(`Watching the nodes: a node that dies or stops answering is named here${restartAfter > 0 ? `, and started again after ${restartAfter} s` : ''}. Ctrl-C stops the cluster.`);
  cluster.watch((event) => report(cluster, event, restartAfter, () => stopping));
}

function report(cluster: LocalCluster, event: NodeEvent, restartAfter: number, stopping: () => boolean): void {
  const { node } = event;
  if (event.kind === 'back') {
    log(`[${stamp()}] ${event.label} is back: ${event.detail}`);
    return;
  }
  const others = node ? cluster.nodes.filter((n) => n.shard === node.shard && n !== node && cluster.running(cluster.nodes.indexOf(n))) : [];
  const shard = node === undefined ? '' : others.length > 0
    ? ` Shard ${node.shard} is read from ${others.map((n) => n.name).join(', ')}.`
    : ` Shard ${node.shard} has no other replica running: reports reading it fail until one is back.`;
  log(`[${stamp()}] ${event.label} ${event.kind === 'exited' ? 'died' : 'stopped answering'} (${event.detail}).${shard}`);
  if (node && event.kind === 'exited' && restartAfter > 0) {
    const i = cluster.nodes.indexOf(node);
    log(`[${stamp()}] starting ${node.name} again in ${restartAfter} s`);
    setTimeout(() => {
      if (stopping() || cluster.running(i)) return;
      cluster.restart(i).catch((error: unknown) => log(`[${stamp()}] ${event.label} did not start again: ${(error as Error).message}`));
    }, restartAfter * 1000);
  }
}

main().catch((error: unknown) => {
  const message = (error as Error).message ?? String(error);
  const hint = /ENOENT/.test(message) ? ` (is clickhouse-server installed at ${CLICKHOUSE_SERVER}, and ZooKeeper at ${ZOOKEEPER_JAR}? apt-get install clickhouse-server zookeeper)` : '';
  process.stderr.write(`clickhouse:cluster: ${message}${hint}\n`);
  process.exit(1);
});
