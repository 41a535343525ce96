import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { needsCriteria } from '../../../src/engine/report/sampleFilters';
import { residentTableNames } from '../../../server/compiler/resident/tables';
import { explain } from '../../../server/reports/explainCli';
import { createReportService } from '../../../server/reports/reportService';
import { openDuckWarehouse } from '../../../server/warehouse/duckdb';
import { openReportFixture, type ReportFixture } from './support';

let fx: ReportFixture;
beforeAll(async () => {
  fx = await openReportFixture();
  await fx.warehouse.resident!()!.hold(residentTableNames(fx.service.registry.models.values()));
}, 600_000);
afterAll(async () => { await fx?.warehouse.close(); });

describe('npm run explain', () => {
  it('explains every report: each step, the executor that answered it, as the answer says, and its SQL', async () => {
    for (const report of fx.service.registry.reports.values()) {
      const lines = await explain(fx.service, fx.warehouse, report, {}, fx.siteIds, fx.now);
      const text = lines.join('\n');
      if (needsCriteria(report)) {
        // a report that needs a subject says what it needs instead
        expect(text, report.id).toMatch(/refused \(9400\): /);
        continue;
      }
      const engines = lines.filter((l) => l.startsWith('  answered by: ')).map((l) => /answered by: (\S+)/.exec(l)![1]);
      expect(engines.length, report.id).toBeGreaterThan(0);
      expect(text, report.id).toMatch(/\n {2}SQL:\n {4}\S/);
      // the answer names the same engines as the steps explained
      const answer = await fx.service.run(report, {}, { siteIds: fx.siteIds, contact: true }, fx.now);
      expect(new Set(answer.meta.engine!.split('+')), report.id).toEqual(new Set(engines.flatMap((e) => e.split('+'))));
    }
  });

  it('says why a statement went on to the warehouse: its tables not held yet', async () => {
    const fresh = await openDuckWarehouse(inject('warehouseFile'), { readOnly: true });
    try {
      const service = await createReportService(fresh, { cache: false });
      const lines = await explain(service, fresh, service.registry.report('site_compare'), {}, fx.siteIds, fx.now);
      expect(lines.some((l) => l.startsWith('  answered by: duckdb'))).toBe(true);
      expect(lines.find((l) => l.startsWith('  went on because: '))).toMatch(/not held in memory \(yet\): .*rollup_gaming_prior_days/);
    } finally {
      await fresh.close();
    }
  });
});
