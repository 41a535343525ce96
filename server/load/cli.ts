import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { rowCountLines, terminalProgress } from '../datagen/progress';
import { clickHouseConfigFromEnv } from '../warehouse/clickhouse/config';
import { loadWarehouse } from './load';
import { replacedLines } from './merge';
import { LoadRefused, refusalText } from './problems';
import { ClickHouseMirrorError, type ClickHouseTarget } from './toClickHouse';

const USAGE = 'usage: npm run load -- --from DIR [--nodes URL1,URL2,…]   (into DATA_DIR, default data/, and the ClickHouse of CLICKHOUSE_URL when set; the files: docs/DATA-CONTRACT.md)';

async function main(): Promise<void> {
  let from: string;
  let clickhouse: ClickHouseTarget | undefined;
  try {
    const { values, positionals } = parseArgs({ args: process.argv.slice(2), options: { from: { type: 'string' }, nodes: { type: 'string' } }, allowPositionals: true });
    if (positionals.length) throw new Error(`unexpected argument ${positionals[0]}`);
    if (!values.from) throw new Error('--from DIR is required');
    from = values.from;
    const target = clickHouseConfigFromEnv();
    if (values.nodes && !target) throw new Error('--nodes names the nodes of the ClickHouse of CLICKHOUSE_URL, which is not set');
    const nodes = values.nodes?.split(',').map((u) => u.trim().replace(/\/+$/, '')).filter(Boolean);
    clickhouse = target && { target, ...(nodes ? { nodes } : {}) };
  } catch (error) {
    process.stderr.write(`load: ${(error as Error).message}\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  const dataDir = resolve(process.env.DATA_DIR ?? 'data');
  process.stdout.write(`load: ${resolve(from)} into ${dataDir}${clickhouse ? ` and ClickHouse at ${clickhouse.target.url}, database ${clickhouse.target.database}` : ''}\n`);
  const progress = terminalProgress(process.stderr, 'load');
  try {
    const standby = process.env.LOAD_STANDBY !== '0';
    const summary = await loadWarehouse({ dataDir, from, onProgress: progress, standby, ...(clickhouse ? { clickhouse } : {}) });
    progress.finish();
    process.stdout.write('load: the tables the files held, and the rows each holds now (the whole table, not only what was loaded):\n');
    process.stdout.write(rowCountLines(summary.rows));
    const loaded = summary.daysLoaded;
    if (loaded) {
      const one = loaded.count === 1;
      process.stdout.write(`load: ${loaded.count} day${one ? '' : 's'} loaded (${one ? loaded.first : `${loaded.first} … ${loaded.last}`}): ${one ? 'its rows replace those the warehouse held of that day' : 'their rows replace those the warehouse held of those days'}\n`);
      for (const line of replacedLines(summary.replaced, one)) process.stdout.write(`${line}\n`);
      // a day after today (UTC) is served, but the date presets (which end today or before) do not reach it until then
      const today = new Date().toISOString().slice(0, 10);
      if (loaded.last > today) process.stdout.write(`load: note: ${loaded.last} is after today (${today}, UTC): the date presets reach it only from that day; a custom range shows it now\n`);
    }
    const { refreshed, rebuilt, kept, rebuiltBecause } = summary.derived;
    process.stdout.write(rebuiltBecause
      ? `load: ${rebuilt} derived tables built whole (${rebuiltBecause})\n`
      : `load: derived tables: ${refreshed} refreshed for the days and members loaded, ${rebuilt} built again, ${kept} left as they were\n`);
    const ch = summary.clickhouse;
    if (ch) {
      process.stdout.write(ch.whole
        ? `load: ClickHouse: ${ch.tables} tables copied whole (${ch.rows.toLocaleString('en-US')} rows) in ${ch.seconds.toFixed(1)} s\n`
        : `load: ClickHouse: ${ch.tables} tables brought up to date (${ch.months} months of facts and rollups replaced, the small tables whole; ${ch.rows.toLocaleString('en-US')} rows sent) in ${ch.seconds.toFixed(1)} s\n`);
    }
    process.stdout.write(`load: days ${summary.days.first} … ${summary.days.last} written to ${summary.file} in ${summary.servedAfter.toFixed(1)} s${summary.fromStandby ? ' (from the copy made after the last load)' : ''}\n`);
    if (standby) process.stdout.write(`load: the copy the next load starts from made in ${(summary.seconds - summary.servedAfter).toFixed(1)} s (LOAD_STANDBY=0: none)\n`);
  } catch (error) {
    progress.finish();
    if (error instanceof ClickHouseMirrorError) {
      process.stderr.write(`load: ${error.message}\n`);
      process.exitCode = 1;
      return;
    }
    if (!(error instanceof LoadRefused)) throw error;
    process.stderr.write(`${refusalText(error)}\n`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`load: ${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 1;
});
