import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { AppStore } from '../appstore/appStore';
import { LoginThrottle } from '../auth/loginThrottle';
import { AnswerCache } from '../reports/answerCache';
import { backgroundRunner, logAnswerCache } from './backgroundTasks';
import type { WarehouseSource } from '../warehouse/source';
import type { Warehouse } from '../warehouse/warehouse';
import { LiveData } from './liveData';
import { loadAuditor } from './loadAudit';
import { openServedData, type ServedData } from './servedData';
import { badRequest, envelopeOf } from './apiError';
import { serveConsole } from './consoleFiles';
import { refuseMalformedPaths } from './malformedPath';
import type { AppServices, RouteDef, RouteModule } from './defineRoute';
import type { LiveDefinitions } from '../dev/liveDefinitions';
import { installErrorReplies } from './errorReplies';
import { installJsonBodyParser } from './jsonBody';
import { mountRoute } from './mountRoute';
import { installSecurityHeaders } from './securityHeaders';

export interface AppDeps {
  /** The warehouse served first. */
  warehouse: Warehouse;
  /**
   * Where later loads come from (`npm start`: the DuckDB file a load renames over, or the ClickHouse
   * database): looked at every `everyMs` (default 2 s) and served at once when one commits. Without
   * it the first warehouse is served for the app's life and never closed by it (tests close their own).
   */
  loads?: {
    source: WarehouseSource;
    /** Whether the app closes `warehouse` once another load is served (a DuckDB file's), or never (ClickHouse's, the same warehouse). */
    ownsWarehouse: boolean;
    everyMs?: number;
    /** Made ready before it is served, the previous load answering meanwhile (its small tables held in memory); the first, once the app is ready. */
    prepare?(served: ServedData): Promise<void>;
    /** Told at the instant a new load is served (`npm start` prints a line). */
    onServed?(served: ServedData): void;
  };
  store: AppStore;
  /** DATA_DIR: its loads log is listed on the Data loads page and audited (omitted: no loads to list). */
  dataDir?: string;
  /** Built console to serve; omitted in API-only tests. */
  distDir?: string;
  now?: () => number;
  logger?: boolean;
  /** Level when logger is on; default info. */
  logLevel?: string;
  /** Where the log goes when logger is on (default standard output; tests read it). */
  logStream?: { write(line: string): void };
  bodyLimit?: number;
  trustProxy?: boolean;
  /** Route modules to mount instead of discovering server/http/routes/ (tests). */
  routes?: readonly RouteModule[];
  /**
   * Whole report answers kept until the warehouse's next load. Default: a cache of 64 MB; null:
   * none (every answer computed, as the benchmark's cache-missing figures want it).
   */
  answers?: AnswerCache | null;
  /** Answer every group's dashboard in the background once ready (`npm start`; tests and benchmarks choose). */
  warmDashboards?: boolean;
  /** `npm run dev`: definitions reloaded on save, their state served at /api/dev/definitions. */
  definitions?: LiveDefinitions;
}

const ROUTES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'routes');

/** The API and console server: every /api route is a POST answering {status, result}. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ? { level: deps.logLevel ?? 'info', redact: ['req.headers.authorization', 'res.headers.authorization'], ...(deps.logStream ? { stream: deps.logStream } : {}) } : false,
    bodyLimit: deps.bodyLimit ?? 64 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    trustProxy: deps.trustProxy ?? false,
    return503OnClosing: true,
    // a URL that does not decode (a stray '%', an overlong or invalid UTF-8 escape) is the client's mistake
    frameworkErrors: (_error, _request, reply) => { void (reply as FastifyReply).code(400).send(envelopeOf(badRequest('malformed path'))); },
  });
  // JSON is the only body the API accepts: any other type is a 415.
  installJsonBodyParser(app);

  const { answers } = answerCacheOf(deps);
  const log = (err: unknown, message: string) => app.log.warn({ err }, message);
  const build = (warehouse: Warehouse) => openServedData(warehouse, { ...(answers ? { answers } : {}), log });
  const live = new LiveData(await build(deps.warehouse), deps.loads?.source ?? null, {
    build,
    ...(deps.loads?.prepare ? { prepare: deps.loads.prepare } : {}),
    onSwitch: (served, previous) => {
      answers?.serve(served.generation);
      deps.loads?.onServed?.(served);
      app.log.info({ load: served.generation, previous: previous.generation, dataEnd: served.lists.domain.dataEnd }, 'serving a new load of the warehouse');
    },
    log: (line, err) => app.log.error({ err }, line),
  }, deps.loads?.ownsWarehouse ?? false);
  if (deps.loads) live.watch(deps.loads.everyMs ?? 2000);
  app.addHook('onClose', () => live.close());
  if (deps.loads && deps.dataDir) auditLoads(app, loadAuditor(deps.store, deps.dataDir), deps.loads.everyMs ?? 2000);
  const services: AppServices = {
    get warehouse() { return live.current().warehouse; },
    get lists() { return live.current().lists; },
    get reports() { return live.current().reports; },
    live,
    ...(deps.dataDir ? { dataDir: deps.dataDir } : {}),
    store: deps.store,
    now: deps.now ?? Date.now,
    throttle: new LoginThrottle(),
    ...(answers ? { answers } : {}),
    background: backgroundRunner(app),
    log: app.log,
    warmDashboards: deps.warmDashboards ?? false,
    ...(deps.definitions ? { definitions: deps.definitions } : {}),
  };
  if (services.answers) logAnswerCache(app, services.answers);
  // the first load made ready in the background: the console answers from the start
  const prepare = deps.loads?.prepare;
  if (prepare) services.background(() => prepare(live.current()));
  await installSecurityHeaders(app);
  installErrorReplies(app);
  refuseMalformedPaths(app);
  for (const module of deps.routes ?? (await discoverRouteModules())) {
    const defs = typeof module === 'function' ? await module(services) : module;
    for (const def of defs) mountRoute(app, services, def as RouteDef);
  }
  await serveConsole(app, deps.distDir);
  return app;
}

/** Each load of the loads log audited as the console sees it, and at start those made while it was down. */
function auditLoads(app: FastifyInstance, audit: () => Promise<void>, everyMs: number): void {
  let running: Promise<void> | null = null;
  const tick = () => { running ??= audit().catch((error: unknown) => app.log.error({ err: error }, 'loads not audited')).finally(() => { running = null; }); };
  app.addHook('onReady', async () => tick());
  const timer = setInterval(tick, everyMs);
  timer.unref();
  app.addHook('onClose', async () => { clearInterval(timer); await running; });
}

function answerCacheOf(deps: AppDeps): { answers?: AnswerCache } {
  if (deps.answers === null) return {};
  return { answers: deps.answers ?? new AnswerCache() };
}

/** Every module of server/http/routes/ (a new file is a new set of routes, no list to edit). */
async function discoverRouteModules(): Promise<RouteModule[]> {
  const files = fs.readdirSync(ROUTES_DIR)
    .filter((f) => /\.(ts|js)$/.test(f) && !/\.(d|test|spec)\.(ts|js)$/.test(f))
    .sort();
  const modules: RouteModule[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(ROUTES_DIR, file)).href)) as { default?: RouteModule };
    if (!mod.default) throw new Error(`server/http/routes/${file} must default-export its routes (see defineRoute.ts)`);
    modules.push(mod.default);
  }
  return modules;
}
