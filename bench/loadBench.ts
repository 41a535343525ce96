import { DuckDBInstance } from '@duckdb/node-api';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lit } from '../server/datagen/sql';
import { CONTRACT, suppliedColumns, type ContractTable } from '../server/load/contract';
import { loadWarehouse, type LoadSummary } from '../server/load/load';
import { makeStandby } from '../server/load/standby';
import { startingCache, type CacheState } from './pageCache';
import { stageTimer } from './stageTimer';
import { table } from './table';

/**
 * Seconds the disk is left quiet before each load (BENCH_SETTLE, default 60): the bench writes two
 * copies of the warehouse (17 GB at scale 100) in the minute before its first load and one more
 * before the second, where an operator's load starts from a copy made after the day before's. Loaded
 * straight after them, the first load's every stage was slower, the checks and the members' fields
 * too (a new day 25.6–38.7 s in four cold runs, against 20.6 and 23.4 s after a minute's quiet).
 */
const SETTLE_S = Number(process.env.BENCH_SETTLE ?? 60);

/** The daily facts an operator loads (the issue's "a day": its game rows, transactions, logins and bonuses), with the day's rates. */
const DAILY = ['fact_game_day', 'fact_transaction', 'fact_login', 'fact_bonus', 'fx_rate'];

export interface LoadRun {
  what: string;
  /** Seconds until the load was committed (served from then on). */
  seconds: number;
  /** Seconds with the copy for the next load made after it. */
  total: number;
  /** It started from the copy made after the previous load (server/load/standby.ts). */
  fromStandby: boolean;
  /** The page cache it started from (bench/pageCache.ts). */
  cache: CacheState;
  /** Seconds of each stage of the loader, as its progress names them. */
  stages: Record<string, number>;
  /** Rows in the load's files. */
  rows: number;
  derived: LoadSummary['derived'];
}

export interface LoadFigures {
  /** Megabytes of the warehouse a load copies before it writes (its atomic switch). */
  warehouseMb: number;
  /** Seconds of the first copy for a load to start from (as the day before's load would have made it). */
  firstStandby: number;
  /** Seconds the disk was left quiet before each load (SETTLE_S). */
  settle: number;
  runs: LoadRun[];
  load: number[];
}

/**
 * One day loaded into a copy of the benchmark warehouse, as an operator's daily load runs
 * (server/load): a new day (the last day's facts a day later, for the same members, with new
 * transaction and claim ids, and its rates), then the last day loaded again (a correction). Each
 * load's seconds by stage, and how the derived tables were brought up to date: refreshed for the day,
 * built again (the tables over the last days, whose window moves), or left. As `npm run load` does,
 * each load starts from the copy of the warehouse the previous load made after it committed
 * (server/load/standby.ts; the first one made here as the day before's load would have) and makes
 * the next: a load's seconds are those until it is committed and served, the copy after it apart.
 */
export async function loadBench(file: string): Promise<LoadFigures> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'console-load-bench-'));
  try {
    const dataDir = path.join(work, 'data');
    mkdirSync(dataDir);
    copyFileSync(file, path.join(dataDir, 'warehouse.duckdb'));
    const { size } = statSync(file);
    const last = await writeDays(file, path.join(work, 'new-day'), path.join(work, 'same-day'));
    const copied = performance.now();
    makeStandby(dataDir, path.join(dataDir, 'warehouse.duckdb'));
    const firstStandby = (performance.now() - copied) / 1000;
    const runs: LoadRun[] = [];
    for (const [what, from] of [[`a new day (${last.next}: ${last.day}'s facts a day later)`, 'new-day'], [`a correction (${last.day} loaded again)`, 'same-day']] as const) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_S * 1000));
      const cache = startingCache();
      const timer = stageTimer();
      const summary = await loadWarehouse({ dataDir, from: path.join(work, from), standby: true, onProgress: timer.onProgress });
      const stages = timer.stages();
      runs.push({ what, seconds: summary.servedAfter, total: summary.seconds, fromStandby: summary.fromStandby, cache, stages, rows: last.rows, derived: summary.derived });
    }
    return { warehouseMb: size / 2 ** 20, firstStandby, settle: SETTLE_S, runs, load: os.loadavg() };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Writes the daily tables' rows of the warehouse's last day into `same`, and the same a day later (new ids) into `next`. */
