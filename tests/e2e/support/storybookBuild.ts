import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './ensureBuilt';

/** The built Storybook the story test walks (`npm run build-storybook` builds into storybook-static/ for people). */
export const STORYBOOK_DIR = path.join(ROOT, '.cache', 'storybook-static');
const STAMP = '.inputs-sha256';
const LOCK = path.join(ROOT, '.cache', 'storybook-build.lock');
/** Everything a story bundle is built from. */
const INPUTS = ['src', 'reports', 'models', 'schemas', 'locales', '.storybook', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];

function files(p: string): string[] {
  let stat: fs.Stats;
  try { stat = fs.statSync(p); } catch { return []; }
  if (!stat.isDirectory()) return [p];
  return fs.readdirSync(p).sort().flatMap((entry) => files(path.join(p, entry)));
}

/** A hash of the contents of every input file: the build is reused only while nothing it was built from changed. */
export function storybookInputsHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((p) => files(path.join(ROOT, p)))) {
    hash.update(path.relative(ROOT, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const built = (hash: string) => {
  try { return fs.readFileSync(path.join(STORYBOOK_DIR, STAMP), 'utf8') === hash; } catch { return false; }
};

/**
 * `storybook build` into .cache/storybook-static unless the build there was made from the same
 * inputs (content hash). Built into a fresh folder and moved in place, under a lock folder so two
 * runs never build at once. Answers the folder and whether this call built it.
 */
export async function ensureStorybook(timeoutMs = 600_000): Promise<{ dir: string; rebuilt: boolean; seconds: number }> {
  const started = Date.now();
  const hash = storybookInputsHash();
  while (!built(hash)) {
    fs.mkdirSync(path.dirname(LOCK), { recursive: true });
    let owner = false;
    try { fs.mkdirSync(LOCK); owner = true; } catch { /* another run is building */ }
    if (owner) {
      const out = `${STORYBOOK_DIR}-build-${process.pid}`;
      try {
        await promisify(execFile)(path.join(ROOT, 'node_modules', '.bin', 'storybook'), ['build', '--quiet', '--disable-telemetry', '-o', out],
          { cwd: ROOT, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } });
        fs.writeFileSync(path.join(out, STAMP), hash);
        fs.rmSync(STORYBOOK_DIR, { recursive: true, force: true });
        fs.renameSync(out, STORYBOOK_DIR);
      } finally {
        fs.rmSync(out, { recursive: true, force: true });
        fs.rmSync(LOCK, { recursive: true, force: true });
      }
      return { dir: STORYBOOK_DIR, rebuilt: true, seconds: (Date.now() - started) / 1000 };
    }
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting for another storybook build (remove .cache/storybook-build.lock if stuck)');
    await sleep(1000);
  }
  return { dir: STORYBOOK_DIR, rebuilt: false, seconds: (Date.now() - started) / 1000 };
}
