import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openAppStore } from '../../../server/appstore/appStore';
import { seedDemo } from '../../../server/appstore/seedDemo';
import { loadWarehouseLists } from '../../../server/auth/warehouseLists';
import { buildApp } from '../../../server/http/app';
import type { ReportDefinition } from '../../../src/engine/definition/report';
import type { ReportRequest, ReportResult } from '../../../src/engine/request/types';
import { sortableFields } from '../../../src/engine/request/sortableFields';
import { sampleFilters } from '../../../src/engine/report/sampleFilters';
import { QueryParams, sqlLiteral } from '../../../server/compiler/dialect/clickhouse/literals';
import { readsCurrentDialect } from '../../../server/compiler/dialect/dialects';
import { compileReport } from '../../../server/compiler/pipeline';
import type { RowScope } from '../../../server/compiler/types';
import { shiftDay } from '../../../server/compiler/kinds/shared/scope';
import { createReportService, type ReportService } from '../../../server/reports/reportService';
import { residentTableNames } from '../../../server/compiler/resident/tables';
import type { ClickHouseWarehouse } from '../../../server/warehouse/clickhouse/clickhouseWarehouse';
import { openDuckWarehouse, type DuckWarehouse } from '../../../server/warehouse/duckdb';
import { INJECTION_PROBES } from '../../support/injectionProbes';
import { createTestApp, injectApi, injectLogin } from '../../support/server';
import { testNow } from '../../support/testClock';

// Every registered report (and section) answers the same on the two-shard cluster as on DuckDB,
// through the report service each warehouse is served by: same rows in the same order, money to
// the cent, rates to 1e-9, dates equal; then the same on a few variations of the filters.

interface Case { label: string; report: ReportDefinition; request: ReportRequest }

/**
 * Equal as the issue asks: numbers to 1e-9 of their size and never further apart than a cent, the rest exactly.
 * A growth (`x_growth`, now less before) is a difference of two sums, as exact as they are: it is held to
 * 1e-9 of the larger of its row's `x` and `x_prev`, since a sum added in another order on ClickHouse's
 * threads differs in its last bits and the difference keeps that error, not its own size's share of it.
 */
function same(a: unknown, b: unknown, scale = 0): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= Math.min(0.005, 1e-9 * Math.max(1, scale, Math.abs(a), Math.abs(b)));
  return JSON.stringify(a) === JSON.stringify(b);
}

/** What a field's figure is as exact as: for a growth, the sums it is the difference of. */
function operandScale(row: Record<string, unknown>, field: string): number {
  const of = /^(.*)_growth$/.exec(field)?.[1];
  if (!of) return 0;
  return Math.max(...[row[of], row[`${of}_prev`]].map((v) => (typeof v === 'number' ? Math.abs(v) : 0)));
}

function expectSameRows(label: string, duck: readonly Record<string, unknown>[], ch: readonly Record<string, unknown>[]): void {
  expect(ch.length, `${label}: rows`).toBe(duck.length);
  duck.forEach((d, i) => {
    expect(Object.keys(ch[i]).sort(), `${label}: fields of row ${i}`).toEqual(Object.keys(d).sort());
    for (const [field, value] of Object.entries(d)) {
      if (!same(value, ch[i][field], operandScale(d, field))) expect.fail(`${label}: row ${i} ${field}: DuckDB ${JSON.stringify(value)}, ClickHouse ${JSON.stringify(ch[i][field])}`);
    }
  });
}

export function expectSameResult(label: string, duck: ReportResult, ch: ReportResult): void {
  expectSameRows(label, duck.res, ch.res);
  expect(ch.total, `${label}: total`).toBe(duck.total);
  expectSameRows(`${label} totals`, duck.totals ? [duck.totals] : [], ch.totals ? [ch.totals] : []);
  // a query's top: "Others", gathering the same rows
  expectSameRows(`${label} others`, duck.others ? [duck.others.row] : [], ch.others ? [ch.others.row] : []);
  expect(ch.others?.count, `${label}: others`).toBe(duck.others?.count);
  // a pivot: laid out by the same values (its cells, row and value totals compared above)
  expect(ch.pivot, `${label}: pivot`).toEqual(duck.pivot);
  expect(ch.chart?.categories, `${label}: chart categories`).toEqual(duck.chart?.categories);
  duck.chart?.series.forEach((s, i) => expectSameRows(`${label} chart ${s.field}`, s.data.map((v) => ({ v })), (ch.chart?.series[i].data ?? []).map((v) => ({ v }))));
  expect(ch.meta.capped, `${label}: capped`).toEqual(duck.meta.capped);
}

