import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsCriteria } from '../../../src/engine/report/sampleFilters';
import { compileReport, run } from '../../../server/compiler/pipeline';
import { openReportFixture, type ReportFixture } from '../reports/support';

let fx: ReportFixture;
beforeAll(async () => { fx = await openReportFixture(); });
afterAll(async () => { await fx?.warehouse.close(); });

/** Sums in floating point may differ in the last digits between two runs (parallel aggregation): compared to 1e-9. */
function expectSame(label: string, actual: Record<string, unknown>[], expected: Record<string, unknown>[]) {
  expect(actual.length, label).toBe(expected.length);
  actual.forEach((row, i) => {
    expect(Object.keys(row).sort(), label).toEqual(Object.keys(expected[i]).sort());
    for (const [k, v] of Object.entries(expected[i])) {
      if (typeof v === 'number' && !Number.isInteger(v)) expect(Number(row[k]), `${label} row ${i} ${k}`).toBeCloseTo(v, Math.max(0, 9 - Math.ceil(Math.log10(Math.abs(v) + 1))));
      else expect(row[k], `${label} row ${i} ${k}`).toEqual(v);
    }
  });
}

const strip = (rows: Record<string, unknown>[], fields?: string[]) =>
  rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== '__part' && k !== '__totals_row' && (!fields || fields.includes(k)))));

describe('the page and the chart in one statement', () => {
  it('gives every report the rows, in the order, of its page and chart statements run apart', async () => {
    let checked = 0;
    for (const report of fx.service.registry.reports.values()) {
      if (needsCriteria(report) || !report.chart) continue;
      const requests = [{}, ...(report.paging.mode === 'remote' ? [{ page: { index: 0, size: 7 }, sort: [{ field: report.columns[0].field, dir: 'asc' as const }] }] : [])];
      for (const request of requests) {
        const compiled = compileReport(report, request, { siteIds: fx.siteIds }, fx.service.context(fx.now));
        if (!compiled.chart) continue;
        const [page, chart, both] = await Promise.all((['page', 'chart', 'pageAndChart'] as const).map((op) => run(fx.warehouse, compiled.print({ op }), 30_000)));
        const pagePart = both.filter((r) => Number(r.__part) === 0);
        const chartPart = both.filter((r) => Number(r.__part) === 1);
        expectSame(`${report.id} page`, strip(pagePart), page);
        expectSame(`${report.id} chart`, strip(chartPart, Object.keys(chart[0] ?? {})), chart);
        expect(page.length + chart.length, report.id).toBeGreaterThan(0);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('reads the totals row in the rows\' statement where it can, as the totals statement reads it from the tables', async () => {
    let derived = 0;
    let apart = 0;
    for (const report of fx.service.registry.reports.values()) {
      if (needsCriteria(report) || report.list) continue;
      const compiled = compileReport(report, {}, { siteIds: fx.siteIds }, fx.service.context(fx.now));
      if (!compiled.totalsRow) continue;
      if (compiled.steps.some((s) => s.name === 'totals')) {
        apart++;
        continue;
      }
      const [own, both] = await Promise.all((['totals', 'pageAndChart'] as const).map((op) => run(fx.warehouse, compiled.print({ op }), 30_000)));
      const carried = both.filter((r) => Number(r.__part) === 2).map((r) => r.__totals_row as unknown as Record<string, unknown>);
      expect(carried.length, report.id).toBe(1);
      // the same fields in the same order, and the same figures
      expect(Object.keys(carried[0]), report.id).toEqual(Object.keys(own[0]));
      expectSame(`${report.id} totals`, carried, own);
      derived++;
    }
    // reports over rollups carry theirs (added up from the rows' groups, or read from the totals' own rollups); reports over raw facts keep their own
    expect(derived).toBeGreaterThanOrEqual(8);
    expect(apart).toBeGreaterThan(5);
  });

  it('orders, counts and charts a page of every row on small rollups as the statement doing it in SQL', async () => {
    const ids = new Set<string>();
    for (const report of fx.service.registry.reports.values()) {
      if (needsCriteria(report) || report.paging.mode === 'remote') continue;
      // the default order, then a text field descending and a figure ascending (ties, nulls and text order in the web tier)
      const sortable = report.columns.filter((c) => c.sortable !== false);
      const text = sortable.find((c) => c.format === 'text' || c.format === undefined);
      const figure = sortable.find((c) => c.format === 'amount' || c.format === 'count' || c.format === 'rate');
      const sorts = [undefined, ...(text ? [[{ field: text.field, dir: 'desc' as const }]] : []), ...(figure ? [[{ field: figure.field, dir: 'asc' as const }]] : [])];
      for (const sort of sorts) {
        const compiled = compileReport(report, sort ? { sort } : {}, { siteIds: fx.siteIds }, fx.service.context(fx.now));
        const step = compiled.steps.find((s) => s.name === 'pageAndChart');
        if (!step?.statement.finish?.parts) continue;
        ids.add(report.id);
        const [whole, inSql] = await Promise.all([run(fx.warehouse, step.statement, 30_000), run(fx.warehouse, compiled.print({ op: 'pageAndChart' }), 30_000)]);
        for (const part of [0, 1, 2]) {
          const [a, b] = [whole, inSql].map((rows) => rows.filter((r) => Number(r.__part) === part));
          const label = `${report.id} ${JSON.stringify(sort ?? 'default')} part ${part}`;
          if (part === 2) expect(a.map((r) => r.__totals_row), label).toEqual(b.map((r) => r.__totals_row));
          else expectSame(label, strip(a), strip(b));
        }
      }
    }
    // the dashboards, the site comparison, outline and recap, member conversion and activity at least
    expect([...ids]).toEqual(expect.arrayContaining(['site_dashboard', 'house_site_dashboard', 'site_compare', 'site_outline', 'site_recap', 'member_cvt', 'member_activity']));
  });

  it('takes the statement doing it in SQL when the rows read whole are more than the page holds', async () => {
    const inSql = { sql: 'SELECT 42 AS x', params: [] };
    const five = { sql: 'SELECT range AS x FROM range(5)', params: [] };
    expect(await run(fx.warehouse, { ...five, instead: { above: 4, statement: inSql } }, 30_000)).toEqual([{ x: 42 }]);
    expect((await run(fx.warehouse, { ...five, instead: { above: 5, statement: inSql } }, 30_000)).length).toBe(5);
  });

  it('answers a second page without a chart, from the page statement alone', async () => {
    const report = [...fx.service.registry.reports.values()].find((r) => r.chart && r.paging.mode === 'remote' && !needsCriteria(r))!;
    const compiled = compileReport(report, { page: { index: 1, size: 5 } }, { siteIds: fx.siteIds }, fx.service.context(fx.now));
    expect(compiled.chart).toBeNull();
    expect(compiled.steps.map((s) => s.read.op)).toEqual(['page']);
  });
});
