import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openAppStore } from './appstore/appStore';
import { createFirstAdmin } from './appstore/firstAdmin';
import { DEMO_PASSWORD, DEMO_PROFILES, isDemoStore, seedDemo } from './appstore/seedDemo';
import { loadWarehouseLists } from './auth/warehouseLists';
import { loadConfig, type ServerConfig } from './config';
import { ensureWarehouse } from './datagen/ensure';
import { terminalProgress } from './datagen/progress';
import { buildApp } from './http/app';
import { buildConsoleIfStale } from './http/consoleBuild';
import { galleryRecorder } from './dev/galleryRecorder';
import { liveDefinitions } from './dev/liveDefinitions';
import { startViteDev } from './dev/viteDev';
import { CURRENT_CLICKHOUSE, readsCurrentDialect } from './compiler/dialect/dialects';
import { openClickHouseWarehouse } from './warehouse/clickhouse/clickhouseWarehouse';
import { sharedReadsFromEnv } from './warehouse/clickhouse/sharedReads';
import { clickHouseConfigFromEnv, type ClickHouseConfig } from './warehouse/clickhouse/config';
import { ClickHouseUnavailableError } from './warehouse/clickhouse/errors';
import { openDuckWarehouse } from './warehouse/duckdb';
import { residentTableNames } from './compiler/resident/tables';
import { loadRegistry } from './definitions/discover';
import { duckFileSource, sameWarehouseSource, type WarehouseSource } from './warehouse/source';
import type { ServedData } from './http/servedData';
import { AnswerCache } from './reports/answerCache';
import type { Warehouse } from './warehouse/warehouse';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const config = loadConfig();
  // the warehouse first: an unreachable ClickHouse stops the start before any build work
  const clickhouse = clickHouseConfigFromEnv();
  const { warehouse, source, ownsWarehouse } = clickhouse ? await openClickHouseOrExit(clickhouse, config.heldTablesMb * 2 ** 20) : await openDemoWarehouse(config);
  const dev = process.argv.includes('--dev');
  const distDir = path.join(ROOT, 'dist');
  // `npm run dev` serves the console from Vite's dev server (hot reload) instead of a build
  const hasConsole = dev ? false : await buildConsoleIfStale(ROOT, distDir, log);

  const store = await openAppStore(path.join(config.dataDir, 'appstore.duckdb'));
  const lists = await loadWarehouseLists(warehouse);
  const operators = (await store.one<{ n: number }>('SELECT count(*)::INTEGER AS n FROM operator'))?.n ?? 0;
  if (operators === 0 && config.demo) {
    await seedDemo(store, lists, Date.now());
  } else if (operators === 0 && config.initialAdmin) {
    await createFirstAdmin(store, config.initialAdmin, lists.cms, Date.now());
    log(`Administrator '${config.initialAdmin.operatorAC}' created from INITIAL_ADMIN_AC.`);
  } else if (operators === 0) {
    log('The app store has no operators: set INITIAL_ADMIN_AC and INITIAL_ADMIN_PASSWORD, or run `npm run create-admin`.');
  }

  const definitions = dev ? liveDefinitions(log, { onReloaded: galleryRecorder(log) }) : undefined;
  // the dev loop loads the definitions first: with some broken, the valid ones serve and the page lists the problems
  if (definitions) await definitions.reload();
  // the small rollups by day, range counts and dimensions held in memory: reports read them without a statement once held
  const hold = async (served: ServedData) => {
    const resident = served.warehouse.resident?.();
    if (!resident) return;
    const started = performance.now();
    await resident.hold(residentTableNames((await loadRegistry()).models.values())).catch((e: unknown) => log(`Small tables not held in memory: ${String(e)}`));
    const { tables, rows, bytes } = resident.stats();
    const mb = (n: number) => `${Math.round(n / 2 ** 20).toLocaleString('en-US')} MB`;
    log(`Held ${tables} small tables (${rows.toLocaleString('en-US')} rows, ${mb(bytes)} of HELD_TABLES_MB ${config.heldTablesMb}) in memory in ${((performance.now() - started) / 1000).toFixed(1)} s;`
      + ` resident ${mb(process.memoryUsage().rss)}${served.warehouse.dialect === 'duckdb' ? `, DuckDB memory_limit ${config.duckdbMemoryMb} MB` : ''}, answer cache up to ${config.answerCacheMb} MB.`);
  };
  const app = await buildApp({
    warehouse, store, dataDir: config.dataDir, distDir: hasConsole ? distDir : undefined, logger: true, logLevel: config.logLevel,
    bodyLimit: config.bodyLimit, trustProxy: config.trustProxy,
    warmDashboards: config.warmDashboards,
    // a load that commits while the console runs is served at once, its small tables held first (the previous load answering meanwhile)
    loads: {
      source, ownsWarehouse, prepare: hold,
      onServed: (served) => log(`A new load is served: data ${served.lists.domain.dataStart ?? '?'} to ${served.lists.domain.dataTo ?? '?'}.`),
    },
    answers: config.answerCacheMb > 0 ? new AnswerCache({ maxBytes: config.answerCacheMb * 2 ** 20 }) : null, ...(definitions ? { definitions } : {}),
  });
  await app.listen({ host: config.host, port: config.port });

  const shown = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = (port: number) => `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
  const vite = dev ? await startViteDev(config.host, config.devPort, url(config.port)) : undefined;
  log(`\nOperator console: ${url(vite ? config.devPort : config.port)}`);
  if (vite) log(`Dev loop: the page reloads on save; reports/ and models/ are reloaded by the server (API on ${url(config.port)}).`);
  if (await isDemoStore(store)) {
    log(`Demo logins (demo data only), password '${DEMO_PASSWORD}':`);
    for (const p of DEMO_PROFILES) log(`  ${p.operatorAC.padEnd(9)} ${p.about}`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`\n${signal}: closing…`);
    definitions?.close();
    await vite?.close();
    await app.close();
    await store.close();
    if (!ownsWarehouse) await warehouse.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

interface Served { warehouse: Warehouse; source: WarehouseSource; ownsWarehouse: boolean }

/** The embedded DuckDB warehouse, generated on the first start (with a progress bar); a load renaming a new file over it is served once it commits. */
async function openDemoWarehouse(config: ServerConfig): Promise<Served> {
  // also shown while an existing warehouse gets the rollups a newer version declares
  const progress = terminalProgress(process.stdout, 'Preparing the demo warehouse');
  const { file, generated, seconds } = await ensureWarehouse({
    dataDir: config.dataDir, scale: config.scale, seed: config.seed, force: config.regenerate, onProgress: progress,
  });
  progress.finish();
  if (generated) log(`Demo warehouse generated in ${seconds?.toFixed(1) ?? '?'} s: ${file}`);
  const options = { readOnly: true, memoryMb: config.duckdbMemoryMb, heldBytes: config.heldTablesMb * 2 ** 20 };
  return { warehouse: await openDuckWarehouse(file, options), source: duckFileSource(file, options), ownsWarehouse: true };
}

/** CLICKHOUSE_URL is set: serve from that cluster, or stop at once with one line saying why. */
async function openClickHouseOrExit(clickhouse: ClickHouseConfig, heldBytes: number): Promise<Served> {
  try {
    const warehouse = await openClickHouseWarehouse(clickhouse, { heldBytes, onNode: log, onWarning: log, sharedReads: sharedReadsFromEnv(process.env.CLICKHOUSE_SHARED_READS) });
    const version = warehouse.serverVersion;
    const dialect = readsCurrentDialect(version) ? 'ranks, shares and pages in SQL, values bound on the server' : `the form for servers before ${CURRENT_CLICKHOUSE}: ranks, shares and pages in the console`;
    log(`Warehouse: ClickHouse ${version ?? '(version unknown)'} at ${(clickhouse.urls ?? [clickhouse.url]).join(', ')}, database ${clickhouse.database}, cluster ${clickhouse.cluster} (${dialect}${warehouse.sharesReads ? '; repeated subqueries read once' : ''})`);
    return { warehouse, source: sameWarehouseSource(warehouse), ownsWarehouse: false };
  } catch (error) {
    if (!(error instanceof ClickHouseUnavailableError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exit(1);
});
