import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { REPO_ROOT } from '../../../server/definitions/discover';
import { ensureWarehouse } from '../../../server/datagen/ensure';
import type { ContractTable } from '../../../server/load/contract';
import { exportInputs } from '../../../server/load/export';
import { loadWarehouse } from '../../../server/load/load';
import { LOADS_LOG, readLoadRecords } from '../../../server/load/loadLog';
import { holdLoadLock } from '../../../server/load/lock';
import { replacedLines } from '../../../server/load/merge';
import { loadProblemText, LoadRefused, refusalText, type Problem } from '../../../server/load/problems';
import { STANDBY } from '../../../server/load/standby';
import { dayKeepingRows, exportDays, rowsOfDays, slice as sliceExport, withDuck } from '../../support/exportSlices';
import { warehouseDiff } from '../../support/warehouseDiff';

/**
 * The loader (server/load): the test warehouse's input tables exported as Parquet files, loaded
 * into an empty folder, give the same warehouse table for table, derived columns and rollups
 * included; a damaged folder is refused before anything is written, each problem named.
 */
let work: string;
let exported: string;
let loaded: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'load-'));
  exported = join(work, 'export');
  loaded = join(work, 'loaded');
  await withDuck((c) => exportInputs(c, exported), inject('warehouseFile'), true);
  await loadWarehouse({ dataDir: loaded, from: exported });
}, 600_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a load of the exported input tables', () => {
  it('gives the generated warehouse again: every table, derived columns and rollups, row for row', async () => {
    const differences = await warehouseDiff(inject('warehouseFile'), join(loaded, 'warehouse.duckdb'), SKIP);
    expect(differences).toEqual([]);
    const meta = (file: string) => withDuck(async (c) => (await c.runAndReadAll('SELECT CAST(start_date AS VARCHAR) AS s, CAST(end_date AS VARCHAR) AS e FROM warehouse_meta')).getRowObjectsJson(), file, true);
    expect(await meta(join(loaded, 'warehouse.duckdb'))).toEqual(await meta(inject('warehouseFile')));
  });

  it('is the operator\'s from then on: a start does not generate it again', async () => {
    const ensured = await ensureWarehouse({ dataDir: loaded, endDate: '2030-01-01' });
    expect(ensured.generated).toBe(false);
  });
});

/** The tables a load writes and a generator does not (the load log), and the generator's meta row (seed, scale). */
const SKIP = new Set(['warehouse_meta', 'warehouse_load']);

