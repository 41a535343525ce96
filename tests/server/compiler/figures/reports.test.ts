import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsCriteria } from '../../../../src/engine/report/sampleFilters';
import { compileReport, run } from '../../../../server/compiler/pipeline';
import { evaluateFigures } from '../../../../server/compiler/figures/evaluate';
import type { FigureProgram } from '../../../../server/compiler/figures/types';
import type { Statement } from '../../../../server/compiler/types';
import type { ExactRow, Warehouse } from '../../../../server/warehouse/warehouse';
import { cachedWarehouse } from '../../../../server/reports/cachedWarehouse';
import { openReportFixture, type ReportFixture } from '../../reports/support';

let fx: ReportFixture;
beforeAll(async () => { fx = await openReportFixture(); });
afterAll(async () => { await fx?.warehouse.close(); });

/** The fixture's warehouse reading exact only: a request that asked its SQL statement instead (a figure not computed here) fails. */
const exactOnly = (): Warehouse => ({
  dialect: 'duckdb',
  query: () => Promise.reject(new Error('the SQL statement answered instead of the figures computed in the web tier')),
  queryExact: fx.warehouse.queryExact!.bind(fx.warehouse),
  close: async () => undefined,
});

/** Rows as the pipeline reads them (stepRows): each row's fields in order, the totals row apart. */
const shape = (rows: Record<string, unknown>[]) => JSON.stringify(rows.map(({ __totals_row, ...r }) => (Number(r.__part) === 2 ? { totals: __totals_row } : r)));

