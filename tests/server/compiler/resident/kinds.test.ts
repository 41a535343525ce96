import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileReport, run, runReport } from '../../../../server/compiler/pipeline';
import { residentTableNames } from '../../../../server/compiler/resident/tables';
import { dialectOf } from '../../../../server/compiler/dialect/dialects';
import { duckdbActiveUsers } from '../../../../server/compiler/kinds/activeUsers/duckdb';
import { heldActiveUsers } from '../../../../server/compiler/kinds/activeUsers/held';
import type { ActiveUsersPlan } from '../../../../server/compiler/kinds/activeUsers/plan';
import type { KindInput } from '../../../../server/compiler/kinds/kind';
import { openDuckWarehouse } from '../../../../server/warehouse/duckdb';
import type { Row, Warehouse } from '../../../../server/warehouse/warehouse';
import { openReportFixture, type ReportFixture } from '../../reports/support';

let fx: ReportFixture;
let markets: string[];
beforeAll(async () => {
  fx = await openReportFixture();
  await fx.warehouse.resident!()!.hold(residentTableNames(fx.service.registry.models.values()));
  markets = (await fx.warehouse.query('SELECT DISTINCT site_currency AS c FROM dim_site ORDER BY 1')).map((r) => String(r.c));
});
afterAll(async () => { await fx?.warehouse.close(); });

const failing = () => Promise.reject(new Error('a statement ran instead of the held tables'));
/** The fixture's warehouse without its tables held: every statement runs in SQL. */
const sqlOnly = (): Warehouse => ({ dialect: 'duckdb', query: fx.warehouse.query.bind(fx.warehouse), queryExact: fx.warehouse.queryExact!.bind(fx.warehouse), close: async () => undefined });
/** The fixture's warehouse whose statements fail: only what the held tables answer can pass. */
const heldOnly = (): Warehouse => ({ dialect: 'duckdb', query: failing, queryExact: failing, resident: () => fx.warehouse.resident!(), close: async () => undefined });

const shape = (rows: Row[]) => JSON.stringify(rows);