/** The report and each of its sections, on the filters it needs (a member of the recap: one with activity). */
export function parts(report: ReportDefinition, member: number): Case[] {
  const filters = sampleFilters(report);
  for (const f of report.filters) if (f.dimension === 'member_id' && f.widget === 'number') filters[f.key] = member;
  return [undefined, ...(report.sections ?? []).map((s) => s.id)].map((section) => ({
    label: section ? `${report.id}/${section}` : report.id, report, request: { filters, section },
  }));
}

/** The requests' row scope (every site, contacts shown), a second site, and a member of the recap: the most active of the last 30 days. */
export async function parityInputs(duck: DuckWarehouse): Promise<{ scope: RowScope; member: number; site: number }> {
  const sites = await duck.query('SELECT site_id FROM dim_site ORDER BY site_id');
  const scope = { siteIds: sites.map((s) => Number(s.site_id)), contact: true };
  const [active] = await duck.query(`SELECT t.member_id FROM fact_transaction t JOIN member_link l USING (member_id)
    WHERE t.stat_date > (SELECT max(end_date) - 30 FROM warehouse_meta) GROUP BY ALL ORDER BY count(*) DESC, 1 LIMIT 1`);
  return { scope, member: Number(active.member_id), site: scope.siteIds[1] };
}

/** Defaults, then a two-year range, four months amid the data, a range before the data, one site, the last option of each choice, page 2 and another sort. */
function variations(report: ReportDefinition, member: number, dataEnd: string, site: number): Case[] {
  const base = parts(report, member);
  const out = [...base];
  const main = base[0];
  const vary = (label: string, request: Partial<ReportRequest>) => out.push({ ...main, label: `${main.label} (${label})`, request: { ...main.request, ...request } });
  for (const f of report.filters) {
    const filters = (value: unknown) => ({ filters: { ...main.request.filters, [f.key]: value } });
    if (f.widget === 'dateRange') {
      const twoYears = { preset: 'custom', from: shiftDay(dataEnd, -729), to: dataEnd };
      vary('two years', filters(twoYears));
      // four months amid the data: members' spans (a current server's) read with the members straddling the range checked on the fact
      vary('four months amid the data', filters({ preset: 'custom', from: shiftDay(dataEnd, -400), to: shiftDay(dataEnd, -280) }));
      // a range before the data: no rows, and a totals row of nothing (0 counted, not NULL)
      vary('before the data', filters({ preset: 'custom', from: '2000-01-01', to: '2000-03-01' }));
      for (const section of base.slice(1)) out.push({ ...section, label: `${section.label} (two years)`, request: { ...section.request, filters: { ...section.request.filters, [f.key]: twoYears } } });
    }
    if (f.widget === 'sites') vary('one site', filters([site]));
    if (f.widget === 'site') vary('another site', filters(site));
    if (f.param && f.options?.length && f.widget === 'enum') vary(`${f.key} = ${String(f.options.at(-1))}`, filters(f.options.at(-1)));
    if (f.widget === 'grain') vary('by month', filters('month'));
  }
  if (report.paging.mode === 'remote') vary('page 2', { page: { index: 1, size: 20 } });
  const other = sortableFields(report).find((field) => !report.defaultSort?.some((s) => s.field === field));
  if (other) vary(`sorted by ${other}`, { sort: [{ field: other, dir: 'asc' }] });
  return out;
}

