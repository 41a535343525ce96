import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../server/http/precompress';
import { CORE_ROUTES } from '../../support/coreRoutes';
import { createTestApp } from '../../support/server';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A script of some size with repetition, as a bundle is: compressible. */
const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const label${i} = 'report ${i % 37} of the console';`).join('\n');

describe('the console files go out compressed, made once at build time', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-dist-'));
    await fs.mkdir(path.join(distDir, 'assets'));
    await fs.writeFile(path.join(distDir, 'index.html'), `<!doctype html><div id="root"></div><script type="module" src="/assets/app-1.js"></script><!-- ${'x'.repeat(2000)} -->`);
    await fs.writeFile(path.join(distDir, 'assets', 'app-1.js'), SCRIPT);
    await fs.writeFile(path.join(distDir, 'assets', 'tiny-1.js'), 'export {}');
    await precompressDir(distDir);
    t = await createTestApp({ distDir, routes: CORE_ROUTES });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) => t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('writes .br and .gz copies beside files over a kilobyte, not beside tiny ones', async () => {
    const names = await fs.readdir(path.join(distDir, 'assets'));
    expect(names.sort()).toEqual(['app-1.js', 'app-1.js.br', 'app-1.js.gz', 'tiny-1.js']);
  });

  it('sends Brotli to a browser that accepts it, gzip to one that accepts only gzip, the file itself otherwise', async () => {
    const br = await get('/assets/app-1.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    const gz = await get('/assets/app-1.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(SCRIPT);
    const plain = await get('/assets/app-1.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const r of [br, gz, plain]) {
      expect(r.statusCode).toBe(200);
      expect(String(r.headers['content-type'])).toMatch(/javascript/);
      expect(String(r.headers.vary ?? '')).toMatch(/accept-encoding/i);
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('compresses the page a browser route answers with too, and keeps it revalidated', async () => {
    const page = await get('/house/promoCompare', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString('utf8')).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
