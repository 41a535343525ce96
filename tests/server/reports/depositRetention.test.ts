import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_DAYS } from '../../../server/compiler/kinds/retention/spec';
import type { ReportDefinition } from '../../../src/engine/definition/report';
// docs/ARCHITECTURE.md's example, the whole of the report: what the docs show is what runs here
import depositRetention from '../../../docs/examples/deposit_retention.report';
import { compileReport } from '../../../server/compiler/pipeline';
import { buildRegistry, type Registry } from '../../../src/engine/registry/buildRegistry';
import { reportView } from '../../../src/engine/report/reportView';
import { textProblems } from '../../../server/definitions/check';
import { loadKindSpecs, loadModelModules, loadReportModules } from '../../../server/definitions/discover';
import { openReportFixture, type ReportFixture } from './support';

let fx: ReportFixture;
let report: ReportDefinition;
let registry: Registry;
beforeAll(async () => {
  fx = await openReportFixture();
  // validated as a discovered file would be, beside every report of the console
  registry = buildRegistry(await loadModelModules(), { ...(await loadReportModules()), 'reports/sys_provider/deposit_retention.report.ts': depositRetention }, await loadKindSpecs());
  report = registry.report('deposit_retention');
});
afterAll(async () => { await fx?.warehouse.close(); });

describe('a retention report on deposits, written as a definition alone', () => {
  it("counts first-deposit cohorts by site and their rolling retention as the facts do", async () => {
    const sites = fx.siteIds.slice(0, 3);
    const result = await fx.service.run(report, { filters: { sites, range: { preset: 'prev90' } } }, { siteIds: fx.siteIds }, fx.now);
    const { from, to } = result.meta.range!;
    const checks = RETENTION_DAYS.map((n) => `count(*) FILTER (WHERE ld >= fd + ${n}) AS r${n}, count(*) FILTER (WHERE fd + ${n} <= $3::DATE) AS e${n}`).join(', ');
    const expected = await fx.warehouse.query(`WITH a AS (
        SELECT s.site_name, t.member_id, min(t.stat_date) AS fd, max(t.stat_date) AS ld FROM fact_transaction t JOIN dim_site s USING (site_id)
        WHERE t.trans_type IN (3, 10, 26) AND t.trans_status = 'succ' AND t.site_id IN (${sites.join(', ')}) GROUP BY 1, 2)
      SELECT site_name, count(*) AS n, ${checks} FROM a WHERE fd BETWEEN $1::DATE AND $2::DATE GROUP BY 1`, [from, to, fx.service.dataEnd]);
    expect(expected.length).toBeGreaterThan(1);
    expect(result.res).toHaveLength(expected.length);
    const bySite = new Map(result.res.map((r) => [r.cohort_group, r]));
    for (const e of expected) {
      const row = bySite.get(e.site_name)!;
      expect(row, String(e.site_name)).toBeDefined();
      expect(row.cohort_count).toBe(Number(e.n));
      for (const n of RETENTION_DAYS) {
        expect(row[`retention_${n}_count`]).toBe(Number(e[`r${n}`]));
        expect(row[`retention_${n}_eligible`]).toBe(Number(e[`e${n}`]));
        expect(row[`retention_${n}_rate`] as number).toBeCloseTo(Number(e[`r${n}`]) / Number(e[`e${n}`]), 9);
      }
    }
    expect(result.meta.source).toEqual(['fact_transaction']);
    // rolling retention: day N never exceeds day N−1
    for (const row of result.res) {
      const counts = RETENTION_DAYS.map((n) => Number(row[`retention_${n}_count`]));
      for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeLessThanOrEqual(counts[i - 1]);
    }
  });

  it("reads on ClickHouse the first and last day of the measure's rows only", () => {
    const compiled = compileReport(report, { filters: { range: { preset: 'prev30' } } }, { siteIds: fx.siteIds }, { ...fx.service.context(fx.now), dialect: 'clickhouse' });
    expect(compiled.steps[0].statement.sql).toContain(`minIf(f."stat_date", f.trans_type IN (3, 10, 26) AND f.trans_status = 'succ')`);
  });

  it("labels its cohort by the measure it follows, in both languages, with no text of its own but the title", () => {
    const cohort = reportView(report, registry).columns.find((c) => c.field === 'cohort_count')!;
    expect(cohort.header).toEqual({ key: 'suffix.cohort', measureKey: 'fields.dpst_count' });
    const problems = textProblems(registry).filter((p) => p.startsWith('deposit_retention:'));
    expect(problems.map((p) => p.replace(/ \(reports\/.*$/, ''))).toEqual(['deposit_retention: no en text for reports.deposit_retention.title', 'deposit_retention: no tw text for reports.deposit_retention.title']);
  });

  it('refuses an activity that is not a measure', async () => {
    // A definition written in TypeScript cannot name it (no model has it: a type error); the server refuses one from anywhere else.
    // @ts-expect-error -- 'no_such_measure' is not a MeasureName
    const bad = { ...report, query: { ...report.query, activity: 'no_such_measure' } } as ReportDefinition;
    await expect(fx.service.run(bad, { filters: { range: { preset: 'prev30' } } }, { siteIds: fx.siteIds }, fx.now)).rejects.toThrow(/not a measure/);
  });
});
