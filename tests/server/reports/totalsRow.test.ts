import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsCriteria } from '../../../src/engine/report/sampleFilters';
import { reportView } from '../../../src/engine/report/reportView';
import { subjectCandidates, subjectFilters } from '../../../server/reports/storySubjects';
import { openReportFixture, type ReportFixture } from './support';

let fx: ReportFixture;
beforeAll(async () => { fx = await openReportFixture(); });
afterAll(async () => { await fx?.warehouse.close(); });

describe('the totals row', () => {
  it('comes with an answer exactly where a column of the report or section shows a figure in it', async () => {
    const [subject] = await subjectCandidates(fx.warehouse, fx.service.dataEnd);
    let without = 0;
    for (const report of fx.service.registry.reports.values()) {
      if (report.list) continue;
      const filters = needsCriteria(report) ? subjectFilters(report, subject) : {};
      const main = reportView(report, fx.service.registry);
      for (const view of [main, ...main.sections]) {
        const result = await fx.service.run(report, { filters, section: view.section, page: { index: 0, size: 20 } }, { siteIds: fx.siteIds }, fx.now);
        const shown = view.columns.some((c) => c.total);
        expect(result.totals !== null, `${report.id}${view.section ? `#${view.section}` : ''}`).toBe(shown);
        if (!shown) without++;
      }
    }
    // a member's transactions (deposits and withdrawals of every status) and level changes add up to nothing
    expect(without).toBeGreaterThanOrEqual(4);
  });
});
