import { DuckDBInstance } from '@duckdb/node-api';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_SCALE, DEFAULT_SEED, ensureWarehouse, todayUtc } from './ensure';
import { rowCountLines, terminalProgress } from './progress';
import { exportInputs } from '../load/export';

const USAGE = 'usage: npm run datagen -- [--scale N] [--seed S] [--end-date YYYY-MM-DD] [--data-dir DIR] [--export DIR]';

export interface CliOptions {
  scale: number;
  seed: number;
  endDate: string;
  dataDir: string;
  /** Also write each input table as a Parquet file into this folder (server/load/export.ts). */
  exportDir?: string;
}

/** Parses and checks the command line; throws an Error whose message is meant for the user. */
export function parseCli(argv: string[], env: NodeJS.ProcessEnv = process.env): CliOptions {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { scale: { type: 'string' }, seed: { type: 'string' }, 'end-date': { type: 'string' }, 'data-dir': { type: 'string' }, export: { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals.length > 0) throw new Error(`unexpected argument ${positionals[0]}`);
  const scale = values.scale === undefined ? DEFAULT_SCALE : Number(values.scale);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 1000) throw new Error(`--scale must be a number above 0 and at most 1000, got ${values.scale}`);
  const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
  if (!Number.isSafeInteger(seed) || seed < 0 || seed > 2 ** 31 - 1) throw new Error(`--seed must be an integer from 0 to 2147483647, got ${values.seed}`);
  const endDate = values['end-date'] ?? todayUtc();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(endDate) || new Date(`${endDate}T00:00:00Z`).toISOString().slice(0, 10) !== endDate) {
    throw new Error(`--end-date must be a date YYYY-MM-DD, got ${endDate}`);
  }
  const dataDir = resolve(values['data-dir'] ?? env.DATA_DIR ?? 'data');
  return { scale, seed, endDate, dataDir, ...(values.export !== undefined ? { exportDir: resolve(values.export) } : {}) };
}

async function main(): Promise<void> {
  let options: CliOptions;
  try {
    options = parseCli(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`datagen: ${(error as Error).message}\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  const progress = terminalProgress(process.stderr, 'datagen');
  process.stdout.write(`datagen: scale ${options.scale}, seed ${options.seed}, end date ${options.endDate}, into ${options.dataDir}\n`);
  const result = await ensureWarehouse({ ...options, force: true, onProgress: progress });
  progress.finish();
  const rows = result.rows ?? {};
  process.stdout.write(rowCountLines(rows, true));
  process.stdout.write(`datagen: ${result.file} written in ${result.seconds?.toFixed(1)} s\n`);
  if (options.exportDir) {
    const instance = await DuckDBInstance.create(result.file, { access_mode: 'READ_ONLY' });
    const connection = await instance.connect();
    try {
      const exported = await exportInputs(connection, options.exportDir);
      process.stdout.write(`datagen: ${Object.keys(exported).length} input tables written as Parquet files to ${options.exportDir} (docs/DATA-CONTRACT.md)\n`);
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  }
}

const invokedDirectly = process.argv[1] && /datagen[\\/]cli\.ts$/.test(process.argv[1]);
if (invokedDirectly) {
  main().catch((error: unknown) => {
    process.stderr.write(`datagen: ${(error as Error).stack ?? String(error)}\n`);
    process.exitCode = 1;
  });
}
