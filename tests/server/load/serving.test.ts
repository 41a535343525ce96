import { DuckDBInstance } from '@duckdb/node-api';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { CONTRACT, suppliedColumns } from '../../../server/load/contract';
import { loadWarehouse } from '../../../server/load/load';
import { holdLoadLock } from '../../../server/load/lock';
import type { LoadRecord } from '../../../server/load/loadLog';
import { LoadRefused } from '../../../server/load/problems';
import { AnswerCache } from '../../../server/reports/answerCache';
import { callApi, login, startTestServer, type TestServer } from '../../support/server';

/**
 * A load while the console serves (issue: no downtime, nothing half-seen): 20 clients ask for a
 * report without pause while a late correction of the last day is loaded; every request is
 * answered, each answer is the previous load's or the new one's, never a mix, and the switch
 * happens at one instant. A damaged folder loaded next is refused and the answers stay.
 */
let work: string;
let dataDir: string;
let server: TestServer;
let token: string;
let last: string;
/** The last day's approved bets in the base currency, as SQL sums them over the facts. */
let dayBets: number;
let answers: AnswerCache;

const sql = async (file: string, text: string) => {
  const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
  const c = await instance.connect();
  try {
    return (await c.runAndReadAll(text)).getRowObjectsJson();
  } finally {
    c.closeSync();
    instance.closeSync();
  }
};

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'serving-'));
  dataDir = join(work, 'data');
  mkdirSync(dataDir);
  copyFileSync(inject('warehouseFile'), join(dataDir, 'warehouse.duckdb'));
  const [row] = await sql(join(dataDir, 'warehouse.duckdb'), 'SELECT CAST(max(stat_date) AS VARCHAR) AS last FROM fact_game_day');
  last = String(row.last);
  const [bets] = await sql(join(dataDir, 'warehouse.duckdb'), `SELECT CAST(sum(apv_bet_base) AS DOUBLE) AS bets FROM fact_game_day WHERE stat_date = DATE '${last}'`);
  dayBets = Number(bets.bets);
  // the correction: the last day's game rows again, every approved bet twice what it was
  const game = CONTRACT.find((t) => t.name === 'fact_game_day')!;
  const columns = suppliedColumns(game).map((c) => (c.name === 'apv_bet' ? 'apv_bet * 2 AS apv_bet' : c.name));
  const instance = await DuckDBInstance.create(join(dataDir, 'warehouse.duckdb'), { access_mode: 'READ_ONLY' });
  const c = await instance.connect();
  mkdirSync(join(work, 'day'));
  await c.run(`COPY (SELECT ${columns.join(', ')} FROM fact_game_day WHERE stat_date = DATE '${last}') TO '${join(work, 'day', 'fact_game_day.parquet')}' (FORMAT parquet)`);
  c.closeSync();
  instance.closeSync();
  answers = new AnswerCache();
  server = await startTestServer({ warehouseFile: join(dataDir, 'warehouse.duckdb'), loadsEveryMs: 50, answers });
  token = await login(server.url, 'provider');
}, 300_000);

afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

interface Asked { started: number; ended: number; http: number; status: number; bets: number | undefined }

const ask = async (): Promise<Asked> => {
  const started = performance.now();
  const answer = await callApi<{ totals?: { apv_bet: number } }>(server.url, '/report/site_compare', { filters: { range: { preset: 'custom', from: last, to: last } } }, token);
  return { started, ended: performance.now(), http: answer.http, status: answer.status, bets: answer.result.totals?.apv_bet };
};

