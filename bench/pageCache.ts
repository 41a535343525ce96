import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

/**
 * The page cache a measurement starts from. `cold`: written out and dropped first (every file read
 * from the disk, as a load into a copy made hours before reads it); `as found`: whatever the machine
 * held (a file just written or read is in memory, a large one perhaps in part). Dropping needs root
 * (/proc/sys/vm/drop_caches); without it the measurement says so.
 */
export type CacheState = 'cold' | 'as found';

/** Writes dirty pages out and drops the page cache where the process may; says which state the next measurement starts from. */
function dropPageCache(): CacheState {
  try {
    execFileSync('sync');
    writeFileSync('/proc/sys/vm/drop_caches', '1');
    return 'cold';
  } catch {
    return 'as found';
  }
}

/** The page cache a measured run starts from: dropped where it can be (the default), as found with `BENCH_CACHE=warm`. */
export const startingCache = (): CacheState => (process.env.BENCH_CACHE === 'warm' ? 'as found' : dropPageCache());