describe('increments: days loaded one at a time into a loaded warehouse', () => {
  it('give the warehouse of one load: the export less its last 7 days, then each day (one twice), a day corrected, a dimension changed and changed back', async () => {
    const { day } = await exportDays(exported);
    // a day's folder: each fact's rows of the day, the day's rates, and the members registered that day with their tags and links
    const rows = rowsOfDays(exported);
    // the base has a day some 20 back with the facts of half its members missing (corrected later: members' first, last and
    // previous days move); a day where every fact keeps rows of the other half, as a fact's rows replace only the days they hold:
    // the nearest to 20 back of the days 8 to 90 back keeping the even half, else the odd (promotion binds and vouchers have rows of a half only on some days)
    const near = Array.from({ length: 83 }, (_, i) => 8 + i).sort((a, b) => Math.abs(a - 20) - Math.abs(b - 20) || a - b);
    const { day: damaged, kept } = await dayKeepingRows(exported, near.map(day), ['member_id % 2 = 0', 'member_id % 2 = 1']);
    const halved = (t: ContractTable) => (t.kind === 'fact' && t.columns.some((c) => c.name === 'member_id') ? ` AND NOT (${t.day} = DATE '${damaged}' AND NOT (${kept}))` : '');
    const base = await slice(join(work, 'inc-base'), (t) => (rows(t, `<= DATE '${day(7)}'`) ?? 'TRUE') + halved(t));
    const dataDir = join(work, 'inc-data');
    await loadWarehouse({ dataDir, from: base });
    const seen = new Set<number>();
    for (const back of [6, 5, 4, 3, 3, 2, 1, 0]) {
      const folder = await slice(join(work, `inc-${back}`), (t) => rows(t, `= DATE '${day(back)}'`));
      const summary = await loadWarehouse({ dataDir, from: folder });
      expect(summary.days.last).toBe(day(back));
      // a new day replaces nothing; the same day again replaces each fact's rows of it, row for row, no site left without its rows
      expect(summary.replaced.length).toBeGreaterThan(0);
      for (const r of summary.replaced) {
        expect(r.replaced, r.table).toBe(seen.has(back) ? r.written : 0);
        expect(r.sitesEmptied, r.table).toEqual([]);
      }
      // the day's rates and members are counted too, by the key they share with what they replace
      expect(summary.replaced.map((r) => `${r.table}:${r.by ?? 'days'}`)).toEqual(expect.arrayContaining(['fx_rate:key', 'dim_member:key', 'fact_login:days']));
      expect(replacedLines(summary.replaced, true).find((l) => l.startsWith('load: fx_rate:'))).toMatch(/^load: fx_rate: [\d,]+ rows written, replacing [\d,]+ with the same key$/);
      seen.add(back);
      // refreshed for the day, not built again: the tables of the last days only built again as the days move
      expect(summary.derived.rebuiltBecause).toBeUndefined();
      expect(summary.derived.refreshed).toBeGreaterThan(summary.derived.rebuilt);
    }
    const corrected = await loadWarehouse({ dataDir, from: await slice(join(work, 'inc-corrected'), (t) => (t.kind === 'fact' ? rows(t, `= DATE '${damaged}'`) : null)) });
    expect(corrected.derived).toMatchObject({ refreshed: expect.any(Number), kept: expect.any(Number) });
    expect(corrected.derived.rebuiltBecause).toBeUndefined();
    expect(await warehouseDiff(inject('warehouseFile'), join(dataDir, 'warehouse.duckdb'), SKIP)).toEqual([]);

    // half that day's facts taken away again (members whose first, last or previous day it was): as one load of the same files gives
    await loadWarehouse({ dataDir, from: await slice(join(work, 'inc-halved'), (t) => (t.kind === 'fact' ? `${rows(t, `= DATE '${damaged}'`)}${halved(t)}` : null)) });
    const reference = join(work, 'inc-halved-reference');
    await loadWarehouse({ dataDir: reference, from: await slice(join(work, 'inc-halved-all'), (t) => `TRUE${halved(t)}`) });
    expect(await warehouseDiff(join(reference, 'warehouse.duckdb'), join(dataDir, 'warehouse.duckdb'), SKIP)).toEqual([]);
    await loadWarehouse({ dataDir, from: join(work, 'inc-corrected') });

    // a game's kind renamed, then named back: every day's rollups by game kind change, so all are built again
    const game = join(work, 'inc-game');
    await only(game, { dim_game: 'TRUE' });
    await rewrite(game, 'dim_game', `SELECT * REPLACE (CASE WHEN game_id = (SELECT min(game_id) FROM t) THEN game_kind_name || ' (renamed)' ELSE game_kind_name END AS game_kind_name) FROM t`);
    expect((await loadWarehouse({ dataDir, from: game })).derived.rebuiltBecause).toBe('dim_game changes game_kind_name of existing rows');
    expect((await loadWarehouse({ dataDir, from: await only(join(work, 'inc-game-back'), { dim_game: 'TRUE' }) })).derived.rebuiltBecause).toMatch(/^dim_game changes/);
    expect(await warehouseDiff(inject('warehouseFile'), join(dataDir, 'warehouse.duckdb'), SKIP)).toEqual([]);

    // a damaged day is refused, naming the problem; the warehouse stays as it was
    const file = join(dataDir, 'warehouse.duckdb');
    const before = statSync(file);
    const bad = await slice(join(work, 'inc-bad'), (t) => (t.name === 'fact_login' ? `stat_date = DATE '${day(0)}'` : null));
    await rewrite(bad, 'fact_login', 'SELECT * REPLACE (CASE WHEN member_id = (SELECT min(member_id) FROM t) THEN 987654321 ELSE member_id END AS member_id) FROM t');
    const error = await loadWarehouse({ dataDir, from: bad }).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(LoadRefused);
    expect((error as LoadRefused).problems).toContainEqual(expect.objectContaining({ column: 'member_id', value: '987654321', problem: 'is not a member_id of dim_member' }));
    expect([statSync(file).mtimeMs, statSync(file).size]).toEqual([before.mtimeMs, before.size]);
    expect(readdirSync(dataDir).filter((f) => f.startsWith('.'))).toEqual([]);

    // a day's game file of one site only: the other sites' rows of that day are gone, and the command names them
    const sites = await withDuck(async (c) => (await c.runAndReadAll(`SELECT DISTINCT site_id FROM '${join(exported, 'fact_game_day.parquet')}' WHERE stat_date = DATE '${day(0)}' ORDER BY 1`)).getRows().map((r) => Number(r[0])));
    expect(sites.length).toBeGreaterThan(1);
    const oneSite = await only(join(work, 'inc-one-site'), { fact_game_day: `stat_date = DATE '${day(0)}' AND site_id = ${sites[0]}` });
    const partial = await loadWarehouse({ dataDir, from: oneSite });
    expect(partial.replaced).toEqual([expect.objectContaining({ table: 'fact_game_day', sitesEmptied: sites.slice(1) })]);
    expect(partial.replaced[0].replaced).toBeGreaterThan(partial.replaced[0].written);
    expect(replacedLines(partial.replaced, true)[1]).toBe(`load: note: fact_game_day had rows of that day for sites ${sites.slice(1).join(', ')}, and the file has none for them: their rows of that day are gone (load the whole day again to put them back)`);
  }, 900_000);
});

