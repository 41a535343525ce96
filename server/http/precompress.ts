import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Files worth compressing: text the browser downloads; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/i;
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of a built
 * console, once at build time at the highest levels, so the server sends them with no work per
 * request (@fastify/static's `preCompressed` picks the one the browser accepts). A copy that would
 * not be smaller is not written. Returns the bytes before and after, Brotli, for the build's log.
 */
export function precompressDir(dir: string): { files: number; bytes: number; brotli: number } {
  const total = { files: 0, bytes: 0, brotli: 0 };
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (COMPRESSIBLE.test(entry.name)) {
        const raw = fs.readFileSync(file);
        if (raw.length < MIN_BYTES) continue;
        const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
        total.files += 1;
        total.bytes += raw.length;
        total.brotli += Math.min(br.length, raw.length);
      }
    }
  };
  walk(dir);
  return total;
}

/** The Vite plugin: compresses the build's output once it is written. */
export function precompress() {
  return {
    name: 'console-precompress',
    apply: 'build' as const,
    writeBundle(options: { dir?: string }) {
      if (options.dir) precompressDir(options.dir);
    },
  };
}