async function writeDays(file: string, next: string, same: string): Promise<{ day: string; next: string; rows: number }> {
  const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
  const c = await instance.connect();
  try {
    const day = String((await c.runAndReadAll('SELECT CAST(max(rate_date) AS VARCHAR) FROM fx_rate')).getRows()[0][0]);
    const tables = CONTRACT.filter((t) => DAILY.includes(t.name));
    for (const dir of [next, same]) mkdirSync(dir, { recursive: true });
    let count = 0;
    for (const t of tables) {
      const dayColumn = t.name === 'fx_rate' ? 'rate_date' : t.day!;
      const columns = suppliedColumns(t);
      const rows = `FROM ${t.name} WHERE ${dayColumn} = DATE '${day}'`;
      count += Number((await c.runAndReadAll(`SELECT count(*) ${rows}`)).getRows()[0][0]);
      await c.run(`COPY (SELECT ${columns.map((col) => col.name).join(', ')} ${rows}) TO ${lit(path.join(same, `${t.name}.parquet`))} (FORMAT parquet)`);
      await c.run(`COPY (SELECT ${columns.map((col) => `${later(t, col.name, col.type)} AS ${col.name}`).join(', ')} ${rows}) TO ${lit(path.join(next, `${t.name}.parquet`))} (FORMAT parquet)`);
    }
    const following = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    return { day, next: following, rows: count };
  } finally {
    c.closeSync();
    instance.closeSync();
  }
}

/** A column's value a day later: dates and times a day on, a fact's own key past the table's largest. */
function later(t: ContractTable, column: string, type: string): string {
  if (/^(DATE|TIMESTAMP)/.test(type)) return `CAST(${column} + INTERVAL 1 DAY AS ${type})`;
  if (t.kind === 'fact' && t.key.length === 1 && t.key[0] === column) return `${column} + (SELECT max(${column}) FROM ${t.name})`;
  return column;
}

/** The day loads as a table: each load's seconds, its stages (derived tables by table, the slowest three), and how the derived tables were brought up to date. */
export function loadTable(f: LoadFigures): string {
  const rows = f.runs.map((r) => {
    const rollups = Object.entries(r.stages).filter(([k]) => k.startsWith('rollups'));
    const slowest = [...rollups].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k, v]) => `${k.replace(/^rollups: (rollup_)?/, '')} ${v.toFixed(1)}`);
    const other = (k: string) => (r.stages[k] ?? 0).toFixed(1);
    const derived = r.derived.rebuiltBecause ? `all built again (${r.derived.rebuiltBecause})` : `${r.derived.refreshed} refreshed, ${r.derived.rebuilt} built again, ${r.derived.kept} left`;
    return [r.what, r.cache, r.rows.toLocaleString('en-US'), r.seconds.toFixed(1), r.fromStandby ? 'ready' : other('copying the warehouse'), rollups.reduce((a, [, v]) => a + v, 0).toFixed(1), other('checkpoint'),
      slowest.join(', '), derived, other('the next load\'s copy')];
  });
  return `${table(['load', 'page cache', 'rows', 'served after s', 'copy s', 'derived s', 'checkpoint s', 'slowest derived (s)', 'derived tables', 'next copy s'], rows)}
(a load writes into a copy of the warehouse, ${f.warehouseMb.toFixed(0)} MB, and renames it over the file: its atomic switch. The copy is made after the
previous load, once it is served ("next copy"; the first here in ${f.firstStandby.toFixed(1)} s); "copy s" is a load's own copy when none was ready.
Each load started after the disk was left quiet ${f.settle} s following the bench's own copies (BENCH_SETTLE).
"cold": the page cache written out and dropped before the load, as a load into a copy made hours before reads it; BENCH_CACHE=warm keeps it as found.)`;
}
