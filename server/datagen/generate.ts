import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { existsSync } from 'node:fs';
import { WAREHOUSE_DDL } from '../warehouse/schema';
import { makeContext, type GenContext } from './context';
import { GENERATION_STAGES } from './stages';

export interface GenerateOptions {
  file: string;
  scale: number;
  seed: number;
  /** Last (partial) day of history, YYYY-MM-DD. */
  endDate: string;
  onProgress?: (done: number, total: number, label: string) => void;
}

export interface GenerateResult {
  rows: Record<string, number>;
  seconds: number;
}

/** Creates every warehouse table in a new DuckDB file and fills it. Same seed, scale and end date: same numbers. */
export async function generateWarehouse(opts: GenerateOptions): Promise<GenerateResult> {
  if (existsSync(opts.file)) throw new Error(`${opts.file} already exists: generateWarehouse only writes a new file`);
  const instance = await DuckDBInstance.create(opts.file);
  const connection = await instance.connect();
  try {
    const result = await generateInto(connection, opts);
    await connection.run('CHECKPOINT');
    return result;
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

/** Fills an open, empty database; the caller owns the connection (ensureWarehouse adds rollups before closing). */
export async function generateInto(connection: DuckDBConnection, opts: Omit<GenerateOptions, 'file'>): Promise<GenerateResult> {
  checkOptions(opts);
  const started = performance.now();
  const run = async (sql: string) => { await connection.run(sql); };
  const scalar = async (sql: string) => Number((await connection.runAndReadAll(sql)).getRows()[0]?.[0] ?? 0);
  const ctx: GenContext = makeContext(run, scalar, opts.seed, opts.scale, opts.endDate);
  const keys = await createTables(run);
  const total = GENERATION_STAGES.reduce((a, s) => a + s.weight, 0) + KEYS_WEIGHT;
  let done = 0;
  for (const stage of GENERATION_STAGES) {
    opts.onProgress?.(done, total, stage.label);
    await stage.run(ctx);
    done += stage.weight;
  }
  // the scratch tables hold gigabytes at the benchmark scale; rollups need that memory
  const scratch = (await connection.runAndReadAll(`SELECT table_name FROM duckdb_tables() WHERE temporary`)).getRows().map((r) => String(r[0]));
  for (const table of scratch) await run(`DROP TABLE temp.${table}`);
  opts.onProgress?.(done, total, 'primary keys');
  for (const [table, column] of keys) await run(`ALTER TABLE ${table} ADD PRIMARY KEY (${column})`);
  await run(`INSERT INTO warehouse_meta VALUES (${opts.seed}, ${opts.scale}, DATE '${ctx.endDate}', DATE '${ctx.startDate}', ${GENERATOR_VERSION})`);
  const rows = await countRows(connection);
  opts.onProgress?.(total, total, 'raw tables loaded');
  return { rows, seconds: (performance.now() - started) / 1000 };
}

/**
 * Tables loaded with millions of rows get their primary key once filled: an index built in one go
 * costs a fraction of one kept up to date row by row (same key, same check of uniqueness, and the
 * columns read the same). The others are created as the schema writes them.
 */
const KEYED_AFTER_LOADING = new Set(['dim_member', 'fact_transaction', 'fact_bonus']);
/** Their share of the generation time, for the progress bar (see GENERATION_STAGES). */
const KEYS_WEIGHT = 8;

/** Runs the schema's CREATE TABLEs; returns the tables whose primary key is still to add, with its column. */
export async function createTables(run: (sql: string) => Promise<void>): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  for (const ddl of WAREHOUSE_DDL) {
    const key = /^CREATE TABLE (\w+) \((\w+) (\w+) PRIMARY KEY,/.exec(ddl);
    if (key && KEYED_AFTER_LOADING.has(key[1])) {
      keys.set(key[1], key[2]);
      await run(ddl.replace(`(${key[2]} ${key[3]} PRIMARY KEY,`, `(${key[2]} ${key[3]},`));
    } else {
      await run(ddl);
    }
  }
  return keys;
}

/** Bumped whenever the generator's output changes on purpose (2: the facts written in date and site order; 3: money in exact decimals; 4: members' breaks; 5: transactions over the whole day). */
export const GENERATOR_VERSION = 5;

function checkOptions(opts: Omit<GenerateOptions, 'file'>): void {
  // member numbers must fit the 27 bits transaction ids give them
  if (!(opts.scale > 0) || !(opts.scale <= 3000)) throw new RangeError(`scale must be a number above 0 and at most 3000, got ${opts.scale}`);
  if (!Number.isSafeInteger(opts.seed) || opts.seed < 0 || opts.seed > 2 ** 31 - 1) throw new RangeError(`seed must be an integer 0 … 2^31−1, got ${opts.seed}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(opts.endDate) || Number.isNaN(Date.parse(`${opts.endDate}T00:00:00Z`))) {
    throw new RangeError(`endDate must be YYYY-MM-DD, got ${opts.endDate}`);
  }
}

async function countRows(connection: DuckDBConnection): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const ddl of WAREHOUSE_DDL) {
    const table = /CREATE TABLE (\w+)/.exec(ddl)![1];
    rows[table] = Number((await connection.runAndReadAll(`SELECT count(*) FROM ${table}`)).getRows()[0][0]);
  }
  return rows;
}