/**
 * A load refused, its problems: of a folder `damage` writes (into the loaded warehouse, whose file
 * stays as it was), or, `first`, of a copy of the export it damages (into an empty folder, which
 * stays empty).
 */
async function refusedProblems(name: string, damage: (dir: string) => Promise<unknown> | void, first = false): Promise<{ problems: readonly Problem[]; count: number; text: string }> {
  const dir = join(work, `bad-${name}`);
  if (first) cpSync(exported, dir, { recursive: true });
  else mkdirSync(dir);
  await damage(dir);
  const dataDir = first ? join(work, `bad-${name}-data`) : loaded;
  const file = join(loaded, 'warehouse.duckdb');
  const before = statSync(file);
  const error = await loadWarehouse({ dataDir, from: dir }).then(() => null, (e: unknown) => e);
  expect(error, name).toBeInstanceOf(LoadRefused);
  // nothing written but the refusal in the loads log: no warehouse or the same one, no half-written file, no lock
  if (first) expect(readdirSync(dataDir)).toEqual([LOADS_LOG]);
  expect(readLoadRecords(dataDir)[0]).toMatchObject({ result: 'refused', from: dir, problems: { count: (error as LoadRefused).count } });
  expect([statSync(file).mtimeMs, statSync(file).size]).toEqual([before.mtimeMs, before.size]);
  expect(readdirSync(loaded).filter((f) => f.startsWith('.'))).toEqual([]);
  const refused = error as LoadRefused;
  // the log keeps each listed problem as a code with its values (what the Data Loads page translates), its English the command's
  const logged = readLoadRecords(dataDir)[0].problems!;
  expect(logged.at).toEqual(refused.problems.slice(0, 20).map(({ problem: _english, ...at }) => at));
  for (const p of refused.problems) expect(loadProblemText(p.why)).toBe(p.problem);
  return { problems: refused.problems, count: refused.count, text: refusalText(refused) };
}

/** Rewrites a table's Parquet file through a SELECT over it (`t`). */
const rewrite = (dir: string, table: string, select: string) => withDuck(async (c) => {
  const file = join(dir, `${table}.parquet`);
  await c.run(`CREATE TABLE t AS SELECT * FROM '${file}'`);
  await c.run(`COPY (${select}) TO '${file}' (FORMAT parquet)`);
});

/** The export's last day. */
const lastDay = async () => (await exportDays(exported)).last;

/** The export's tables through their conditions (exportSlices.ts). */
const slice = (out: string, where: (t: ContractTable) => string | null) => sliceExport(exported, out, where);

