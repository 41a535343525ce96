import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsCriteria } from '../../../../src/engine/report/sampleFilters';
import { compileReport, run } from '../../../../server/compiler/pipeline';
import { residentRows } from '../../../../server/compiler/resident/read';
import { residentTableNames } from '../../../../server/compiler/resident/tables';
import type { ResidentRead } from '../../../../server/compiler/types';
import { dayText, residentTable } from '../../../../server/warehouse/resident';
import type { HeldTables } from '../../../../server/warehouse/residentTypes';
import { openDuckWarehouse } from '../../../../server/warehouse/duckdb';
import type { ExactRow, Warehouse } from '../../../../server/warehouse/warehouse';
import { openReportFixture, type ReportFixture } from '../../reports/support';

let fx: ReportFixture;
beforeAll(async () => {
  fx = await openReportFixture();
  await fx.warehouse.resident!()!.hold(residentTableNames(fx.service.registry.models.values()));
}, 600_000);
afterAll(async () => { await fx?.warehouse.close(); });

/** The fixture's warehouse without its tables held: every statement runs in SQL. */
const sqlOnly = (): Warehouse => ({
  dialect: 'duckdb',
  query: fx.warehouse.query.bind(fx.warehouse),
  queryExact: fx.warehouse.queryExact!.bind(fx.warehouse),
  close: async () => undefined,
});

/** The fixture's warehouse whose statements fail: only what the held tables answer can pass. */
const heldOnly = (): Warehouse => ({
  dialect: 'duckdb',
  query: () => Promise.reject(new Error('a statement ran instead of the held tables')),
  queryExact: () => Promise.reject(new Error('a statement ran instead of the held tables')),
  resident: () => fx.warehouse.resident!(),
  close: async () => undefined,
});

/** Rows compared as sets: each row's fields that are not NULL (a union by name adds NULL columns), exact numbers as text. */
const rowSet = (rows: readonly ExactRow[]) => rows
  .map((r) => JSON.stringify(Object.fromEntries(Object.entries(r).filter(([, v]) => v !== null).sort(([a], [b]) => a.localeCompare(b))), (_, v) => (typeof v === 'bigint' ? `${v}n` : v)))
  .sort();

const shape = (rows: Record<string, unknown>[]) => JSON.stringify(rows.map(({ __totals_row, ...r }) => (Number(r.__part) === 2 ? { totals: __totals_row } : r)));