describe('a load while the console serves', () => {
  it('says in every answer and in the session up to when the data runs: the last day and its latest transaction, to the minute', async () => {
    const [row] = await sql(join(dataDir, 'warehouse.duckdb'), `SELECT strftime(max(order_time), '%Y-%m-%d %H:%M') AS t FROM fact_transaction WHERE stat_date = DATE '${last}'`);
    expect(String(row.t)).toMatch(new RegExp(`^${last} \\d{2}:\\d{2}$`));
    const answer = await callApi<{ meta: { dataTo?: string } }>(server.url, '/report/site_compare', { filters: { range: { preset: 'prev7' } } }, token);
    expect(answer.result.meta.dataTo).toBe(row.t);
    const info = await callApi<{ domain: { dataTo?: string; dataEnd?: string } }>(server.url, '/operator/session', {}, token);
    expect(info.result.domain).toMatchObject({ dataTo: row.t, dataEnd: last });
  });

  it('answers every request of 20 clients, each from one load, switching to the new one at one instant', async () => {
    const before = (await ask()).bets!;
    expect(before).toBeCloseTo(dayBets, 2);
    const firstLoad = answers.stats().generation;
    let loading = true;
    const asked: Asked[] = [];
    const client = async () => {
      while (loading) asked.push(await ask());
    };
    const clients = Array.from({ length: 20 }, client);
    const summary = await loadWarehouse({ dataDir, from: join(work, 'day') });
    expect(summary.days.last).toBe(last);
    await vi.waitFor(async () => expect((await ask()).bets).not.toBeCloseTo(before, 2), { timeout: 60_000, interval: 100 });
    // a few more rounds on the new load
    const switched = asked.length;
    await vi.waitFor(() => expect(asked.length).toBeGreaterThan(switched + 40), { timeout: 60_000, interval: 50 });
    loading = false;
    await Promise.all(clients);

    expect(asked.filter((a) => a.http !== 200 || a.status !== 1)).toEqual([]);
    const after = 2 * dayBets;
    const isBefore = (a: Asked) => Math.abs(a.bets! - before) < 0.01;
    const isAfter = (a: Asked) => Math.abs(a.bets! - after) < 0.01;
    expect(asked.filter((a) => !isBefore(a) && !isAfter(a))).toEqual([]);
    expect(asked.filter(isBefore).length).toBeGreaterThan(0);
    expect(asked.filter(isAfter).length).toBeGreaterThan(40);
    // once one answer of the new load was out, no request begun later was answered from the previous one
    const firstNew = Math.min(...asked.filter(isAfter).map((a) => a.ended));
    expect(asked.filter((a) => isBefore(a) && a.started > firstNew)).toEqual([]);
    // the answers kept are the new load's: the previous load's were dropped at the switch
    expect(answers.stats()).toMatchObject({ loads: 1, generation: expect.not.stringMatching(`^${firstLoad}$`) });
    expect(answers.stats().entries).toBeGreaterThan(0);
  }, 600_000);

  it('keeps answering from the load served when a damaged folder is refused', async () => {
    const served = (await ask()).bets;
    const file = join(dataDir, 'warehouse.duckdb');
    const before = statSync(file);
    const bad = join(work, 'bad');
    mkdirSync(bad);
    copyFileSync(join(work, 'day', 'fact_game_day.parquet'), join(bad, 'fact_game_day.parquet'));
    truncateSync(join(bad, 'fact_game_day.parquet'), Math.floor(statSync(join(bad, 'fact_game_day.parquet')).size / 2));
    const error = await loadWarehouse({ dataDir, from: bad }).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(LoadRefused);
    expect((error as LoadRefused).problems[0].file).toMatch(/fact_game_day\.parquet$/);
    await new Promise((r) => setTimeout(r, 500));
    expect(statSync(file).ino).toBe(before.ino);
    expect((await ask()).bets).toBe(served);
  }, 120_000);

  it('lists every load for administrators, newest first, and audits each', async () => {
    const admin = await login(server.url, 'admin');
    const listed = await callApi<{ res: LoadRecord[]; total: number }>(server.url, '/maintenance/loads/list', {}, admin);
    expect(listed.status).toBe(1);
    expect(listed.result.res.map((r) => r.result)).toEqual(['refused', 'loaded']);
    const [refused, loaded] = listed.result.res;
    expect(loaded).toMatchObject({ files: ['fact_game_day.parquet'], rows: { fact_game_day: expect.any(Number) }, daysLoaded: { first: last, last, count: 1 } });
    // a day of game rows loaded again: the tables it feeds refreshed for it, those of the other facts left, none built whole for it
    expect(loaded.derived!.refreshed).toBeGreaterThan(0);
    expect(loaded.derived!.kept).toBeGreaterThan(0);
    expect(loaded.derived!.rebuiltBecause).toBeUndefined();
    expect(loaded.seconds).toBeGreaterThan(0);
    expect(refused).toMatchObject({ files: ['fact_game_day.parquet'], problems: { count: 1 } });
    expect(refused.problems!.listed[0]).toMatch(/fact_game_day\.parquet/);
    expect(refused.problems!.at![0]).toMatchObject({ file: expect.stringMatching(/fact_game_day\.parquet$/), why: { code: 'unreadable', error: expect.any(String) } });
    // the folder a load must name, and a load under way there (this process holding the folder's lock)
    expect((listed.result as unknown as { dataDir: string }).dataDir).toBe(resolve(dataDir));
    expect((listed.result as unknown as { running?: unknown }).running).toBeUndefined();
    const release = holdLoadLock(dataDir);
    try {
      const during = await callApi<{ running?: { pid: number; since: string } }>(server.url, '/maintenance/loads/list', {}, admin);
      expect(during.result.running).toEqual({ pid: process.pid, since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    } finally {
      release();
    }
    // an operator without the administrators' item is refused the page
    expect((await callApi(server.url, '/maintenance/loads/list', {}, token)).status).toBe(8046);
    await vi.waitFor(async () => {
      const audited = await server.store.all(`SELECT action, target FROM audit_log WHERE action LIKE 'data.load%' ORDER BY audit_id`);
      expect(audited).toEqual([{ action: 'data.load', target: loaded.id }, { action: 'data.load.refused', target: refused.id }]);
    }, { timeout: 10_000, interval: 100 });
  });
});
