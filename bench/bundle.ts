import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleSizes {
  /** gzip bytes of the JavaScript the first page loads (entry and its preloads). */
  initialGzip: number;
  /** The largest lazily loaded chunk. */
  largestChunk: { file: string; gzip: number };
  chunks: { file: string; gzip: number }[];
}

/** Reads dist/ (built by `vite build`): what the browser downloads first, and each route chunk. */
export async function bundleSizes(distDir = 'dist'): Promise<BundleSizes> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const initial = new Set([...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  const files = (await readdir(path.join(distDir, 'assets'))).filter((f) => f.endsWith('.js'));
  const chunks = await Promise.all(files.map(async (f) => ({ file: `assets/${f}`, gzip: gzipSync(await readFile(path.join(distDir, 'assets', f))).length })));
  const lazy = chunks.filter((c) => !initial.has(c.file)).sort((a, b) => b.gzip - a.gzip);
  return {
    initialGzip: chunks.filter((c) => initial.has(c.file)).reduce((a, c) => a + c.gzip, 0),
    largestChunk: lazy[0] ?? { file: '-', gzip: 0 },
    chunks: chunks.sort((a, b) => b.gzip - a.gzip),
  };
}