describe('reports read from the small tables held in memory', () => {
  it('reads the same rows, values and types as the statement, and answers as its SQL does', async () => {
    const to = fx.service.dataEnd;
    const day = (n: number) => dayjs(to).add(n, 'day').format('YYYY-MM-DD');
    const ranges = [undefined, { preset: 'custom', from: day(-44), to }, { preset: 'custom', from: day(-6), to: day(-2) },
      // after the data's last day: no current rows, the previous period's groups alone
      { preset: 'custom', from: day(1), to: day(7) },
      // long before the last day, and two years: distinct members from their active days by previous day, sums from a month rollup's day rollup
      { preset: 'custom', from: day(-500), to: day(-481) }, { preset: 'custom', from: day(-729), to }];
    const scopes = [fx.siteIds, fx.siteIds.slice(0, 2)];
    const ids = new Set<string>();
    let compared = 0;
    for (const report of fx.service.registry.reports.values()) {
      if (needsCriteria(report)) continue;
      for (const siteIds of scopes) {
        for (const range of ranges) {
          const request = range && report.filters.some((f) => f.key === 'range') ? { filters: { range } } : {};
          const compiled = compileReport(report, request, { siteIds }, fx.service.context(fx.now));
          for (const step of compiled.steps) {
            const s = step.statement;
            if (!s.resident) continue;
            const held = residentRows(s.resident, fx.warehouse.resident!()!);
            expect(held, `${report.id} ${JSON.stringify(request)}: held tables answer`).toBeDefined();
            const read = await fx.warehouse.queryExact!(s.sql, s.params);
            expect(rowSet(held!), `${report.id} ${JSON.stringify(request)} ${siteIds.length} sites`).toEqual(rowSet(read));
            // the whole answer: rows, fields in order, values to the last digit, totals row, chart
            const [fromHeld, inSql] = await Promise.all([run(heldOnly(), s, 30_000), run(sqlOnly(), s.instead?.statement ?? s, 30_000)]);
            expect(shape(fromHeld)).toBe(shape(inSql));
            ids.add(report.id);
            compared++;
          }
        }
      }
    }
    // the dashboards, the site comparison, outline and recap, and the trends' first pages
    expect([...ids]).toEqual(expect.arrayContaining(['site_dashboard', 'house_site_dashboard', 'site_compare', 'site_outline', 'site_recap', 'site_trend', 'house_site_trend', 'market_trend']));
    expect(compared).toBeGreaterThan(50);
  }, 600_000);

  it('answers a trend\'s later page, and money in another currency, by its statement', async () => {
    const trend = fx.service.registry.reports.get('site_trend')!;
    const ctx = fx.service.context(fx.now);
    // a remote grid's later page, and a currency converted at each day's rate, are no reads of the held tables
    expect(compileReport(trend, { page: { index: 1, size: 20 } }, { siteIds: fx.siteIds }, ctx).steps.some((s) => s.statement.resident)).toBe(false);
    expect(compileReport(trend, { currency: 'THB' }, { siteIds: fx.siteIds }, ctx).steps.some((s) => s.statement.resident)).toBe(false);
    const first = compileReport(trend, {}, { siteIds: fx.siteIds }, ctx).steps[0].statement;
    expect(first.resident).toBeDefined();
    // the first page through the held tables, then the same page of the same rows as its SQL statement pages them
    const [held, paged] = await Promise.all([run(heldOnly(), first, 30_000), run(sqlOnly(), first.instead!.statement, 30_000)]);
    expect(shape(held)).toBe(shape(paged));
    expect(held.filter((r) => Number(r.__part) === 0).length).toBe(trend.paging.mode === 'remote' ? trend.paging.pageSize ?? 50 : held.length);
  });

  it('holds a table\'s values as the warehouse does', async () => {
    const tables = fx.warehouse.resident!()!;
    const t = tables.get(['rollup_gaming_site_day'])!.get('rollup_gaming_site_day')!;
    const [sums] = await fx.warehouse.queryExact!('SELECT count(*) AS n, sum(apv_bet) AS bet, sum(gm_dau) AS dau, min(stat_date)::VARCHAR AS first FROM rollup_gaming_site_day');
    expect(t.rows).toBe(Number((sums.n as { unscaled: bigint }).unscaled));
    const total = (name: string) => {
      const c = t.columns.get(name)!;
      let s = 0n;
      for (let i = 0; i < t.rows; i++) s += 'safe' in c ? (Number.isNaN(c.safe[i]) ? 0n : BigInt(c.safe[i])) : 'big' in c ? c.big[i] : 0n;
      return s;
    };
    expect(total('apv_bet')).toBe((sums.bet as { unscaled: bigint }).unscaled);
    expect(total('gm_dau')).toBe((sums.dau as { unscaled: bigint }).unscaled);
    const days = t.columns.get('stat_date')!;
    expect('days' in days && dayText(days.days[0])).toBe(sums.first);
    expect(t.dayRows!(0, 1e6)).toEqual([0, t.rows]);
    // a table the warehouse has not is refused, and asked for, none is held
    await tables.hold(['no_such_table']);
    expect(tables.get(['no_such_table'])).toBeUndefined();
    expect(tables.get(['rollup_gaming_site_day', 'no_such_table'])).toBeUndefined();
  });

  it('adds up sums whose magnitudes pass 2^53 exactly, as bigints', () => {
    const model = fx.service.registry.models.get('gaming')!;
    const rollup = model.rollups!.find((r) => r.dimensions.includes('site_id') && !r.dimensions.includes('game_code'))!;
    // three rows of one site and day whose unscaled amounts are each exact in a double, their sum not
    const big = 2 ** 52 + 1;
    const type = { kind: 'number' as const, scale: 6, wide: true, integer: false, width: 38 };
    const table = residentTable('t', 3, new Map([
      ['site_id', { type: { kind: 'number' as const, scale: 0, wide: false, integer: true, width: 0 }, safe: Float64Array.of(1, 1, 1), exact: true }],
      ['stat_date', { type: { kind: 'date' as const }, days: Float64Array.of(20000, 20000, 20000) }],
      ['apv_bet', { type, safe: Float64Array.of(big, big, 3), exact: false }],
    ]));
    const tables = { get: (names: readonly string[]) => new Map(names.map((n) => [n, table])) } as unknown as HeldTables;
    const part = { model, aggregates: ['apv_bet'], dimensions: ['site_id'], conditions: [], source: { kind: 'rollup' as const, rollup, table: 't' } };
    const read: ResidentRead = {
      keys: ['site_id'], cur: { parts: [part], range: { from: '2024-10-04', to: '2024-10-04' } }, scope: { siteIds: [1] },
      dims: [{ name: 'site_id', key: 'site_id' }], reads: [{ rel: 'cur', measure: 'apv_bet', column: '__cur_apv_bet' }], marked: false, limit: 10,
    };
    const [row] = residentRows(read, tables)!;
    expect(row.__cur_apv_bet).toEqual({ unscaled: 2n * BigInt(big) + 3n, scale: 6, wide: true });
    expect(row.site_id).toEqual({ unscaled: 1n, scale: 0 });
  });

  it('answers by the statement when reading the held tables fails', async () => {
    const failing: Warehouse = { ...sqlOnly(), resident: () => ({ get: () => { throw new Error('broken'); } }) as unknown as HeldTables };
    const s = compileReport(fx.service.registry.reports.get('site_dashboard')!, {}, { siteIds: fx.siteIds }, fx.service.context(fx.now)).steps[0].statement;
    expect(s.resident).toBeDefined();
    expect(shape(await run(failing, s, 30_000))).toBe(shape(await run(sqlOnly(), s.instead!.statement, 30_000)));
  });

  it('holds a table of the warehouse\'s own schema, not a namesake of another', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'resident-'));
    const file = path.join(dir, 'w.duckdb');
    const writing = await openDuckWarehouse(file);
    await writing.query('CREATE TABLE r1 (site_id INTEGER, amt DECIMAL(18, 2))');
    await writing.query('INSERT INTO r1 VALUES (1, 1.50), (1, 2.25), (2, NULL)');
    await writing.query('CREATE SCHEMA s2');
    await writing.query('CREATE TABLE s2.r1 (site_id INTEGER, amt INTEGER)');
    await writing.close();
    const reading = await openDuckWarehouse(file, { readOnly: true });
    try {
      await reading.resident()!.hold(['r1']);
      const amt = reading.resident()!.get(['r1'])!.get('r1')!.columns.get('amt')!;
      expect(amt.type).toMatchObject({ kind: 'number', scale: 2 });
      expect('safe' in amt && [...amt.safe]).toEqual([150, 225, NaN]);
    } finally {
      await reading.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
