/**
 * Builds a warehouse by increments, as an operator's daily loads would, for comparing every report's
 * answers with the warehouse it came from (issue 38's check):
 *
 *   npx tsx tests/support/incrementAnswers.ts <warehouse.duckdb>
 *   npx tsx tests/support/reportAnswers.ts record  answers.json <warehouse.duckdb>
 *   npx tsx tests/support/reportAnswers.ts compare answers.json <the warehouse it printed>
 *
 * The warehouse's input tables exported, the export less its last 7 days loaded into an empty
 * folder, then each of those days on its own (one twice), each load's time and derived tables
 * printed. tests/server/load/load.test.ts does the same in the suite and compares every table.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportInputs } from '../../server/load/export';
import { loadWarehouse } from '../../server/load/load';
import { exportDays, rowsOfDays, slice, withDuck } from './exportSlices';

async function main(file: string | undefined): Promise<void> {
  if (!file) throw new Error('usage: npx tsx tests/support/incrementAnswers.ts <warehouse.duckdb>');
  const work = mkdtempSync(join(tmpdir(), 'increments-'));
  const exported = join(work, 'export');
  await withDuck((c) => exportInputs(c, exported), file, true);
  const { day } = await exportDays(exported);
  const rows = rowsOfDays(exported);
  const dataDir = join(work, 'data');
  await loadWarehouse({ dataDir, from: await slice(exported, join(work, 'base'), (t) => rows(t, `<= DATE '${day(7)}'`) ?? 'TRUE') });
  for (const back of [6, 5, 4, 3, 3, 2, 1, 0]) {
    const summary = await loadWarehouse({ dataDir, from: await slice(exported, join(work, `day-${back}`), (t) => rows(t, `= DATE '${day(back)}'`)) });
    console.log(`${day(back)}: ${summary.seconds.toFixed(1)} s, derived tables refreshed ${summary.derived.refreshed}, built again ${summary.derived.rebuilt}`);
  }
  console.log(join(dataDir, 'warehouse.duckdb'));
}

main(process.argv[2]).catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
