import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORE_ROUTES } from '../../support/coreRoutes';
import { createTestApp } from '../../support/server';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('security headers and the console files', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-dist-'));
    await fs.mkdir(path.join(distDir, 'assets'));
    await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app-1.js"></script>');
    await fs.writeFile(path.join(distDir, 'assets', 'app-1.js'), 'console.log(1)');
    t = await createTestApp({ distDir, routes: CORE_ROUTES });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  const api = () => t.app.inject({ method: 'POST', url: '/api/operator/login', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, payload: '{"reqData":{}}' });

  it('sends a CSP without inline script that forbids framing, and nosniff', async () => {
    for (const r of [await api(), await t.app.inject({ method: 'GET', url: '/' })]) {
      const csp = String(r.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('marks API answers no-store', async () => {
    expect((await api()).headers['cache-control']).toBe('no-store');
    const notFound = await t.app.inject({ method: 'POST', url: '/api/nope', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(notFound.headers['cache-control']).toBe('no-store');
  });

  it('sends no CORS headers, not even to a preflight', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS', url: '/api/operator/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    for (const r of [await api(), preflight]) {
      expect(Object.keys(r.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    }
  });

  it('serves the built console and falls back to index.html for browser routes', async () => {
    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('id="root"');
    const deep = await t.app.inject({ method: 'GET', url: '/house/siteRecap?x=1' });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toContain('text/html');
    expect(deep.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});