/** Only `tables` of the export, each through its condition. */
const only = (dir: string, tables: Readonly<Record<string, string>>) => slice(dir, (t) => tables[t.name] ?? null);

describe('a warehouse built by an earlier console', () => {
  it('gets the derived tables the console now declares, or with more columns, built whole by the next load', async () => {
    const { day } = await exportDays(exported);
    const dataDir = join(work, 'upgraded');
    cpSync(loaded, dataDir, { recursive: true });
    // as an earlier console left it: a rollup it did not declare, another without a column added since
    await withDuck(async (c) => {
      await c.run('DROP TABLE rollup_http_request_site_day_domain');
      await c.run('ALTER TABLE rollup_transaction_site_day_provider DROP COLUMN pay_method');
    }, join(dataDir, 'warehouse.duckdb'));
    const summary = await loadWarehouse({ dataDir, from: await slice(join(work, 'upgraded-day'), (t) => rowsOfDays(exported)(t, `= DATE '${day(0)}'`)) });
    expect(summary.derived.rebuilt).toBeGreaterThanOrEqual(2);
    expect(await warehouseDiff(inject('warehouseFile'), join(dataDir, 'warehouse.duckdb'), SKIP)).toEqual([]);
  });
});

describe('a damaged folder is refused, each problem named, nothing written', () => {
  it('names a value of the wrong type in a CSV file by its line and column', async () => {
    const day = await lastDay();
    const { problems } = await refusedProblems('type', async (dir) => {
      await only(dir, { fact_login: `stat_date = DATE '${day}'` });
      await withDuck((c) => c.run(`COPY (SELECT * FROM '${join(dir, 'fact_login.parquet')}') TO '${join(dir, 'fact_login.csv')}' (HEADER)`));
      rmSync(join(dir, 'fact_login.parquet'));
      const lines = readFileSync(join(dir, 'fact_login.csv'), 'utf8').split('\n');
      const column = lines[0].split(',').indexOf('platform_code');
      const cells = lines[3].split(',');
      cells[column] = 'web';
      lines[3] = cells.join(',');
      writeFileSync(join(dir, 'fact_login.csv'), lines.join('\n'));
    });
    expect(problems).toEqual([{ file: expect.stringMatching(/fact_login\.csv$/), row: 4, column: 'platform_code', value: 'web', why: { code: 'notType', type: 'TINYINT' }, problem: 'is not of type TINYINT' }]);
  });

  it('names a value outside the spec\'s enumeration, a member of no site, a repeated key and a day without a rate', async () => {
    const day = await lastDay();
    const { problems, text } = await refusedProblems('relations', async (dir) => {
      await only(dir, { fact_transaction: `stat_date = DATE '${day}'`, dim_game: 'TRUE' });
      await rewrite(dir, 'fact_transaction', `SELECT * REPLACE (CASE WHEN trans_id = (SELECT min(trans_id) FROM t) THEN 'done' ELSE trans_status END AS trans_status) FROM t`);
      await rewrite(dir, 'dim_game', 'SELECT * FROM t UNION ALL (SELECT * FROM t ORDER BY game_id LIMIT 1)');
    });
    expect(problems).toEqual([expect.objectContaining({ file: expect.stringMatching(/fact_transaction\.parquet$/), column: 'trans_status', value: 'done', problem: 'is not one of order, submit, succ, fail, reject' })]);
    // the columns are checked first: once they hold, the keys, references and rates
    expect(text).toMatch(/^load refused: 1 problem found; the warehouse is unchanged/);

    const after = await refusedProblems('relations-2', async (dir) => {
      // a member moved to a site that does not exist, a game given twice, a new day's rates without the markets' currencies
      await only(dir, { dim_member: `member_id = (SELECT max(member_id) FROM '${join(exported, 'dim_member.parquet')}')`, dim_game: 'TRUE', fx_rate: `rate_date = DATE '${day}' AND currency = 'USD'` });
      await rewrite(dir, 'dim_member', 'SELECT * REPLACE (999 AS site_id) FROM t');
      await rewrite(dir, 'dim_game', 'SELECT * FROM t UNION ALL (SELECT * FROM t ORDER BY game_id LIMIT 1)');
      await rewrite(dir, 'fx_rate', `SELECT * REPLACE (rate_date + 1 AS rate_date) FROM t`);
    });
    expect(after.problems).toContainEqual(expect.objectContaining({ file: expect.stringMatching(/dim_member\.parquet$/), column: 'site_id', value: '999', why: { code: 'notReference', column: 'site_id', table: 'dim_site' }, problem: 'is not a site_id of dim_site' }));
    expect(after.problems).toContainEqual(expect.objectContaining({ file: expect.stringMatching(/dim_game\.parquet$/), column: 'game_id', why: { code: 'keyRepeated', file: expect.stringMatching(/dim_game\.parquet$/), row: expect.any(Number) }, problem: expect.stringMatching(/^repeats the key of .*dim_game\.parquet row \d+$/) }));
    expect(after.problems).toContainEqual(expect.objectContaining({ file: 'fx_rate', column: 'rate_date', why: { code: 'rateDayMissing', currency: 'THB' }, problem: expect.stringMatching(/^has no rate of THB/) }));
    expect(after.count).toBeGreaterThanOrEqual(after.problems.length);
  });

  it('names a negative amount or count, which no turnover, deposit or login count is', async () => {
    const day = await lastDay();
    const { problems } = await refusedProblems('negative', async (dir) => {
      await only(dir, { fact_transaction: `stat_date = DATE '${day}'`, fact_login: `stat_date = DATE '${day}'` });
      await rewrite(dir, 'fact_transaction', `SELECT * REPLACE (CASE WHEN trans_id = (SELECT min(trans_id) FROM t) THEN -4000 ELSE amount END AS amount) FROM t`);
      await rewrite(dir, 'fact_login', `SELECT * REPLACE (CASE WHEN member_id = (SELECT min(member_id) FROM t) THEN -5 ELSE login_count END AS login_count) FROM t`);
    });
    expect(problems).toContainEqual(expect.objectContaining({ file: expect.stringMatching(/fact_transaction\.parquet$/), column: 'amount', value: '-4000.000000', why: { code: 'belowMin', min: 0 }, problem: 'is below 0: a count or an amount is never negative' }));
    expect(problems).toContainEqual(expect.objectContaining({ file: expect.stringMatching(/fact_login\.parquet$/), column: 'login_count', value: '-5', why: { code: 'belowMin', min: 0 } }));
  });

  it('names a file it cannot read: a truncated Parquet file, a CSV with a stray quote, a Parquet file damaged past its footer', async () => {
    const day = await lastDay();
    const { problems } = await refusedProblems('unreadable', async (dir) => {
      await only(dir, { fact_game_day: `stat_date = DATE '${day}'`, fact_login: `stat_date = DATE '${day}'` });
      const game = join(dir, 'fact_game_day.parquet');
      truncateSync(game, Math.floor(statSync(game).size / 2));
      writeFileSync(join(dir, 'dim_cms.csv'), 'cms_id,cms_name\n1,"Siam Unit\n2,Mekong Unit\n');
      // a page overwritten a third of the way in: the footer reads, the rows do not
      const login = join(dir, 'fact_login.parquet');
      const fd = openSync(login, 'r+');
      writeSync(fd, Buffer.alloc(2000, 0xff), 0, 2000, Math.floor(statSync(login).size / 3));
      closeSync(fd);
    });
    expect(problems.map((p) => p.file.split('/').pop())).toEqual(['dim_cms.csv', 'fact_game_day.parquet', 'fact_login.parquet']);
    expect(problems[0].problem).toMatch(/^could not be read: CSV Error on Line: 2 .*unterminated quote/);
    expect(problems[1].problem).toMatch(/^could not be read: \S/);
    expect(problems[2].problem).toMatch(/^could not be read: \S/);
    // DuckDB's message without the statement it quotes
    for (const p of problems) expect(p.problem).not.toMatch(/LINE \d+:|read_parquet|read_csv/);
  });

  it('names an empty CSV file, a CSV separated by semicolons, and a time given with a zone other than UTC', async () => {
    const day = await lastDay();
    const files = await refusedProblems('csv-shape', (dir) => {
      writeFileSync(join(dir, 'dim_cms.csv'), '');
      writeFileSync(join(dir, 'dim_market.csv'), 'market_id;market_name\n1;Thailand\n');
    });
    expect(files.problems).toEqual([
      { file: expect.stringMatching(/dim_market\.csv$/), row: 1, why: { code: 'notCommaSeparated', separator: ';' }, problem: 'is separated by ";": a CSV file\'s columns are separated by commas' },
      { file: expect.stringMatching(/dim_cms\.csv$/), why: { code: 'emptyFile' }, problem: 'is empty: a table with no rows is a CSV file of its header line only' },
    ]);
    const zoned = await refusedProblems('zone', async (dir) => {
      await only(dir, { fact_transaction: `stat_date = DATE '${day}'` });
      const csv = join(dir, 'fact_transaction.csv');
      const parquet = join(dir, 'fact_transaction.parquet');
      // the first row's order time with an offset after it, as a system in Bangkok would write it; the next two marked UTC, as they are
      await withDuck((c) => c.run(`COPY (SELECT * EXCLUDE (n) REPLACE (CAST(order_time AS VARCHAR) || CASE n WHEN 1 THEN '+07:00' WHEN 2 THEN 'Z' WHEN 3 THEN ' UTC' ELSE '' END AS order_time)
        FROM (SELECT *, row_number() OVER (ORDER BY trans_id) AS n FROM '${parquet}') ORDER BY trans_id) TO '${csv}' (HEADER)`));
      rmSync(parquet);
    });
    expect(zoned.problems).toEqual([expect.objectContaining({ row: 2, column: 'order_time', value: expect.stringMatching(/\+07:00$/), why: { code: 'zoneGiven' } })]);
  });

  it('names a missing table of a first load, a stray file, a column the contract lacks and a derived column supplied', async () => {
    const { problems } = await refusedProblems('shape', (dir) => {
      rmSync(join(dir, 'fact_voucher.parquet'));
      writeFileSync(join(dir, 'fact_games.csv'), 'a\n1\n');
    }, true);
    expect(problems).toEqual([
      { file: expect.stringMatching(/fact_games\.csv$/), why: { code: 'notInputTable' }, problem: expect.stringMatching(/^is not an input table/) },
      { file: expect.stringMatching(/fact_voucher\.parquet$/), why: { code: 'tableMissing' }, problem: expect.stringMatching(/^is missing/) },
    ]);
    const derived = await refusedProblems('derived', (dir) => only(dir, { dim_member_level: 'TRUE' }).then(() => rewrite(dir, 'dim_member_level', 'SELECT *, 0.0 AS threshold_gap_apv_bet FROM t')));
    expect(derived.problems).toEqual([{ file: expect.stringMatching(/dim_member_level\.parquet$/), column: 'threshold_gap_apv_bet', why: { code: 'columnDerived' }, problem: 'is derived by the console, never supplied' }]);
    const extra = await refusedProblems('extra', (dir) => only(dir, { dim_market: 'TRUE' }).then(() => rewrite(dir, 'dim_market', `SELECT *, 'x' AS note FROM t`)));
    expect(extra.problems).toEqual([{ file: expect.stringMatching(/dim_market\.parquet$/), column: 'note', why: { code: 'columnUnknown' }, problem: 'is not in the data contract' }]);
  });
});

