import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openAppStore } from '../server/appstore/appStore';
import { DEMO_PASSWORD, seedDemo } from '../server/appstore/seedDemo';
import { loadWarehouseLists } from '../server/auth/warehouseLists';
import { buildApp } from '../server/http/app';
import type { AnswerCache } from '../server/reports/answerCache';
import type { Warehouse } from '../server/warehouse/warehouse';
import { residentTableNames } from '../server/compiler/resident/tables';
import { loadRegistry } from '../server/definitions/discover';

export interface BenchServerOptions {
  /** The answer cache (null: none, every answer computed: the cache-missing figures). */
  answers?: AnswerCache | null;
  /** Warm every group's dashboard once ready. */
  warmDashboards?: boolean;
  /** The built console to serve as well (the browser's figures). */
  distDir?: string;
  port?: number;
}

/** The real API on loopback over the benchmark warehouse, with a throwaway demo app store; with `distDir`, the built console too. */
export async function startBenchServer(warehouse: Warehouse, options: BenchServerOptions = {}) {
  const { port, ...deps } = options;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'console-bench-'));
  const store = await openAppStore(path.join(dir, 'appstore.duckdb'));
  await seedDemo(store, await loadWarehouseLists(warehouse), Date.now());
  // as the server does at start (server/main.ts): the small tables held in memory
  await warehouse.resident?.()?.hold(residentTableNames((await loadRegistry()).models.values()));
  const app = await buildApp({ warehouse, store, ...deps });
  await app.listen({ host: '127.0.0.1', port: port ?? 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const post = async (apiPath: string, reqData: unknown, token?: string) => {
    const response = await fetch(`${url}/api${apiPath}`, {
      method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify({ reqData }),
    });
    return { response, body: (await response.json()) as { status: number } };
  };
  /** A new session of a demo operator (a browser context of its own needs its own token: tokens rotate). */
  const login = async (operatorAC = 'admin') => {
    const { response } = await post('/operator/login', { operatorAC, password: DEMO_PASSWORD });
    return /^Bearer (.+)$/.exec(response.headers.get('authorization') ?? '')![1];
  };
  const token = await login();
  return {
    url, token, post, store, login,
    async close() {
      await app.close();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
