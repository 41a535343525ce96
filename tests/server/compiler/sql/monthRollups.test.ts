import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { compileReport } from '../../../../server/compiler/pipeline';
import { wholeMonths } from '../../../../server/compiler/sql/rollupFrom';
import { createReportService, type ReportService } from '../../../../server/reports/reportService';
import { openDuckWarehouse, type DuckWarehouse } from '../../../../server/warehouse/duckdb';
import { monthDays, rollupTable } from '../../../../server/semantic/tables';
import { shiftDay } from '../../../../server/compiler/kinds/shared/scope';
import { testNow } from '../../../support/testClock';

describe('the whole months of a range', () => {
  it('are the months it covers from their first to their last day, leap February included', () => {
    expect(wholeMonths({ from: '2026-10-23', to: '2026-11-21' })).toBeUndefined();
    expect(wholeMonths({ from: '2026-10-01', to: '2026-10-30' })).toBeUndefined();
    expect(wholeMonths({ from: '2026-10-01', to: '2026-10-31' })).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(wholeMonths({ from: '2024-11-27', to: '2026-11-26' })).toEqual({ from: '2024-12-01', to: '2026-10-31' });
    expect(wholeMonths({ from: '2024-01-31', to: '2024-03-01' })).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(wholeMonths({ from: '2025-12-02', to: '2026-01-31' })).toEqual({ from: '2026-01-01', to: '2026-01-31' });
  });
});

describe('month rollups on the test warehouse', () => {
  let wh: DuckWarehouse;
  let rollups: ReportService;
  let raw: ReportService;
  beforeAll(async () => {
    wh = await openDuckWarehouse(inject('warehouseFile'), { readOnly: true });
    rollups = await createReportService(wh, { cache: false });
    raw = await createReportService(wh, { cache: false, useRollups: false });
  });
  afterAll(async () => wh?.close());

  it('hold each month the exact sums of their day rollup', async () => {
    const monthly = [...rollups.registry.models.values()].flatMap((model) => (model.rollups ?? []).filter((r) => r.grain === 'month').map((r) => ({ model, r })));
    expect(monthly.length).toBeGreaterThanOrEqual(2);
    for (const { model, r } of monthly) {
      const days = monthDays(model, r)!;
      const keys = ['site_id', 'member_id'];
      const sums = r.measures.map((m) => `sum("${m}") AS "${m}"`).join(', ');
      const diff = await wh.query(`SELECT count(*) AS n FROM (
        (SELECT ${keys.join(', ')}, date_trunc('month', stat_date) AS mo, ${sums} FROM "${rollupTable(model, days)}" GROUP BY ALL
         EXCEPT SELECT ${keys.join(', ')}, date_trunc('month', stat_date), ${sums} FROM "${rollupTable(model, r)}" GROUP BY ALL)
        UNION ALL
        (SELECT ${keys.join(', ')}, date_trunc('month', stat_date), ${sums} FROM "${rollupTable(model, r)}" GROUP BY ALL
         EXCEPT SELECT ${keys.join(', ')}, date_trunc('month', stat_date) AS mo, ${sums} FROM "${rollupTable(model, days)}" GROUP BY ALL))`);
      expect(Number(diff[0].n), `${rollupTable(model, r)}`).toBe(0);
    }
  });

  it('answer a member report over whole months and edge days as the raw facts do, reading the months', async () => {
    const report = rollups.registry.report('member_top');
    const siteIds = (await wh.query('SELECT site_id FROM dim_site ORDER BY 1')).map((x) => Number(x.site_id));
    const now = testNow();
    const end = rollups.dataEnd;
    const request = { filters: { range: { preset: 'custom', from: shiftDay(end, -400), to: end } }, page: { index: 0, size: 50 } };
    const compiled = compileReport(report, request, { siteIds }, rollups.context(now));
    expect(compiled.print({ op: 'page' }).sql).toContain('rollup_gaming_member_month');
    expect(compiled.print({ op: 'page' }).sql).toContain('rollup_transaction_member_month');
    const a = await rollups.run(report, request, { siteIds }, now);
    const b = await raw.run(report, request, { siteIds }, now);
    expect(a.total).toBeGreaterThan(50);
    expect(a.total).toBe(b.total);
    expect(a.res).toEqual(b.res);
    expect(a.totals).toEqual(b.totals);
  });
});