/** The console's API over a ClickHouse warehouse, with a fresh demo app store. */
async function clickHouseApp(warehouse: ClickHouseWarehouse): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-ch-app-'));
  const store = await openAppStore(path.join(dir, 'appstore.duckdb'));
  await seedDemo(store, await loadWarehouseLists(warehouse), testNow());
  const app = await buildApp({ warehouse, store, now: testNow });
  return { app, async close() { await app.close(); await store.close(); await fs.rm(dir, { recursive: true, force: true }); } };
}

/** Requests carrying each probe where a value reaches SQL, or where one must never (a sort field, a filter key). */
function probeRequests(probe: string): [string, Record<string, unknown>][] {
  return [
    ['member_lookup', { filters: { username: probe } }],
    ['member_lookup', { filters: { phone: probe } }],
    ['member_lookup', { filters: { realName: probe } }],
    ['game_retention', { filters: { gameKinds: [probe] } }],
    ['site_trend', { filters: { range: { preset: 'custom', from: probe, to: '2026-01-01' } } }],
    ['site_compare', { sort: [{ field: probe, dir: 'asc' }] }],
    ['site_compare', { filters: { [probe]: 1 } }],
    ['member_search', { filters: { conditions: [{ field: 'reg_date', op: 'gte', value: probe }] } }],
    ['member_recap', { filters: { member: probe } }],
  ];
}

/**
 * Every registered report answers on a ClickHouse warehouse as on DuckDB: `engine` names it (a
 * two-shard cluster of 18.16, chDB 26), `open` opens it, loaded with the run's test warehouse. Run by
 * tests/server/warehouse/clickhouse/onCluster.test.ts, on the cluster it shares, and onChdb.test.ts.
 */
