import { constants, copyFileSync, existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WAREHOUSE_FILE } from '../datagen/ensure';

/**
 * The copy of the warehouse the next load writes into, made once a load has committed. A load
 * writes into a copy of the warehouse file and renames it over the file (its atomic switch: the
 * console reads the previous file until then); at the benchmark's scale that copy is 8.4 GB and
 * 8–20 s, the largest part of a day's load. Made after a load, while the console already serves it,
 * the next load starts from it at once. It is only taken while the warehouse file is the one it
 * copied (size, modification time and inode, written beside it once the copy is complete); else it
 * is dropped and the load copies the file as before. It doubles the folder's disk use
 * (`LOAD_STANDBY=0` for `npm run load` not to keep one).
 */
export const STANDBY = `.${WAREHOUSE_FILE}.standby`;
const IDENTITY = `${STANDBY}.json`;
/** The standby being copied by the process named: removed with the lock of a load that died (lock.ts). */
export const standbyTemp = (pid: number): string => `${STANDBY}.${pid}.tmp`;

function identity(file: string): string {
  const s = statSync(file);
  return `${s.size}:${s.mtimeMs}:${s.ino}`;
}

/** Moves the standby to `temp` when it is a copy of `file` as it is now (true); else drops it (false). */
export function takeStandby(dataDir: string, file: string, temp: string): boolean {
  const standby = join(dataDir, STANDBY);
  const recorded = join(dataDir, IDENTITY);
  const ready = existsSync(standby) && existsSync(recorded) && readFileSync(recorded, 'utf8') === identity(file);
  if (ready) renameSync(standby, temp);
  dropStandby(dataDir);
  return ready;
}

export function dropStandby(dataDir: string): void {
  rmSync(join(dataDir, IDENTITY), { force: true });
  rmSync(join(dataDir, STANDBY), { force: true });
}

/** Copies `file` into the standby (a clone where the file system makes one), its identity written last. */
export function makeStandby(dataDir: string, file: string): void {
  dropStandby(dataDir);
  const temp = join(dataDir, standbyTemp(process.pid));
  try {
    const before = identity(file);
    copyFileSync(file, temp, constants.COPYFILE_FICLONE);
    // the warehouse did not change while it was copied (a load holds the folder: nothing else writes it)
    if (identity(file) !== before) return;
    renameSync(temp, join(dataDir, STANDBY));
    writeFileSync(join(dataDir, IDENTITY), before);
  } finally {
    rmSync(temp, { force: true });
  }
}
