/**
 * npm run clickhouse:cluster [-- --dir .cache/clickhouse] [--port 28100] [--load data/warehouse.duckdb]
 *
 * A two-shard ClickHouse cluster on loopback for trying the scale-out path: runs in the
 * foreground until Ctrl-C; its data stays in the folder for the next start.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { terminalProgress } from '../../datagen/progress';
import { CLICKHOUSE_DEFAULTS } from './config';
import { loadClickHouse } from './load';
import { CLICKHOUSE_SERVER, startLocalCluster } from './localCluster';

const log = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { dir: { type: 'string' }, port: { type: 'string' }, load: { type: 'string' } },
  });
  const basePort = values.port ? Number(values.port) : 28100;
  if (!Number.isInteger(basePort) || basePort < 1024 || basePort > 65000) throw new Error(`--port must be a port number, got ${values.port}`);
  const cluster = await startLocalCluster({ dir: resolve(values.dir ?? '.cache/clickhouse'), basePort });
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

  const nodes = cluster.nodes.map((n) => `http://127.0.0.1:${n.http}`);
  log(`ClickHouse cluster '${cluster.cluster}' (${nodes.length} shards) in ${cluster.dir}`);
  log(`  URL:   ${cluster.url}`);
  log(`  nodes: ${nodes.join(', ')}`);
  if (values.load) {
    const progress = terminalProgress(process.stderr, 'clickhouse:load');
    const target = { ...CLICKHOUSE_DEFAULTS, url: cluster.url };
    const result = await loadClickHouse({ from: resolve(values.load), target, nodes, onProgress: progress }).finally(() => progress.finish());
    log(`Loaded ${values.load} in ${result.seconds.toFixed(1)} s.`);
  } else {
    log(`Load a warehouse: npm run clickhouse:load -- --from data/warehouse.duckdb --url ${cluster.url} --nodes ${nodes.join(',')}`);
  }
  log(`Serve the console from it: CLICKHOUSE_URL=${cluster.url} npm start`);
  log('Ctrl-C stops the cluster.');
}

main().catch((error: unknown) => {
  const message = (error as Error).message ?? String(error);
  const hint = /ENOENT/.test(message) ? ` (is clickhouse-server installed at ${CLICKHOUSE_SERVER}? apt-get install clickhouse-server)` : '';
  process.stderr.write(`clickhouse:cluster: ${message}${hint}\n`);
  process.exit(1);
});
