import { closeSync, existsSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { WAREHOUSE_FILE } from '../datagen/ensure';
import type { RunningLoad } from '../../src/engine/loads/loadRecord';
import { LoadRefused, problemAt } from './problems';

const LOCK_FILE = '.load.lock';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One load at a time in a data folder: a lock file holding the loader's process id. A second
 * load is refused while that process lives; the lock of a process that died (kill -9) is taken
 * over, and the half-written files it left are removed (a load's copy, a standby's: standby.ts). Returns the release.
 */
export function holdLoadLock(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = Number(readFileSync(path, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
        throw new LoadRefused([problemAt({ file: dataDir, why: { code: 'loadRunning', pid: holder } })], 1);
      }
      rmSync(path, { force: true });
    }
  }
  for (const name of readdirSync(dataDir)) {
    const left = new RegExp(`^\\.${WAREHOUSE_FILE.replace('.', '\\.')}\\.(?:load|standby)\\.(\\d+)\\.tmp(\\.wal)?$`).exec(name);
    if (left && Number(left[1]) !== process.pid) rmSync(join(dataDir, name), { force: true });
  }
  return () => rmSync(path, { force: true });
}

/** The load running in a data folder, if any: its process and when it took the lock (what the Data Loads page shows). */
export function runningLoad(dataDir: string): RunningLoad | undefined {
  const path = join(dataDir, LOCK_FILE);
  if (!existsSync(path)) return undefined;
  try {
    const pid = Number(readFileSync(path, 'utf8'));
    return Number.isInteger(pid) && pid > 0 && alive(pid) ? { pid, since: statSync(path).mtime.toISOString() } : undefined;
  } catch {
    // the lock removed as it was read: the load ended
    return undefined;
  }
}
