import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const DIST_DIR = path.join(ROOT, 'dist');
const INPUTS = ['src', 'locales', 'reports', 'models', 'schemas', 'index.html', 'vite.config.ts', 'package.json'];
const LOCK = path.join(ROOT, '.cache', 'vite-build.lock');

/** Newest modification time under the given paths (files and folders, recursively). */
export function newestMtime(paths: readonly string[]): number {
  let newest = 0;
  const visit = (p: string) => {
    let stat: fs.Stats;
    try { stat = fs.statSync(p); } catch { return; }
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(p)) visit(path.join(p, entry));
  };
  paths.forEach(visit);
  return newest;
}

/** dist/ is stale when index.html is missing or older than any input of the browser build. */
export function distIsStale(): boolean {
  const index = path.join(DIST_DIR, 'index.html');
  if (!fs.existsSync(index)) return true;
  return fs.statSync(index).mtimeMs < newestMtime(INPUTS.map((p) => path.join(ROOT, p)));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Builds the console with `vite build` when dist/ is missing or stale. Test files run in
 * parallel forks, so one holds a lock folder while the others wait for its build.
 */
export async function ensureBuilt(timeoutMs = 170_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (distIsStale()) {
    fs.mkdirSync(path.dirname(LOCK), { recursive: true });
    let owner = false;
    try { fs.mkdirSync(LOCK); owner = true; } catch { /* another fork is building */ }
    if (owner) {
      try {
        execFileSync(path.join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'pipe' });
      } finally {
        fs.rmSync(LOCK, { recursive: true, force: true });
      }
      break;
    }
    if (Date.now() > deadline) throw new Error('Timed out waiting for another vite build (remove .cache/vite-build.lock if stuck)');
    await sleep(500);
  }
  return DIST_DIR;
}