describe('named kinds computed from the tables held in memory', () => {
  it('answers the funnel and the active users\' averages as their SQL does, with no statement', async () => {
    const to = fx.service.dataEnd;
    const day = (n: number) => dayjs(to).add(n, 'day').format('YYYY-MM-DD');
    const ranges = [undefined, { preset: 'custom', from: day(-729), to }, { preset: 'custom', from: day(-44), to: day(-3) }, { preset: 'custom', from: day(-6), to: day(-6) },
      // after the data's last day: nothing counted (a funnel of zeros, no platform active)
      { preset: 'custom', from: day(1), to: day(7) }];
    const scopes = [fx.siteIds, fx.siteIds.slice(0, 2), fx.siteIds.slice(-1)];
    const filters = [{}, { markets: [markets[0]] }, { markets: markets.slice(1) }];
    const ctx = fx.service.context(fx.now);
    let compared = 0;
    for (const id of ['member_cvt', 'member_activity']) {
      const report = fx.service.registry.reports.get(id)!;
      const byMarket = report.filters.some((f) => f.key === 'markets') ? filters : [{}];
      for (const siteIds of scopes) for (const range of ranges) for (const extra of byMarket) {
        const request = { filters: { ...(range ? { range } : {}), ...extra } };
        for (const step of compileReport(report, request, { siteIds }, ctx).steps) {
          const s = step.statement;
          expect(s.held, `${id} ${step.name} ${JSON.stringify(request)}: computed from the held tables`).toBeDefined();
          // rows, fields in order and values to the last digit, after the same finish (order, chart)
          const [held, inSql] = await Promise.all([run(heldOnly(), s, 30_000), run(sqlOnly(), s, 30_000)]);
          expect(shape(held), `${id} ${step.name} ${JSON.stringify(request)} ${siteIds.length} sites`).toBe(shape(inSql));
          compared++;
        }
        // the whole answer, its totals row too, with no statement run
        const { meta: _held, ...fromHeld } = await runReport(report, request, { siteIds }, ctx, heldOnly());
        const { meta: _sql, ...inSql } = await runReport(report, request, { siteIds }, ctx, sqlOnly());
        expect(fromHeld).toEqual(inSql);
      }
    }
    expect(compared).toBeGreaterThan(50);
  }, 300_000);

  it('counts what the steps and the averages are made of', async () => {
    const ctx = fx.service.context(fx.now);
    const range = { preset: 'custom', from: dayjs(fx.service.dataEnd).subtract(13, 'day').format('YYYY-MM-DD'), to: fx.service.dataEnd };
    const funnel = await runReport(fx.service.registry.reports.get('member_cvt')!, { filters: { range } }, { siteIds: fx.siteIds }, ctx, heldOnly());
    const [registered] = await fx.warehouse.query('SELECT sum(reg_dau)::BIGINT AS n FROM rollup_registration_site_day WHERE stat_date BETWEEN $1 AND $2', [range.from, range.to]);
    const users = funnel.res.map((r) => Number(r.users));
    expect(users[0]).toBe(Number(registered.n));
    // each step needs the one before: no step grows, and each rate is its count over the first or the one before
    users.slice(1).forEach((u, i) => expect(u).toBeLessThanOrEqual(users[i]));
    funnel.res.forEach((r, i) => {
      expect(r.cvt_rate).toBeCloseTo(users[i] / users[0], 12);
      expect(r.step_rate).toBe(i === 0 ? null : users[i] / users[i - 1]);
    });
    const activity = await runReport(fx.service.registry.reports.get('member_activity')!, { filters: { range } }, { siteIds: fx.siteIds }, ctx, heldOnly());
    expect(activity.res.length).toBeGreaterThan(0);
    for (const r of activity.res) {
      // averages of members active over 1, 7 and 30 days: DAU ≤ WAU ≤ MAU, stickiness DAU ÷ MAU
      expect(Number(r.activity_dau)).toBeLessThanOrEqual(Number(r.activity_wau));
      expect(Number(r.activity_wau)).toBeLessThanOrEqual(Number(r.activity_mau));
      expect(r.activity_stickiness).toBeCloseTo(Number(r.activity_dau) / Number(r.activity_mau), 12);
      expect(r.activity_days).toBe(14);
    }
  });

  it('leaves out a group whose window counts add up to nothing, and reads NULL counts as SQL does', async () => {
    // a table of window counts of its own: a platform counted nowhere (0), one whose counts are NULL, one counted, a site out of scope
    const dir = await mkdtemp(path.join(os.tmpdir(), 'held-kinds-'));
    const file = path.join(dir, 'w.duckdb');
    const writing = await openDuckWarehouse(file);
    await writing.query('CREATE TABLE w (site_id INTEGER, stat_date DATE, site_currency VARCHAR, platform_code VARCHAR, c1 BIGINT, c7 BIGINT, c30 BIGINT)');
    await writing.query(`INSERT INTO w VALUES (1, '2026-03-01', 'THB', 'zero', 0, 0, 0), (1, '2026-03-02', 'THB', 'zero', 0, 0, 0),
      (1, '2026-03-01', 'THB', 'nulls', NULL, NULL, NULL), (1, '2026-03-01', 'THB', 'web', 3, 5, 9), (2, '2026-03-02', 'VND', 'web', 1, 1, 2),
      (9, '2026-03-02', 'THB', 'app', 7, 7, 7), (1, '2026-03-03', 'THB', 'app', 2, 4, 4), (1, '2026-02-28', 'THB', 'app', 5, 5, 5)`);
    await writing.close();
    const reading = await openDuckWarehouse(file, { readOnly: true });
    try {
      await reading.resident()!.hold(['w']);
      const login = fx.service.registry.models.get('login')!;
      const dialect = dialectOf('duckdb');
      for (const [group, conditions] of [[['platform_code'], []], [[], []], [['platform_code'], [{ dimension: 'site_currency', op: 'in', values: ['THB'] }]]] as const) {
        const plan = {
          login, group: [...group], from: '2026-03-01', to: '2026-03-03', actsRange: { from: '2026-01-31', to: '2026-03-03' },
          acts: { model: login, aggregates: [], dimensions: ['member_id', ...group], grain: 'day', conditions: [...conditions], source: { kind: 'raw' } },
          windows: { table: 'w', columns: { dau: 'c1', wau: 'c7', mau: 'c30' } },
        } as unknown as ActiveUsersPlan;
        const input = { scope: { siteIds: [1, 2] }, conditions: [...conditions], dialect } as unknown as KindInput;
        const params = dialect.params();
        const rel = duckdbActiveUsers(plan, input, params);
        const order = (rows: Row[]) => JSON.stringify([...rows].sort((a, b) => String(a.platform_code).localeCompare(String(b.platform_code))));
        const held = heldActiveUsers(plan, input.scope)!(reading.resident()!)!;
        expect(order(held), `${group.join()} ${JSON.stringify(conditions)}`).toBe(order(await reading.query(`${rel.withRes}\nSELECT * FROM res`, params.values)));
        if (group.length) expect(held.map((r) => r.platform_code)).not.toContain('zero');
      }
    } finally {
      await reading.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