/** `npm run load` as a user runs it, in its own process. */
function loadCli(dataDir: string, from: string): ChildProcess & { output: () => string } {
  let output = '';
  const child = spawn(join(REPO_ROOT, 'node_modules/.bin/tsx'), [join(REPO_ROOT, 'server/load/cli.ts'), '--from', from], { env: { ...process.env, DATA_DIR: dataDir } });
  child.stdout.on('data', (b: Buffer) => { output += b.toString(); });
  child.stderr.on('data', (b: Buffer) => { output += b.toString(); });
  return Object.assign(child, { output: () => output });
}

const exitOf = (child: ChildProcess) => new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

describe('npm run load, as a user runs it', () => {
  it('killed with SIGKILL while it writes, leaves the previous warehouse serving; the next load takes over and ends clean', async () => {
    const dataDir = join(work, 'killed');
    mkdirSync(dataDir);
    cpSync(join(loaded, 'warehouse.duckdb'), join(dataDir, 'warehouse.duckdb'));
    const file = join(dataDir, 'warehouse.duckdb');
    const before = statSync(file);
    const day = await slice(join(work, 'killed-day'), (t) => (t.name === 'fx_rate' ? `rate_date = (SELECT max(rate_date) FROM '${join(exported, 'fx_rate.parquet')}')` : null));
    const child = loadCli(dataDir, day);
    // the loader's own process, as the lock names it (tsx runs the script in a child process of its own), killed the moment it
    // says it writes: a poll every 200 ms let a fast machine's load commit first (it was then killed copying its standby)
    const loader = await new Promise<number>((done, fail) => {
      const look = () => {
        if (!/load: +\d+% (writing tables|members|rollups)/.test(child.output())) return;
        const pid = Number(readFileSync(join(dataDir, '.load.lock'), 'utf8'));
        process.kill(pid, 'SIGKILL');
        done(pid);
      };
      child.stdout!.on('data', look);
      child.stderr!.on('data', look);
      child.once('exit', () => fail(new Error(`the load ended before it wrote:\n${child.output()}`)));
    });
    child.kill('SIGKILL');
    await exitOf(child);
    await vi.waitFor(() => expect(() => process.kill(loader, 0)).toThrow(), { timeout: 30_000 });
    expect(readdirSync(dataDir).filter((f) => f === '.load.lock' || /\.load\.\d+\.tmp$/.test(f)).length).toBeGreaterThan(0);
    expect([statSync(file).mtimeMs, statSync(file).size]).toEqual([before.mtimeMs, before.size]);

    const again = loadCli(dataDir, day);
    expect(await exitOf(again), again.output()).toBe(0);
    expect(again.output()).toMatch(/load: days \d{4}-\d{2}-\d{2} … \d{4}-\d{2}-\d{2} written to .* in [\d.]+ s\n/);
    // nothing half-written left: only the copy the next load starts from (standby.ts), complete
    expect(readdirSync(dataDir).filter((f) => f.startsWith('.')).sort()).toEqual([STANDBY, `${STANDBY}.json`]);
    expect(await warehouseDiff(inject('warehouseFile'), file, SKIP)).toEqual([]);

    // the next load starts from that copy, and gives the same warehouse
    const third = loadCli(dataDir, day);
    expect(await exitOf(third), third.output()).toBe(0);
    expect(third.output()).toMatch(/written to .* \(from the copy made after the last load\)/);
    expect(await warehouseDiff(inject('warehouseFile'), file, SKIP)).toEqual([]);
  }, 600_000);

  it('refuses a damaged folder with exit status 1, printing the problems, the warehouse as it was', async () => {
    const dir = join(work, 'cli-bad');
    mkdirSync(dir);
    writeFileSync(join(dir, 'dim_cms.csv'), 'cms_id,cms_name\nx,Siam Unit\n');
    const before = statSync(join(loaded, 'warehouse.duckdb'));
    const child = loadCli(loaded, dir);
    expect(await exitOf(child)).toBe(1);
    expect(statSync(join(loaded, 'warehouse.duckdb')).mtimeMs).toBe(before.mtimeMs);
    expect(child.output()).toMatch(/load refused: \d+ problems? found; the warehouse is unchanged/);
    expect(child.output()).toMatch(/dim_cms\.csv, row 2, column cms_id: is not of type INTEGER \(value "x"\)/);
  }, 120_000);
});

describe('one load at a time', () => {
  it('refuses a second load while the first holds the folder, and takes over the lock of a load that died', () => {
    const release = holdLoadLock(work);
    expect(() => holdLoadLock(work)).toThrow(LoadRefused);
    release();
    // a lock left by a process that no longer runs, and its half-written warehouse
    writeFileSync(join(work, '.load.lock'), '2147483646');
    writeFileSync(join(work, '.warehouse.duckdb.load.2147483646.tmp'), 'half');
    const again = holdLoadLock(work);
    expect(existsSync(join(work, '.warehouse.duckdb.load.2147483646.tmp'))).toBe(false);
    again();
    expect(existsSync(join(work, '.load.lock'))).toBe(false);
  });
});
