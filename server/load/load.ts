import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LOAD_LOG_TABLE, WAREHOUSE_FILE } from '../datagen/ensure';
import { createTables, GENERATOR_VERSION } from '../datagen/generate';
import { lit } from '../datagen/sql';
import type { ProgressCallback } from '../datagen/progress';
import { buildRollups } from '../warehouse/rollups';
import { LEVEL_GAPS } from '../warehouse/schema';
import { checkColumns, typedName } from './checkColumns';
import { checkRelations } from './checkRelations';
import { CONTRACT } from './contract';
import { insertSql, MEMBER_FIELDS_SQL } from './derive';
import { holdLoadLock } from './lock';
import { LoadRefused, type Problem } from './problems';
import { findSources, stageSource } from './sources';

/** Each load of a loaded warehouse, newest last: a warehouse with this table is the operator's, never generated again. */
const LOAD_LOG_DDL = `CREATE TABLE ${LOAD_LOG_TABLE} (loaded_at TIMESTAMP NOT NULL, source VARCHAR NOT NULL, rows_json VARCHAR NOT NULL,
  first_day DATE NOT NULL, last_day DATE NOT NULL, seconds DOUBLE NOT NULL)`;

export interface LoadOptions {
  /** The folder of the warehouse (DATA_DIR). */
  dataDir: string;
  /** The folder of the input files, one per table (docs/DATA-CONTRACT.md). */
  from: string;
  onProgress?: ProgressCallback;
}

export interface LoadSummary {
  file: string;
  rows: Record<string, number>;
  days: { first: string; last: string };
  seconds: number;
}

/** The loader's stages and their rough shares of its time, for the progress bar. */
const SHARES = { read: 0.15, check: 0.2, write: 0.25, derive: 0.1, rollups: 0.28, checkpoint: 0.02 } as const;

function refuseIf(problems: readonly Problem[], count = problems.length): void {
  if (count) throw new LoadRefused(problems, count);
}

/**
 * Loads an operator's files into a new warehouse in `dataDir`: every file read and checked against
 * the data contract before anything is written (any problem refuses the load, naming file, row,
 * column and value, and leaves the folder as it was); then the tables written with what the console
 * derives (base-currency amounts, members' fields, level gaps, rollups), in a file beside the
 * warehouse that takes its name only once complete: a load killed at any moment leaves no warehouse
 * behind, and one load at a time holds the folder.
 */
export async function loadWarehouse(opts: LoadOptions): Promise<LoadSummary> {
  const started = performance.now();
  const dataDir = resolve(opts.dataDir);
  const file = join(dataDir, WAREHOUSE_FILE);
  if (existsSync(file)) {
    refuseIf([{ file, problem: 'a warehouse is already here: this loader fills an empty DATA_DIR (replacing days of a warehouse in place is not built yet)' }]);
  }
  const { sources, problems } = findSources(resolve(opts.from));
  refuseIf(problems);
  mkdirSync(dataDir, { recursive: true });
  const release = holdLoadLock(dataDir);
  const temp = join(dataDir, `.${WAREHOUSE_FILE}.load.${process.pid}.tmp`);
  let instance: DuckDBInstance | undefined;
  let connection: DuckDBConnection | undefined;
  const progress = (from: number, span: number, label: string) => (done: number, total: number) => opts.onProgress?.(from + span * (total ? done / total : 0), 1, label);
  try {
    instance = await DuckDBInstance.create(temp);
    connection = await instance.connect();
    const c = connection;
    let at = 0;
    const read = progress(at, SHARES.read, 'reading files');
    const readProblems: Problem[] = [];
    for (const [i, source] of sources.entries()) {
      read(i, sources.length);
      const problem = await stageSource(c, source);
      if (problem) readProblems.push(problem);
    }
    refuseIf(readProblems);
    at += SHARES.read;
    const columns = progress(at, SHARES.check / 2, 'checking columns');
    const columnProblems: Problem[] = [];
    let columnCount = 0;
    for (const [i, source] of sources.entries()) {
      columns(i, sources.length);
      const found = await checkColumns(c, source);
      columnProblems.push(...found.listed);
      columnCount += found.count;
    }
    refuseIf(columnProblems, columnCount);
    at += SHARES.check / 2;
    const relations = await checkRelations(c, progress(at, SHARES.check / 2, 'checking keys, references and rates'));
    refuseIf(relations.listed, relations.count);
    at += SHARES.check / 2;

    const keys = await createTables(async (sql) => { await c.run(sql); });
    const write = progress(at, SHARES.write, 'writing tables');
    for (const [i, t] of CONTRACT.entries()) {
      write(i, CONTRACT.length);
      await c.run(insertSql(t));
    }
    for (const t of CONTRACT) await c.run(`DROP TABLE ${typedName(t.name)}`);
    at += SHARES.write;
    opts.onProgress?.(at, 1, 'members\' fields and level gaps');
    await c.run(MEMBER_FIELDS_SQL);
    await c.run(LEVEL_GAPS);
    for (const [table, column] of keys) await c.run(`ALTER TABLE ${table} ADD PRIMARY KEY (${column})`);
    const [days] = (await c.runAndReadAll('SELECT CAST(min(rate_date) AS VARCHAR) AS first, CAST(max(rate_date) AS VARCHAR) AS last FROM fx_rate')).getRowObjectsJson() as { first: string; last: string }[];
    // a loaded warehouse has no seed or scale: 0 for both
    await c.run(`INSERT INTO warehouse_meta VALUES (0, 0, DATE '${days.last}', DATE '${days.first}', ${GENERATOR_VERSION})`);
    at += SHARES.derive;
    const rollups = progress(at, SHARES.rollups, 'rollups');
    await buildRollups(async (sql) => { await c.run(sql); }, (done, total) => rollups(done, total));
    const rows: Record<string, number> = {};
    for (const t of CONTRACT) rows[t.name] = Number((await c.runAndReadAll(`SELECT count(*) FROM ${t.name}`)).getRows()[0][0]);
    const seconds = (performance.now() - started) / 1000;
    await c.run(LOAD_LOG_DDL);
    await c.run(`INSERT INTO ${LOAD_LOG_TABLE} VALUES (now()::TIMESTAMP, ${lit(resolve(opts.from))}, ${lit(JSON.stringify(rows))}, DATE '${days.first}', DATE '${days.last}', ${seconds})`);
    opts.onProgress?.(1 - SHARES.checkpoint, 1, 'checkpoint');
    await c.run('CHECKPOINT');
    c.closeSync();
    instance.closeSync();
    connection = undefined;
    instance = undefined;
    rmSync(`${file}.wal`, { force: true });
    renameSync(temp, file);
    opts.onProgress?.(1, 1, 'done');
    return { file, rows, days, seconds };
  } finally {
    connection?.closeSync();
    instance?.closeSync();
    rmSync(temp, { force: true });
    rmSync(`${temp}.wal`, { force: true });
    release();
  }
}
