import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppStore, openAppStore } from '../../server/appstore/appStore';
import { DEMO_PASSWORD, seedDemo } from '../../server/appstore/seedDemo';
import { loadWarehouseLists } from '../../server/auth/warehouseLists';
import { buildApp } from '../../server/http/app';
import type { AnswerCache } from '../../server/reports/answerCache';
import type { RouteModule } from '../../server/http/defineRoute';
import { openDuckWarehouse } from '../../server/warehouse/duckdb';
import { duckFileSource } from '../../server/warehouse/source';
import type { Warehouse } from '../../server/warehouse/warehouse';
import { testNow, testToday } from './testClock';
import { createTinyWarehouse } from './tinyWarehouse';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  store: AppStore;
  warehouse: Warehouse;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Defaults to the run's shared warehouse (globalSetup's 'warehouseFile'), else a tiny one. */
  warehouseFile?: string;
  /** Use a tiny warehouse of known dimensions (tests/support/tinyWarehouse.ts) instead. */
  tiny?: boolean;
  /** The server's clock; defaults to the suite's (tests/support/testClock.ts). */
  now?: () => number;
  distDir?: string;
  /** Route modules instead of server/http/routes/ (tests of the convention itself). */
  routes?: readonly RouteModule[];
  /** The answer cache (default: the app's own; null: none). */
  answers?: AnswerCache | null;
  /** Warm every group's dashboard once ready (default off in tests). */
  warmDashboards?: boolean;
  /** Serve a load renamed over `warehouseFile` once it commits, looking every this many ms (as `npm start` does every 2 s); its folder is the DATA_DIR whose loads are listed and audited. */
  loadsEveryMs?: number;
}

/** The suite's clock when a global setup provides the run's day, else the real one. */
function defaultClock(): () => number {
  try {
    testToday();
    return testNow;
  } catch {
    return Date.now;
  }
}

/** The run's shared warehouse, when a global setup provides one. */
function providedWarehouse(): string | undefined {
  try {
    return inject('warehouseFile');
  } catch {
    return undefined;
  }
}

/** The app with a fresh demo app store in a temporary DATA_DIR, not listening (for `app.inject`). */
export async function createTestApp(opts: TestServerOptions = {}): Promise<Omit<TestServer, 'url'>> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-test-'));
  const warehouseFile = (opts.tiny ? undefined : opts.warehouseFile ?? providedWarehouse())
    ?? (await createTinyWarehouse(path.join(dataDir, 'tiny-warehouse.duckdb')));
  const warehouse = await openDuckWarehouse(warehouseFile, { readOnly: true });
  const store = await openAppStore(path.join(dataDir, 'appstore.duckdb'));
  const now = opts.now ?? defaultClock();
  await seedDemo(store, await loadWarehouseLists(warehouse), now());
  const loads = opts.loadsEveryMs ? { source: duckFileSource(warehouseFile, { readOnly: true }), ownsWarehouse: true, everyMs: opts.loadsEveryMs } : undefined;
  const app = await buildApp({
    warehouse, store, now, distDir: opts.distDir, routes: opts.routes, ...(loads ? { loads, dataDir: path.dirname(warehouseFile) } : {}),
    ...(opts.answers !== undefined ? { answers: opts.answers } : {}), warmDashboards: opts.warmDashboards ?? false,
  });
  return {
    app, store, warehouse, dataDir,
    async close() {
      await app.close();
      await store.close();
      if (!loads) await warehouse.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Whether nothing listens on the port of 127.0.0.1 yet. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ host: '127.0.0.1', port }, () => probe.close(() => resolve(true)));
  });
}

/**
 * The port a test server listens on: any free one (0), or with TEST_PORTS=first-last the first
 * free one of that range, for machines where test servers must keep to given ports.
 */
async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.TEST_PORTS ?? '');
  if (!range) return 0;
  const first = Number(range[1]);
  const offset = (process.pid * 7) % (Number(range[2]) - first + 1);
  for (let i = 0; i <= Number(range[2]) - first; i++) {
    const port = first + ((offset + i) % (Number(range[2]) - first + 1));
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port in TEST_PORTS=${process.env.TEST_PORTS}`);
}

/**
 * A real server on 127.0.0.1 (random port, or one of TEST_PORTS) with a fresh demo app store in a temporary DATA_DIR
 * and the warehouse opened read-only, as `npm start` runs it.
 */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const server = await createTestApp(opts);
  await server.app.listen({ host: '127.0.0.1', port: await freePort() });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { ...server, url: `http://127.0.0.1:${port}` };
}

export interface ApiAnswer<T = Record<string, unknown>> {
  http: number;
  headers: Headers;
  status: number;
  result: T & { message?: string };
}

/** POSTs `{reqData}` to `/api<path>` as the console does. */
export async function callApi<T = Record<string, unknown>>(url: string, apiPath: string, reqData: unknown = {}, token?: string): Promise<ApiAnswer<T>> {
  const response = await fetch(`${url}/api${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ reqData }),
  });
  const body = (await response.json()) as { status: number; result: T & { message?: string } };
  return { http: response.status, headers: response.headers, status: body.status, result: body.result };
}

/** Logs a demo operator in and returns its session token. */
export async function login(url: string, operatorAC: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await callApi(url, '/operator/login', { operatorAC, password });
  const token = /^Bearer (.+)$/.exec(answer.headers.get('authorization') ?? '')?.[1];
  if (answer.status !== 1 || !token) throw new Error(`login of ${operatorAC} failed: ${answer.status} ${answer.result.message ?? ''}`);
  return token;
}

/** `app.inject` form of callApi, for tests that do not listen. */
export async function injectApi<T = Record<string, unknown>>(app: FastifyInstance, apiPath: string, reqData: unknown = {}, token?: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api${apiPath}`,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify({ reqData }),
  });
  const body = response.json() as { status: number; result: T & { message?: string } };
  const issued = /^Bearer (.+)$/.exec(String(response.headers.authorization ?? ''))?.[1];
  return { http: response.statusCode, headers: response.headers, status: body.status, result: body.result, token: issued };
}

/** Logs in through `app.inject` and returns the token. */
export async function injectLogin(app: FastifyInstance, operatorAC: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await injectApi(app, '/operator/login', { operatorAC, password });
  if (answer.status !== 1 || !answer.token) throw new Error(`login of ${operatorAC} failed: ${answer.status} ${answer.result.message ?? ''}`);
  return answer.token;
}
