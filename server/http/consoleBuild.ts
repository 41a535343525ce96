import fs from 'node:fs';
import path from 'node:path';

/** What the console bundle is made from: a newer file in any of these means dist/ is stale. */
const SOURCES = ['src', 'locales', 'reports', 'models', 'schemas', 'index.html', 'vite.config.ts'];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when dist/index.html is missing or older than any source of the console. */
export function consoleIsStale(root: string, distDir: string): boolean {
  const built = path.join(distDir, 'index.html');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > builtAt);
}

/**
 * Builds the console with Vite when it is stale. Returns false when there is nothing to build
 * from (no index.html): the server then serves the API alone.
 */
export async function buildConsoleIfStale(root: string, distDir: string, log: (line: string) => void): Promise<boolean> {
  if (!consoleIsStale(root, distDir)) return true;
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    log('No index.html: the console cannot be built; serving the API only.');
    return false;
  }
  log('Building the console (vite build)…');
  const started = Date.now();
  try {
    const { build } = await import('vite');
    await build({ root, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
  } catch (error) {
    // the API stays useful without the console; a previous build, if any, is still served
    log(`The console build failed: ${error instanceof Error ? error.message : String(error)}`);
    return fs.existsSync(path.join(distDir, 'index.html'));
  }
  log(`Console built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}
