import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppStore, openAppStore } from '../../../server/appstore/appStore';
import { seedDemo } from '../../../server/appstore/seedDemo';
import { loadWarehouseLists } from '../../../server/auth/warehouseLists';
import { buildApp } from '../../../server/http/app';
import { openDuckWarehouse } from '../../../server/warehouse/duckdb';
import type { Warehouse } from '../../../server/warehouse/warehouse';
import { CORE_ROUTES } from '../../support/coreRoutes';
import { createTinyWarehouse } from '../../support/tinyWarehouse';

/** The traversal and encoding probes, each sent raw (no client normalises them) after a prefix. */
const TRAVERSALS = [
  '../../etc/passwd',
  '%2e%2e/%2e%2e/etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%252e%252e/%252e%252e/etc/passwd',
  '..%252f..%252fetc%252fpasswd',
  '..\\..\\etc\\passwd',
  '..%5c..%5cetc%5cpasswd',
  '%2e%2e%5c%2e%2e%5cetc%5cpasswd',
  'etc/passwd%00',
  'index.html%00.js',
  '%00',
  '..%00/..%00/etc/passwd',
  '....//....//etc/passwd',
  '%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  '.%2e/.%2e/etc/passwd',
  '%%32%65%%32%65/etc/passwd',
  '%ff%fe',
  'assets/..%2f..%2f..%2fetc%2fpasswd',
  '..;/..;/etc/passwd',
  '%2fetc%2fpasswd',
  '..%255c..%255cetc%255cpasswd',
];

/** Odd but harmless: no segment climbs once decoded ('....' is a name), so the console page answers. */
const NOT_A_TRAVERSAL = new Set(['....//....//etc/passwd']);

interface Answer { http: number; body: string; type: string }

function raw(port: number, method: string, rawPath: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = method === 'POST' ? JSON.stringify({ reqData: {} }) : undefined;
    const req = http.request({ host: '127.0.0.1', port, method, path: rawPath, headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {} }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { text += c; });
      res.on('end', () => resolve({ http: res.statusCode ?? 0, body: text, type: String(res.headers['content-type'] ?? '') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('malformed paths answer 4xx, never 5xx, and log no stack', () => {
  let app: FastifyInstance;
  let store: AppStore;
  let warehouse: Warehouse;
  let dir: string;
  let port: number;
  const log: string[] = [];

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-paths-'));
    const dist = path.join(dir, 'dist');
    await fs.mkdir(path.join(dist, 'assets'), { recursive: true });
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await fs.writeFile(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
    await fs.writeFile(path.join(dir, 'secret.txt'), 'not for the web');
    warehouse = await openDuckWarehouse(await createTinyWarehouse(path.join(dir, 'tiny.duckdb')), { readOnly: true });
    store = await openAppStore(path.join(dir, 'appstore.duckdb'));
    await seedDemo(store, await loadWarehouseLists(warehouse), Date.now());
    app = await buildApp({ warehouse, store, distDir: dist, routes: CORE_ROUTES, logger: true, logLevel: 'info', logStream: { write: (line) => { log.push(line); } } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app.close();
    await store.close();
    await warehouse.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  for (const probe of TRAVERSALS) {
    it(`API ${probe}`, async () => {
      for (const method of ['POST', 'GET']) {
        const a = await raw(port, method, `/api/${probe}`);
        expect(a.http, `${method} /api/${probe}: ${a.body}`).toBeGreaterThanOrEqual(400);
        expect(a.http, `${method} /api/${probe}: ${a.body}`).toBeLessThan(500);
        const body = JSON.parse(a.body) as { status: number; result: { message: string } };
        expect([9400, 9404]).toContain(body.status);
        expect(typeof body.result.message).toBe('string');
        expect(a.body).not.toMatch(/root:|not for the web|at .*\.ts|Error:/);
      }
    });
    it(`static /${probe}`, async () => {
      const a = await raw(port, 'GET', `/${probe}`);
      expect(a.body).not.toMatch(/root:|not for the web/);
      if (NOT_A_TRAVERSAL.has(probe)) {
        expect(a.http, `GET /${probe}: ${a.body}`).toBeLessThan(500);
        return;
      }
      expect(a.http, `GET /${probe}: ${a.body}`).toBe(400);
      expect(JSON.parse(a.body)).toEqual({ status: 9400, result: { message: '(400) Bad Request: malformed path' } });
    });
  }

  it('logged no stack and no server error for any of them', () => {
    const errors = log.filter((line) => /"level":(50|60)/.test(line) || /"stack"/.test(line));
    expect(errors).toEqual([]);
  });
});