describe('a report\'s figures computed in the web tier from its aggregates', () => {
  it('answers every such report exactly as its SQL statement does, in every currency, over short and long ranges, in any order', async () => {
    const to = fx.service.dataEnd;
    const ranges = [undefined, { preset: 'custom', from: dayjs(to).subtract(44, 'day').format('YYYY-MM-DD'), to }, { preset: 'custom', from: dayjs(to).subtract(2, 'year').add(1, 'day').format('YYYY-MM-DD'), to },
      // after the data's last day: no current period, every site's previous period in the totals alone
      { preset: 'custom', from: dayjs(to).add(1, 'day').format('YYYY-MM-DD'), to: dayjs(to).add(7, 'day').format('YYYY-MM-DD') }];
    const ids = new Set<string>();
    const addedUp = new Set<string>();
    let compared = 0;
    for (const report of fx.service.registry.reports.values()) {
      if (needsCriteria(report)) continue;
      const sortable = report.columns.filter((c) => c.sortable !== false);
      const growth = sortable.find((c) => c.field.endsWith('_growth_rate') || c.field.endsWith('_rank') || c.field.endsWith('_share'));
      const sorts = [undefined, ...(sortable.length ? [[{ field: sortable[0].field, dir: 'desc' as const }]] : []), ...(growth ? [[{ field: growth.field, dir: 'asc' as const }]] : [])];
      for (const currency of [undefined, 'THB', 'VND']) {
        for (const range of ranges) {
          for (const sort of sorts) {
            const request = { ...(currency ? { currency } : {}), ...(range && report.filters.some((f) => f.key === 'range') ? { filters: { range } } : {}), ...(sort ? { sort } : {}) };
            const step = compileReport(report, request, { siteIds: fx.siteIds }, fx.service.context(fx.now)).steps.find((s) => s.name === 'pageAndChart');
            if (!step?.statement.finish?.figures) continue;
            ids.add(report.id);
            const [here, inSql] = await Promise.all([run(exactOnly(), step.statement, 30_000), run(fx.warehouse, step.statement.instead!.statement, 30_000)]);
            // the same rows, fields in the same order, the same values to the last digit, and the same totals row
            expect(shape(here), `${report.id} ${JSON.stringify(request)}`).toBe(shape(inSql));
            expect(here.length).toBeGreaterThan(0);
            if (step.statement.finish.figures.rowTotals) addedUp.add(report.id);
            compared++;
          }
        }
      }
    }
    // the dashboards, the site comparison (ranks, shares, derived), outline and recap, net revenue (formulas: products, constants, conditions),
    // bank accounting (running sums by payment method along the days)
    expect([...ids]).toEqual(expect.arrayContaining(['site_dashboard', 'house_site_dashboard', 'site_compare', 'site_outline', 'site_recap', 'net_revenue', 'bank_accounting']));
    expect(compared).toBeGreaterThan(100);
    // the totals row added up from the rows where every part adds up (the dashboards at least)
    expect([...addedUp]).toEqual(expect.arrayContaining(['site_dashboard', 'house_site_dashboard']));
  });

  it('reads the aggregates exact through the server\'s statement cache, each statement once', async () => {
    let reads = 0;
    const counted: Warehouse = { ...cachedWarehouse({ ...exactOnly(), queryExact: (...a) => { reads++; return fx.warehouse.queryExact!(...a); } }), close: async () => undefined };
    const report = fx.service.registry.reports.get('site_dashboard')!;
    const answer = (sort: string) => compileReport(report, { sort: [{ field: sort, dir: 'desc' }] }, { siteIds: fx.siteIds }, fx.service.context(fx.now)).steps[0].statement;
    const [byBets, byWins] = [answer('apv_bet'), answer('house_net_win')];
    // two orders of one page of every row: one statement, read once, ordered twice
    expect(byBets.sql).toBe(byWins.sql);
    const [a, b] = [await run(counted, byBets, 30_000), await run(counted, byWins, 30_000)];
    expect(reads).toBe(1);
    expect(a.length).toBe(b.length);
    expect(shape(a)).toBe(shape(await run(fx.warehouse, byBets.instead!.statement, 30_000)));
  });

  it('adds the totals row up from the rows, the previous period\'s groups without a current one in the totals alone', () => {
    const program: FigureProgram = {
      dims: ['site_id'],
      rows: [{ name: 'bet', expr: { op: 'zeroIfNull', of: { read: '__cur_bet' } } }, { name: 'bet_prev', expr: { op: 'zeroIfNull', of: { read: '__prev_bet' } } }, { name: 'top', expr: { read: '__cur_top' } }],
      totals: [{ name: 'bet', expr: { op: 'zeroIfNull', of: { read: '__cur_bet' } } }, { name: 'bet_prev', expr: { op: 'zeroIfNull', of: { read: '__prev_bet' } } }, { name: 'top', expr: { read: '__cur_top' } }],
      reads: [],
      rowTotals: { columns: [{ column: '__cur_bet', rel: 'cur', how: 'sum' }, { column: '__prev_bet', rel: 'prev', how: 'sum' }, { column: '__cur_top', rel: 'cur', how: 'max' }] },
    };
    const money = (unscaled: bigint) => ({ unscaled, scale: 2, wide: true });
    const rows = evaluateFigures([
      { __part: 0, site_id: { unscaled: 1n, scale: 0 }, __cur_bet: money(150n), __prev_bet: money(100n), __cur_top: money(90n), __in: true },
      { __part: 0, site_id: { unscaled: 2n, scale: 0 }, __cur_bet: money(25n), __prev_bet: null, __cur_top: money(120n), __in: true },
      { __part: 0, site_id: null, __cur_bet: null, __prev_bet: money(7n), __cur_top: null, __in: null },
    ], program);
    expect(rows).toEqual([
      { __part: 0, site_id: 1, bet: 1.5, bet_prev: 1, top: 0.9, __totals_row: null },
      { __part: 0, site_id: 2, bet: 0.25, bet_prev: 0, top: 1.2, __totals_row: null },
      { __part: 2, __totals_row: { bet: 1.75, bet_prev: 1.07, top: 1.2 } },
    ]);
  });

  it('asks the SQL statement where a figure would be computed otherwise than DuckDB does', async () => {
    // a 64-bit value beyond 2^53 made a double: followed only for 128-bit values
    const program: FigureProgram = { dims: [], rows: [{ name: 'q', expr: { op: 'divide', of: [{ read: '__cur_a' }, { read: '__cur_b' }] } }], totals: [], reads: [] };
    const read: ExactRow[] = [{ __part: 0, __cur_a: { unscaled: 2n ** 60n, scale: 2 }, __cur_b: { unscaled: 3n, scale: 0 } }];
    const warehouse: Warehouse = { dialect: 'duckdb', query: fx.warehouse.query.bind(fx.warehouse), queryExact: () => Promise.resolve(read), close: async () => undefined };
    const inSql: Statement = { sql: 'SELECT 0 AS __part, 7 AS q', params: [] };
    const statement: Statement = { sql: 'SELECT 1', params: [], finish: { figures: program, parts: { page: [] } }, instead: { above: 10, statement: inSql } };
    expect(await run(warehouse, statement, 30_000)).toEqual([{ __part: 0, q: 7 }]);
    // within 2^53 the figure is computed here
    read[0].__cur_a = { unscaled: 600n, scale: 2 };
    expect(await run(warehouse, statement, 30_000)).toEqual([{ __part: 0, q: 2, __total: 1 }]);
  });
});