export function clickhouseParity(engine: string, open: () => Promise<ClickHouseWarehouse>, dialect?: 'current' | '18.16'): void {
  describe(`reports on ${engine}`, () => {
    let duck: DuckWarehouse;
    let ch: ClickHouseWarehouse;
    let duckService: ReportService;
    let chService: ReportService;
    let scope: RowScope;
    let member: number;
    let site: number;

    beforeAll(async () => {
      duck = await openDuckWarehouse(inject('warehouseFile'), { readOnly: true });
      ch = await open();
      // Parity, not speed: a loaded machine may take longer than the console's 30 s limit.
      duckService = await createReportService(duck, { timeoutMs: 180_000 });
      chService = await createReportService(ch, { timeoutMs: 180_000 });
      ({ scope, member, site } = await parityInputs(duck));
    }, 180_000);
    afterAll(async () => {
      await ch?.close();
      await duck?.close();
    });

    // the dialect the server's version chooses (server/compiler/dialect/dialects.ts): a current server pages in SQL
    it.runIf(dialect)(`prints the ${dialect} dialect for this server, as its version says`, () => {
      const { serverVersion } = chService.context(testNow());
      expect(readsCurrentDialect(serverVersion), String(serverVersion)).toBe(dialect === 'current');
      const report = chService.registry.reports.get('site_compare')!;
      const page = compileReport(report, { filters: sampleFilters(report) }, scope, chService.context(testNow())).print({ op: 'page' });
      if (dialect === 'current') {
        // (ranked within the rows, apart from the totals row where it rides along: groupedTotals.ts)
        expect(page.sql).toMatch(/^SELECT \*, count\(\) OVER \(\) AS __total .*rank\(\) OVER \((PARTITION BY "__g" )?ORDER BY .* LIMIT \{p\d+:Int64\}/s);
        // the values bound on the server, none in the text: the operator's sites and the range's days
        expect(page.params).toEqual(expect.arrayContaining([...scope.siteIds]));
        expect(page.sql).toMatch(/"site_id" IN \(\{p\d+:Int64\}/);
        expect(page.sql).not.toMatch(/'\d{4}-\d{2}-\d{2}'/);
      } else {
        expect(page.finish?.windows).toBeDefined();
        expect(page.params).toEqual([]);
      }
    });

    it('reads the same data end and rollups as DuckDB', () => {
      expect(chService.dataEnd).toBe(duckService.dataEnd);
      expect([...chService.catalog.keys()].sort()).toEqual([...duckService.catalog.keys()].sort());
    });

    // ClickHouse's dialect has no page-and-chart statement: each answer runs the report's page, totals and
    // chart statements themselves, so every report's statements run on ClickHouse 18.16 here
    it('answers every report and section on its default filters as DuckDB does', async () => {
      const now = testNow();
      for (const report of duckService.registry.reports.values()) {
        for (const { label, request } of parts(report, member)) {
          expectSameResult(label, await duckService.run(report, request, scope, now), await chService.run(report, request, scope, now));
        }
      }
    }, 600_000);

    it("answers every report and section in another currency, at each day's rate, as DuckDB does", async () => {
      const now = testNow();
      // THB: the Thai sites' own amounts and every other site's converted; the second site alone in its own currency
      const [thai] = await duck.query("SELECT site_currency FROM dim_site WHERE site_currency = 'THB' LIMIT 1");
      expect(thai, 'a Thai site').toBeDefined();
      for (const report of duckService.registry.reports.values()) {
        for (const { label, request } of parts(report, member)) {
          const inBaht = { ...request, currency: 'THB' };
          expectSameResult(`${label} in THB`, await duckService.run(report, inBaht, scope, now), await chService.run(report, inBaht, scope, now));
        }
      }
    }, 900_000);

    it('answers the same on a two-year range, one site, each choice, page 2 and another sort', async () => {
      const now = testNow();
      for (const report of duckService.registry.reports.values()) {
        for (const { label, request } of variations(report, member, duckService.dataEnd, site).slice(1)) {
          expectSameResult(label, await duckService.run(report, request, scope, now), await chService.run(report, request, scope, now));
        }
      }
    }, 900_000);

    it('reads every injection probe back as itself from the literal the compiler writes', async () => {
      for (const probe of INJECTION_PROBES) expect((await ch.query(`SELECT ${sqlLiteral(probe)} AS v`))[0].v, probe).toBe(probe);
    });

    // a current server binds values by name (QueryParams): each probe read back as itself from its placeholder
    if (dialect === 'current') it('reads every injection probe back as itself from a value bound on the server', async () => {
      const bound = new QueryParams();
      const sql = `SELECT ${INJECTION_PROBES.map((probe, i) => `${bound.add(probe)} AS v${i}`).join(', ')}`;
      expect(sql).not.toContain(INJECTION_PROBES[0]);
      const [row] = await ch.query(sql, bound.values);
      INJECTION_PROBES.forEach((probe, i) => expect(row[`v${i}`], probe).toBe(probe));
    });

    // the cohorts' checkpoints in days, weeks and months read from the members' active days two months at a time: what no report asks but a definition may
    it('answers cohorts whose checkpoints count in days, weeks and months as DuckDB does', async () => {
      const now = testNow();
      const report = duckService.registry.report('deposit_cohorts');
      const q = report.query as Extract<typeof report.query, { kind: 'cohort' }>;
      for (const [unit, at] of [['day', [0, 1, 3, 7, 14, 30]], ['week', [0, 1, 2, 4, 8]], ['month', [0, 1, 2]]] as const) {
        const rates = at.map((n) => `retained_${n}_rate`);
        const variant = { ...report, query: { ...q, checkpoints: { unit, at } }, columns: [...report.columns.slice(0, 2), ...rates.map((field) => ({ field }))], chart: { ...report.chart!, series: rates } } as unknown as ReportDefinition;
        for (const filters of [{}, { period: 'week', range: { preset: 'prev3m' } }]) {
          const duckResult = await duckService.run(variant, { filters }, scope, now);
          expect(duckResult.res.some((r) => Number(r[`retained_${at[1]}_count`]) > 0), unit).toBe(true);
          expectSameResult(`cohorts by ${unit} ${JSON.stringify(filters)}`, duckResult, await chService.run(variant, { filters }, scope, now));
        }
      }
    }, 120_000);

    it('refuses or answers nothing to injection probes through the report API, as on DuckDB', async () => {
      const onDuck = await createTestApp();
      const onClickHouse = await clickHouseApp(ch);
      try {
        const tokens = [await injectLogin(onDuck.app, 'admin'), await injectLogin(onClickHouse.app, 'admin')];
        for (const probe of INJECTION_PROBES) {
          for (const [id, reqData] of probeRequests(probe)) {
            const label = `${id} ${JSON.stringify(reqData)}`;
            const [d, c] = [await injectApi(onDuck.app, `/report/${id}`, reqData, tokens[0]), await injectApi(onClickHouse.app, `/report/${id}`, reqData, tokens[1])];
            expect(c.status === 1, `${label}: refused on one warehouse only (DuckDB ${d.status}, ClickHouse ${c.status} ${c.result.message ?? ''})`).toBe(d.status === 1);
            if (d.status === 1) {
              expect((d.result as unknown as ReportResult).res, label).toEqual([]);
              expect((c.result as unknown as ReportResult).res, label).toEqual([]);
            }
          }
        }
        // the warehouse is intact: the table a probe names still answers
        expect(await ch.query('SELECT count() AS n FROM dim_site')).toEqual(await duck.query('SELECT count(*) AS n FROM dim_site'));
      } finally {
        await onClickHouse.close();
        await onDuck.close();
      }
    }, 300_000);

    it('answers a list over its cap alike: no rows and the count found', async () => {
      const now = testNow();
      const report = duckService.registry.report('member_lookup');
      const request = { filters: { realName: 'an' } }; // a search no earlier test ran: the service keeps a list's keys
      const capped = async (service: ReportService) => (await service.run({ ...report, list: { ...report.list!, cap: 5 } }, request, scope, now));
      const [d, c] = [await capped(duckService), await capped(chService)];
      expect(d.meta.capped?.count).toBeGreaterThan(5);
      expectSameResult('member_lookup capped', d, c);
    });

    // last: the tables held from ClickHouse, as a console over it holds them at start (server/main.ts)
    it('answers as DuckDB does with its small tables held in memory, the site reports made there', async () => {
      const now = testNow();
      const held = ch.resident()!;
      await held.hold(residentTableNames(chService.registry.models.values()));
      expect(held.stats().tables, 'tables held from ClickHouse').toBeGreaterThan(10);
      const engines = new Map<string, string>();
      for (const report of duckService.registry.reports.values()) {
        for (const { label, request } of variations(report, member, duckService.dataEnd, site)) {
          const answer = await chService.run(report, request, scope, now);
          engines.set(label, answer.meta.engine ?? '');
          expectSameResult(`${label}, held`, await duckService.run(report, request, scope, now), answer);
        }
      }
      // and those whose rollups leave out an attribute the warehouse joins on their rows (a domain's name by its id), looked up after in memory
      for (const label of ['site_compare', 'site_compare (two years)', 'site_dashboard', 'site_dashboard (two years)', 'site_trend', 'site_trend (two years)', 'member_activity', 'member_stats', 'member_reg', 'domain_req_stats', 'domain_req_stats (two years)']) expect(engines.get(label), label).toBe('memory');
      // and those whose rows take a statement but whose totals row's own relation is read in memory (a site's distinct members of the range from their previous days)
      for (const label of ['agent_stats', 'game_stats', 'member_top', 'game_ranking', 'promo_cost']) expect(engines.get(label), label).toBe('clickhouse+memory');
      console.log(`answered in memory on ClickHouse: ${[...engines].filter(([, e]) => e === 'memory').length} of ${engines.size} requests, in part ${[...engines].filter(([, e]) => e.includes('+memory')).length}`);
    }, 900_000);

    // a current single server reads a statement's repeated subqueries once (server/warehouse/clickhouse/sharedReads.ts): the answers above were made so
    // one of them failed once in a whole test run on a loaded machine (its answer came from the statement as printed, the same):
    // at most 1 in 100 may, each one's error printed by the warehouse's onWarning
    it.runIf(dialect === 'current')('ran the statements above with their repeated reads shared, hardly any failing', () => {
      expect(ch.sharesReads).toBe(true);
      expect(ch.sharedStatements, 'statements run with shared reads').toBeGreaterThan(100);
      expect(ch.sharedReadsFailed, `shared statements that failed and ran again as printed, of ${ch.sharedStatements}`).toBeLessThanOrEqual(Math.floor(ch.sharedStatements / 100));
    });
  });
}
