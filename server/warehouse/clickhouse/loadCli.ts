/**
 * npm run clickhouse:load -- --from data/warehouse.duckdb [--url URL] [--user U] [--password P]
 *   [--database D] [--cluster C] [--nodes URL1,URL2,…]
 * npm run clickhouse:load -- --from data/warehouse.duckdb --chdb FOLDER [--database D]
 *
 * Copies a generated DuckDB warehouse into a ClickHouse cluster (replacing its tables), or into a
 * folder of chDB, the current engine in the process (chdbEngine.ts). Flags default to the
 * CLICKHOUSE_* variables the server reads, then to a server on 127.0.0.1:8123.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { terminalProgress } from '../../datagen/progress';
import { CLICKHOUSE_DEFAULTS, clickHouseConfigFromEnv, type ClickHouseConfig } from './config';
import { loadClickHouse } from './load';
import { openChdbFolder } from './chdbEngine';
import { loadChdb } from './chdbLoad';

const USAGE = 'usage: npm run clickhouse:load -- --from FILE.duckdb [--url URL] [--user U] [--password P] [--database D] [--cluster C] [--nodes URL1,URL2]\n   or: npm run clickhouse:load -- --from FILE.duckdb --chdb FOLDER [--database D]';

export interface LoadCliOptions {
  from: string;
  target: ClickHouseConfig;
  nodes?: string[];
  /** A chDB folder to load instead of a server. */
  chdb?: string;
}

/** Parses and checks the command line; throws an Error whose message is meant for the user. */
export function parseLoadCli(argv: string[], env: NodeJS.ProcessEnv = process.env): LoadCliOptions {
  const text = { type: 'string' } as const;
  const { values, positionals } = parseArgs({
    args: argv,
    options: { from: text, url: text, user: text, password: text, database: text, cluster: text, nodes: text, chdb: text },
    allowPositionals: true,
  });
  if (positionals.length > 0) throw new Error(`unexpected argument ${positionals[0]}`);
  if (!values.from) throw new Error('--from is required: the DuckDB warehouse file to load');
  const from = resolve(values.from);
  if (!existsSync(from)) throw new Error(`no warehouse file at ${from}`);
  const fromEnv = clickHouseConfigFromEnv(env);
  const target: ClickHouseConfig = {
    url: (values.url ?? fromEnv?.url ?? 'http://127.0.0.1:8123').replace(/\/+$/, ''),
    user: values.user ?? fromEnv?.user ?? CLICKHOUSE_DEFAULTS.user,
    password: values.password ?? fromEnv?.password ?? CLICKHOUSE_DEFAULTS.password,
    database: values.database ?? fromEnv?.database ?? CLICKHOUSE_DEFAULTS.database,
    cluster: values.cluster ?? fromEnv?.cluster ?? CLICKHOUSE_DEFAULTS.cluster,
  };
  if (!/^https?:\/\//.test(target.url)) throw new Error(`--url must be an http(s) URL, got ${target.url}`);
  const nodes = values.nodes?.split(',').map((u) => u.trim().replace(/\/+$/, '')).filter(Boolean);
  if (values.chdb && (values.url || values.nodes)) throw new Error('--chdb loads a folder of chDB: it takes no --url or --nodes');
  return { from, target, ...(nodes ? { nodes } : {}), ...(values.chdb ? { chdb: resolve(values.chdb) } : {}) };
}

async function main(): Promise<void> {
  let options: LoadCliOptions;
  try {
    options = parseLoadCli(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`clickhouse:load: ${(error as Error).message}\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  const { target } = options;
  if (options.chdb) return loadChdbFolder(options.from, options.chdb, target.database);
  process.stdout.write(`clickhouse:load: ${options.from} into ${target.url}, database ${target.database}, cluster ${target.cluster}\n`);
  const progress = terminalProgress(process.stderr, 'clickhouse:load');
  const result = await loadClickHouse({ ...options, onProgress: progress }).finally(() => progress.finish());
  const width = Math.max(...Object.keys(result.rows).map((t) => t.length));
  for (const [table, count] of Object.entries(result.rows)) process.stdout.write(`  ${table.padEnd(width)} ${count.toLocaleString('en-US').padStart(14)}\n`);
  process.stdout.write(`clickhouse:load: ${Object.keys(result.rows).length} tables on ${result.nodes.length} nodes in ${result.seconds.toFixed(1)} s; row counts checked\n`);
}

async function loadChdbFolder(from: string, path: string, database: string): Promise<void> {
  process.stdout.write(`clickhouse:load: ${from} into chDB in ${path}, database ${database}\n`);
  const started = performance.now();
  const folder = await openChdbFolder(path);
  const progress = terminalProgress(process.stderr, 'clickhouse:load');
  try {
    const rows = await loadChdb(from, folder, database, progress);
    process.stdout.write(`clickhouse:load: ${Object.keys(rows).length} tables into chDB in ${((performance.now() - started) / 1000).toFixed(1)} s; row counts checked\n`);
  } finally {
    progress.finish();
    folder.close();
  }
}

const invokedDirectly = process.argv[1] && /clickhouse[\\/]loadCli\.ts$/.test(process.argv[1]);
if (invokedDirectly) {
  main().catch((error: unknown) => {
    process.stderr.write(`clickhouse:load: ${(error as Error).message ?? String(error)}\n`);
    process.exitCode = 1;
  });
}
