import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsCriteria } from '../../../../src/engine/report/sampleFilters';
import { sortableFields } from '../../../../src/engine/request/sortableFields';
import { compileReport } from '../../../../server/compiler/pipeline';
import { evaluateFigures } from '../../../../server/compiler/figures/evaluate';
import { figuredParts } from '../../../../server/compiler/stages/figuredParts';
import { finishRows, type PartsSpec } from '../../../../server/compiler/stages/finish';
import { openReportFixture, type ReportFixture } from '../../reports/support';

let fx: ReportFixture;
beforeAll(async () => { fx = await openReportFixture(); });
afterAll(async () => { await fx?.warehouse.close(); });

describe('a page of every row and its chart from the figures of the rows read', () => {
  it('answers as every row\'s figures finished do: any sort, any page, a chart shorter than the rows', async () => {
    let compared = 0;
    for (const report of fx.service.registry.reports.values()) {
      if (needsCriteria(report)) continue;
      // the default sort, each sortable field both ways (a figure, a dimension), a page past the rows
      const sorts = [undefined, ...sortableFields(report).slice(0, 6).flatMap((field) => [[{ field, dir: 'asc' as const }], [{ field, dir: 'desc' as const }]])];
      const compiled = compileReport(report, {}, { siteIds: fx.siteIds }, fx.service.context(fx.now));
      const s = compiled.steps.find((st) => st.statement.finish?.parts && st.statement.finish.figures)?.statement;
      if (!s) continue;
      const read = await fx.warehouse.queryExact!(s.sql, s.params);
      const program = s.finish!.figures!;
      const base = s.finish!.parts!;
      const rows = read.length;
      const slices = [base.slice, { offset: 0, limit: 3 }, { offset: Math.max(0, rows - 2), limit: 50 }, { offset: rows + 10, limit: 50 }];
      for (const sort of sorts) for (const slice of slices) for (const chartLimit of [base.chart?.limit, 2]) {
        const spec: PartsSpec = {
          page: sort ? [...sort, ...base.page] : base.page,
          ...(slice ? { slice } : {}),
          ...(base.chart ? { chart: { ...base.chart, limit: chartLimit ?? base.chart.limit } } : {}),
        };
        const expected = finishRows(evaluateFigures(read, program), { parts: spec });
        expect(JSON.stringify(figuredParts(read, program, spec)), `${report.id} ${JSON.stringify(sort)} ${JSON.stringify(slice)}`).toBe(JSON.stringify(expected));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  }, 300_000);
});
