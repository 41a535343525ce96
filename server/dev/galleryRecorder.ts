import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Registry } from '../../src/engine/registry/buildRegistry';
import { REPO_ROOT } from '../definitions/discover';
import { reportsToRecord } from '../reports/recordedCheck';

const RECORDED_DIR = join(REPO_ROOT, 'src/renderers/gallery/recorded');

/**
 * The dev loop's part of the Storybook gallery: after a reload, the reports whose recording is
 * missing or stale are recorded in a child process (`record-stories --only …`, on the gallery's own
 * warehouse), one recording at a time, so a new report has its story without a step of its own.
 */
export function galleryRecorder(log: (line: string) => void): (registry: Registry) => void {
  let running = false;
  let pending: Registry | undefined;
  const start = (registry: Registry) => {
    const ids = reportsToRecord(registry, RECORDED_DIR);
    if (!ids.length) return;
    running = true;
    log(`recording for the Storybook gallery: ${ids.join(', ')}`);
    const child = spawn(process.execPath, [...process.execArgv, join(REPO_ROOT, 'server/reports/recordStories.ts'), '--only', ids.join(',')], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (d: Buffer) => { errors += d.toString(); });
    child.on('close', (code) => {
      log(code === 0 ? `recorded for the Storybook gallery: ${ids.join(', ')}` : `not recorded for the Storybook gallery (${ids.join(', ')}): ${errors.trim().split('\n').slice(-2).join(' ')}`);
      running = false;
      const next = pending;
      pending = undefined;
      if (next) start(next);
    });
  };
  return (registry) => {
    if (running) pending = registry;
    else start(registry);
  };
}
