import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The warehouse every test reads: small, seed 7, ending today (UTC). */
export const TEST_WAREHOUSE = { seed: 7, scale: 0.3 } as const;

/** Sources whose change must regenerate the cached test warehouse. */
const SOURCES = ['server/datagen', 'server/warehouse/schema.ts', 'server/warehouse/rollups.ts', 'server/warehouse/rangeCounts.ts', 'server/warehouse/priorDays.ts', 'server/warehouse/windowCounts.ts', 'models'];

function listFiles(path: string): string[] {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return [];
  }
  if (stat.isFile()) return path.endsWith('.ts') ? [path] : [];
  return readdirSync(path).flatMap((name) => listFiles(join(path, name)));
}

/** A hash of the generator's sources, the date, seed and scale: equal hashes mean an identical warehouse. */
export function testWarehouseKey(root: string, endDate: string): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ endDate, ...TEST_WAREHOUSE }));
  const files = SOURCES.flatMap((s) => listFiles(join(root, s))).sort();
  for (const file of files) {
    hash.update(`\0${relative(root, file)}\0`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}
