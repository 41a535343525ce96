import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { constants, copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { LOAD_LOG_TABLE, WAREHOUSE_FILE } from '../datagen/ensure';
import { createTables, GENERATOR_VERSION } from '../datagen/generate';
import { lit } from '../datagen/sql';
import type { ProgressCallback } from '../datagen/progress';
import { buildRollups, staleDerivedTables, tableColumnsOf } from '../warehouse/derivedTables';
import type { Refreshed } from '../warehouse/refreshScope';
import { LEVEL_GAPS } from '../warehouse/schema';
import { rebuildText, type RebuildReason } from '../../src/engine/loads/loadRecord';
import { checkColumns, newName, typedName } from './checkColumns';
import { checkRelations } from './checkRelations';
import { CONTRACT, type ContractTable } from './contract';
import { insertSql, memberFieldsRefresh, memberFieldsSql } from './derive';
import { daysReplacedSql, deleteSql, keysReplacedSql, mergedViewSql, replacedSql, replacementOf, type DaysReplaced } from './merge';
import { refreshScopeOf } from './refreshScope';
import { holdLoadLock } from './lock';
import { appendLoadRecord } from './loadLog';
import { LoadRefused, refusalRecord, type Problem } from './problems';
import { findSources, stageSource } from './sources';
import { dropStandby, makeStandby, takeStandby } from './standby';
import { ClickHouseLoad, copyWhole, type ClickHousePushed, type ClickHouseTarget } from './toClickHouse';

/** Each load of a loaded warehouse, newest last: a warehouse with this table is the operator's, never generated again. */
const LOAD_LOG_DDL = `CREATE TABLE IF NOT EXISTS ${LOAD_LOG_TABLE} (loaded_at TIMESTAMP NOT NULL, source VARCHAR NOT NULL, rows_json VARCHAR NOT NULL,
  first_day DATE NOT NULL, last_day DATE NOT NULL, seconds DOUBLE NOT NULL)`;

export interface LoadOptions {
  /** The folder of the warehouse (DATA_DIR). */
  dataDir: string;
  /** The folder of the input files, one per table (docs/DATA-CONTRACT.md); into a warehouse, those of the tables the load changes. */
  from: string;
  onProgress?: ProgressCallback;
  /** The ClickHouse the console serves from (CLICKHOUSE_URL): given what the load changed (toClickHouse.ts). */
  clickhouse?: ClickHouseTarget;
  /** Once committed, copy the warehouse for the next load to start from (standby.ts). */
  standby?: boolean;
}

export interface LoadSummary {
  file: string;
  /** Rows of each table the load wrote to, once written. */
  rows: Record<string, number>;
  /** The warehouse's days after the load. */
  days: { first: string; last: string };
  /** The days the load's facts and rates hold: those it replaced or added (none for dimensions alone). */
  daysLoaded: { first: string; last: string; count: number } | null;
  /** Into a warehouse already loaded: each fact's rows written against those of the same days it replaced. */
  replaced: DaysReplaced[];
  /**
   * How the derived tables (rollups and the rest) were brought up to date: how many were refreshed
   * for the days and members the load touched, built again, or left as they were; and why all were
   * built again, when they were (a first load builds them all).
   */
  derived: Record<Refreshed, number> & { rebuiltBecause?: string; rebuiltWhy?: RebuildReason };
  /** What ClickHouse was given, when the load was for a ClickHouse console. */
  clickhouse?: ClickHousePushed;
  /** Seconds until the load was committed (served from then on); `seconds` includes the next load's copy after it. */
  servedAfter: number;
  /** The load started from the copy made after the previous one (no copy of the warehouse first). */
  fromStandby: boolean;
  seconds: number;
}

/** The loader's stages and their rough shares of its time, for the progress bar. */
const SHARES = { read: 0.05, check: 0.3, write: 0.25, derive: 0.1, rollups: 0.28, checkpoint: 0.02 } as const;

/** Of a load for a ClickHouse console, the share of the bar before ClickHouse is given the load. */
const SHARE_BEFORE_CLICKHOUSE = 0.7;

function refuseIf(problems: readonly Problem[], count = problems.length): void {
  if (count) throw new LoadRefused(problems, count);
}

/** The days the load's rows hold: each fact's day and the rates' days, together. */
async function loadedDays(c: DuckDBConnection, loaded: readonly ContractTable[]): Promise<LoadSummary['daysLoaded']> {
  const parts = loaded.flatMap((t) => {
    const day = t.name === 'fx_rate' ? 'rate_date' : t.day;
    return day ? [`SELECT ${day} AS d FROM ${newName(t.name)}`] : [];
  });
  if (!parts.length) return null;
  const [row] = (await c.runAndReadAll(`SELECT CAST(min(d) AS VARCHAR) AS first, CAST(max(d) AS VARCHAR) AS last, count(DISTINCT d)::INTEGER AS count FROM (${parts.join(' UNION ALL ')})`)).getRowObjectsJson();
  return row?.first ? { first: String(row.first), last: String(row.last), count: Number(row.count) } : null;
}

/** The warehouse's first and last day: those of its rates. */
async function warehouseDays(c: DuckDBConnection): Promise<{ first: string; last: string }> {
  const [days] = (await c.runAndReadAll('SELECT CAST(min(rate_date) AS VARCHAR) AS first, CAST(max(rate_date) AS VARCHAR) AS last FROM fx_rate')).getRowObjectsJson();
  return { first: String(days.first), last: String(days.last) };
}

/** The table of the members whose fields a load derives again (into a warehouse). */
const TOUCHED = 'touched_members';

/** The members whose own row a load writes again (their derived fields are then read from the facts again). */
const REWRITTEN = 'rewritten_members';

/**
 * The members a load's rows name, and those of the warehouse's rows it replaces: their fields are
 * derived again; and those whose row it writes again.
 */
async function touchedMembers(c: DuckDBConnection, loaded: readonly ContractTable[]): Promise<void> {
  const members = loaded.some((t) => t.name === 'dim_member') ? `SELECT member_id FROM ${newName('dim_member')} WHERE member_id IN (SELECT member_id FROM main.dim_member)` : 'SELECT CAST(NULL AS BIGINT) AS member_id WHERE FALSE';
  await c.run(`CREATE OR REPLACE TEMP TABLE ${REWRITTEN} AS ${members}`);
  const parts = loaded.filter((t) => t.columns.some((col) => col.name === 'member_id')).flatMap((t) => [
    `SELECT member_id FROM ${newName(t.name)}`,
    ...(t.name === 'dim_member' ? [] : [`SELECT w.member_id FROM main.${t.name} w WHERE ${replacedSql(t)}`]),
  ]);
  await c.run(`CREATE OR REPLACE TEMP TABLE ${TOUCHED} AS ${parts.length ? parts.join(' UNION ') : 'SELECT CAST(NULL AS BIGINT) AS member_id WHERE FALSE'}`);
}

/**
 * Loads an operator's files into the warehouse of `dataDir`. Every file is read and checked against
 * the data contract, and against the warehouse's rows it joins, before anything is written: any
 * problem refuses the load, naming file, row, column and value, and leaves the folder as it was.
 * Into an empty folder every input table needs its file; into a warehouse, the files given replace
 * what they cover (merge.ts: a fact's days, a dimension's keys, a member's tags or links). Then the
 * tables are written with what the console derives (base-currency amounts, members' fields, level
 * gaps, rollups) in a copy of the warehouse that takes its name only once complete: a load killed at
 * any moment leaves the previous warehouse, and one load at a time holds the folder.
 */
export async function loadWarehouse(opts: LoadOptions): Promise<LoadSummary> {
  const startedAt = new Date();
  const started = performance.now();
  const dataDir = resolve(opts.dataDir);
  const files: string[] = [];
  const record = { id: `${startedAt.toISOString()}#${process.pid}`, startedAt: startedAt.toISOString(), from: resolve(opts.from), files };
  const seconds = () => Number(((performance.now() - started) / 1000).toFixed(1));
  try {
    // for a ClickHouse console, the last part of the bar is ClickHouse's
    const report = opts.onProgress;
    const scaled: ProgressCallback | undefined = opts.clickhouse && report ? (done, total, label) => report(SHARE_BEFORE_CLICKHOUSE * (total ? done / total : 0), 1, label) : report;
    const summary = await writeLoad({ ...opts, onProgress: scaled }, dataDir, started, files, report);
    appendLoadRecord(dataDir, { ...record, seconds: seconds(), result: 'loaded', rows: summary.rows, daysLoaded: summary.daysLoaded, days: summary.days, derived: summary.derived,
      servedAfter: Number(summary.servedAfter.toFixed(1)), ...(summary.clickhouse ? { clickhouse: summary.clickhouse } : {}) });
    return summary;
  } catch (error) {
    const refused = error instanceof LoadRefused;
    appendLoadRecord(dataDir, {
      ...record, seconds: seconds(), result: refused ? 'refused' : 'failed',
      ...(refused ? { problems: refusalRecord(error) } : { error: (error as Error).message }),
    });
    throw error;
  }
}

/** The load itself; `files` gets the files found, for the loads log. */
async function writeLoad(opts: LoadOptions, dataDir: string, started: number, files: string[], report?: ProgressCallback): Promise<LoadSummary> {
  const file = join(dataDir, WAREHOUSE_FILE);
  const existing = existsSync(file);
  const { sources, problems } = findSources(resolve(opts.from), { every: !existing });
  files.push(...sources.flatMap((s) => s.files.map((f) => relative(resolve(opts.from), f) || basename(f))));
  refuseIf(problems);
  mkdirSync(dataDir, { recursive: true });
  const release = holdLoadLock(dataDir);
  const temp = join(dataDir, `.${WAREHOUSE_FILE}.load.${process.pid}.tmp`);
  let instance: DuckDBInstance | undefined;
  let connection: DuckDBConnection | undefined;
  const progress = (from: number, span: number, label: string) => (done: number, total: number, detail?: string) => opts.onProgress?.(from + span * (total ? done / total : 0), 1, detail ? `${label}: ${detail}` : label);
  try {
    const fromStandby = existing && takeStandby(dataDir, file, temp);
    if (existing && !fromStandby) {
      opts.onProgress?.(0, 1, 'copying the warehouse');
      // a copy-on-write clone where the file system makes one (btrfs, XFS), else a copy
      copyFileSync(file, temp, constants.COPYFILE_FICLONE);
    }
    // a load into a warehouse checkpoints once, at its end: one on the way would write out tables the load goes on
    // changing (a day's load: 3 s less at scale 100). A first load keeps DuckDB's default, its tables written whole as they are made
    instance = await DuckDBInstance.create(temp, existing ? { checkpoint_threshold: '1TB' } : {});
    connection = await instance.connect();
    const c = connection;
    if (existing && opts.clickhouse) opts.onProgress?.(0, 1, 'checking ClickHouse');
    // ClickHouse must hold the warehouse as it is now, checked before anything is written
    const ch = existing && opts.clickhouse ? await ClickHouseLoad.open(c, opts.clickhouse) : undefined;
    let at = 0;
    const read = progress(at, SHARES.read, 'reading files');
    // the files that cannot be read and the columns of those that can are refused together
    const fileProblems: Problem[] = [];
    let fileCount = 0;
    const readable: typeof sources = [];
    for (const [i, source] of sources.entries()) {
      read(i, sources.length);
      const problem = await stageSource(c, source);
      if (problem) {
        fileProblems.push(problem);
        fileCount += 1;
      } else readable.push(source);
    }
    at += SHARES.read;
    const columns = progress(at, SHARES.check / 2, 'checking columns');
    for (const [i, source] of readable.entries()) {
      columns(i, readable.length);
      const found = await checkColumns(c, source);
      fileProblems.push(...found.listed);
      fileCount += found.count;
    }
    refuseIf(fileProblems, fileCount);
    at += SHARES.check / 2;
    const names = new Set(sources.map((s) => s.table.name));
    const loaded = CONTRACT.filter((t) => names.has(t.name));
    for (const t of CONTRACT) await c.run(mergedViewSql(t, names.has(t.name), existing));
    const relations = await checkRelations(c, names, progress(at, SHARES.check / 2, 'checking keys, references and rates'));
    refuseIf(relations.listed, relations.count);
    at += SHARES.check / 2;

    const keys = existing ? new Map<string, string>() : await createTables(async (sql) => { await c.run(sql); });
    const before = existing ? await warehouseDays(c) : undefined;
    if (existing) await touchedMembers(c, loaded);
    // what the load touched, to refresh; or why everything derived is built again
    const scope: Awaited<ReturnType<typeof refreshScopeOf>> = before ? await refreshScopeOf(c, loaded, TOUCHED, before.first) : { code: 'firstLoad' };
    const write = progress(at, SHARES.write, 'writing tables');
    const replaced: DaysReplaced[] = [];
    for (const [i, t] of loaded.entries()) {
      write(i, loaded.length);
      if (ch) await (t.day ? ch.replaces(c, t.name, t.day, newName(t.name)) : ch.writes(c, t.name));
      if (existing && t.day) {
        const [written, replacedRows, emptied] = (await c.runAndReadAll(daysReplacedSql(t))).getRows()[0];
        replaced.push({ table: t.name, written: Number(written), replaced: Number(replacedRows), sitesEmptied: (emptied as { items: unknown[] }).items.map(Number) });
      } else if (existing) {
        const [written, replacedRows] = (await c.runAndReadAll(keysReplacedSql(t))).getRows()[0];
        replaced.push({ table: t.name, written: Number(written), replaced: Number(replacedRows), sitesEmptied: [], by: replacementOf(t).by as 'key' | 'members' });
      }
      if (existing) await c.run(deleteSql(t));
      await c.run(insertSql(t));
    }
    const daysLoaded = await loadedDays(c, loaded);
    for (const t of CONTRACT) await c.run(`DROP VIEW ${typedName(t.name)}`);
    for (const t of loaded) await c.run(`DROP TABLE ${newName(t.name)}`);
    at += SHARES.write;
    opts.onProgress?.(at, 1, 'members\' fields and level gaps');
    if ('code' in scope) await c.run(memberFieldsSql(existing ? TOUCHED : undefined));
    else {
      // merged with the days loaded, but for the members one of whose days was replaced (or whose row was written again)
      const fields = memberFieldsRefresh(TOUCHED, REWRITTEN, scope.days);
      for (const sql of fields.merge) await c.run(sql);
      if (Number((await c.runAndReadAll(`SELECT count(*) FROM ${fields.redo}`)).getRows()[0][0]) > 0) await c.run(fields.again);
    }
    await c.run(LEVEL_GAPS);
    for (const [table, column] of keys) await c.run(`ALTER TABLE ${table} ADD PRIMARY KEY (${column})`);
    const days = await warehouseDays(c);
    // a loaded warehouse has no seed or scale (0 for both); one loaded into keeps them, its days those of its rates
    if (existing) await c.run(`UPDATE warehouse_meta SET start_date = DATE '${days.first}', end_date = DATE '${days.last}'`);
    else await c.run(`INSERT INTO warehouse_meta VALUES (0, 0, DATE '${days.last}', DATE '${days.first}', ${GENERATOR_VERSION})`);
    at += SHARES.derive;
    const rollups = progress(at, SHARES.rollups, 'rollups');
    // refreshed for what the load touched, unless it changed what every day reads; the tables over the last days again when the days moved
    // and those a console upgraded since the warehouse was built declares anew, or with more columns, built whole
    const stale = 'code' in scope ? undefined : await staleDerivedTables(await tableColumnsOf(c));
    const refresh = 'code' in scope ? undefined : { ...scope, daysMoved: before!.first !== days.first || before!.last !== days.last, lastDayBefore: before!.last, stale };
    const how = await buildRollups(async (sql) => { await c.run(sql); }, (done, total, table) => rollups(done, total, table), undefined, refresh, ch && ((table) => ch.writes(c, table)));
    const derived = { refreshed: 0, rebuilt: 0, kept: 0, ...('code' in scope ? { rebuiltBecause: rebuildText(scope), rebuiltWhy: scope } : {}) };
    for (const h of how.values()) derived[h] += 1;
    const rows: Record<string, number> = {};
    for (const t of loaded) rows[t.name] = Number((await c.runAndReadAll(`SELECT count(*) FROM ${t.name}`)).getRows()[0][0]);
    const seconds = (performance.now() - started) / 1000;
    await c.run(LOAD_LOG_DDL);
    await c.run(`INSERT INTO ${LOAD_LOG_TABLE} VALUES (now()::TIMESTAMP, ${lit(resolve(opts.from))}, ${lit(JSON.stringify(rows))}, DATE '${days.first}', DATE '${days.last}', ${seconds})`);
    await ch?.settle(c);
    opts.onProgress?.(1 - SHARES.checkpoint, 1, 'checkpoint');
    await c.run('CHECKPOINT');
    c.closeSync();
    instance.closeSync();
    connection = undefined;
    instance = undefined;
    // ClickHouse given the load before the warehouse file takes it: a failure there leaves both as they were, or is mended by loading again
    const toClickHouse = (done: number, total: number, table: string) => report?.(SHARE_BEFORE_CLICKHOUSE + (1 - SHARE_BEFORE_CLICKHOUSE) * (total ? done / total : 0), 1, `ClickHouse: ${table}`);
    const clickhouse = opts.clickhouse && (ch ? await ch.push(temp, toClickHouse) : await copyWhole(temp, opts.clickhouse, toClickHouse));
    rmSync(`${file}.wal`, { force: true });
    renameSync(temp, file);
    const servedAfter = (performance.now() - started) / 1000;
    if (opts.standby) {
      report?.(1, 1, 'the next load\'s copy');
      // the load is committed: a copy that cannot be made only leaves the next load to make it
      try {
        makeStandby(dataDir, file);
      } catch {
        dropStandby(dataDir);
      }
    }
    report?.(1, 1, 'done');
    return { file, rows, days, daysLoaded, replaced, derived, ...(clickhouse ? { clickhouse } : {}), servedAfter, fromStandby, seconds: (performance.now() - started) / 1000 };
  } finally {
    connection?.closeSync();
    instance?.closeSync();
    rmSync(temp, { force: true });
    rmSync(`${temp}.wal`, { force: true });
    release();
  }
}
