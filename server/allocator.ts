import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * DuckDB's Node build links no allocator of its own: its executor sets up every operator and
 * expression of a statement with fresh buffers from the C library's malloc, and glibc's hands large
 * freed blocks back to the system and faults them in again at the next statement. On the few
 * thousand rows of a rollup report that setup is most of a statement's cost, so the allocator
 * decides much of what a request costs. Measured at scale 100 (BENCHMARKS.md): a site dashboard's
 * statement alone 16.7 → 10.3 ms of CPU with jemalloc; under 20 clients (`BENCH_ONLY=throughput`,
 * runs alternated) the cache-missing rollup reports 57–68 → 72–133 requests a second, the bare
 * single-query endpoint 169–224 → 205–383.
 *
 * So `npm start`, `npm run dev` and `npm run bench` run themselves again with jemalloc preloaded
 * when the machine has it (Debian's package libjemalloc2), and on the system's malloc otherwise.
 */

/** Set in the environment of the process started again. */
const RELAUNCHED = 'ALLOCATOR_RELAUNCHED';

/** Where distributions install jemalloc 5. */
export const JEMALLOC_PATHS = [
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
  '/usr/lib64/libjemalloc.so.2',
  '/usr/lib/libjemalloc.so.2',
] as const;

export type AllocatorChoice =
  | { preload: string }
  | { preload: null; why: 'chosen' | 'preloaded' | 'absent' | 'platform' }
  | { preload: null; why: 'missing'; named: string };

/**
 * The jemalloc library to preload for a process with `env` on `platform`, or why none: the
 * environment chose the system's malloc (`ALLOCATOR=system`), jemalloc is already preloaded (the
 * process was started again), it is absent, the library `ALLOCATOR=<path>` names (where it is
 * installed elsewhere) is missing, or the system is not Linux.
 */
export function chooseAllocator(env: NodeJS.ProcessEnv, platform: NodeJS.Platform, exists: (file: string) => boolean = existsSync): AllocatorChoice {
  if (platform !== 'linux') return { preload: null, why: 'platform' };
  const chosen = env.ALLOCATOR?.trim();
  if (chosen === 'system') return { preload: null, why: 'chosen' };
  // the process started again never starts itself again, whatever its LD_PRELOAD holds
  if (env[RELAUNCHED]) return { preload: null, why: 'preloaded' };
  const preloaded = (env.LD_PRELOAD ?? '').split(/[:\s]+/).filter(Boolean);
  if (preloaded.some((file) => file.includes('jemalloc') || file === chosen)) return { preload: null, why: 'preloaded' };
  if (chosen) return exists(chosen) ? { preload: chosen } : { preload: null, why: 'missing', named: chosen };
  const found = JEMALLOC_PATHS.find((file) => exists(file));
  return found ? { preload: found } : { preload: null, why: 'absent' };
}

/** LD_PRELOAD with `library` first, keeping what was preloaded already. */
export function preloadWith(library: string, current: string | undefined): string {
  return current ? `${library}:${current}` : library;
}

/**
 * Runs this process again, with the same Node flags and arguments, on jemalloc where
 * chooseAllocator finds it, and resolves true once that process has ended (this one then exits with
 * its code); resolves false at once when this process should run on as it is. Interrupts and
 * terminations are passed on, so Ctrl-C closes the server as before.
 */
export function relaunchedOnJemalloc(log: (line: string) => void = () => {}): Promise<boolean> {
  const choice = chooseAllocator(process.env, process.platform);
  if (choice.preload === null) {
    if (choice.why === 'absent') log('Memory allocator: the system\'s malloc (install jemalloc, Debian\'s libjemalloc2, for about a quarter more answers a second).');
    if (choice.why === 'missing') log(`Memory allocator: the system's malloc (ALLOCATOR names ${choice.named}, which is not there).`);
    return Promise.resolve(false);
  }
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, LD_PRELOAD: preloadWith(choice.preload, process.env.LD_PRELOAD), [RELAUNCHED]: '1' },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.exitCode = code ?? (signal ? 1 : 0);
      resolve(true);
    });
  });
}
