import { describe, expect, it } from 'vitest';
import { buildRegistry, DefinitionError } from '../../../src/engine/registry/buildRegistry';
import { loadKindSpecs, loadModelModules, loadRegistry, loadReportModules } from '../../../server/definitions/discover';
import siteCompare from '../../../reports/sys_provider/site_compare.report';

async function problemsOf(reports: Record<string, unknown>): Promise<string[]> {
  try {
    buildRegistry(await loadModelModules(), reports as never, await loadKindSpecs());
    return [];
  } catch (e) {
    if (e instanceof DefinitionError) return e.problems;
    throw e;
  }
}

describe('report and model definitions', () => {
  it('every definition in the repository validates', async () => {
    const registry = await loadRegistry();
    expect(registry.reports.size).toBeGreaterThanOrEqual(6);
    expect(registry.models.size).toBeGreaterThanOrEqual(5);
  });

  it('names the report and the dotted path of a schema problem', async () => {
    const broken = { ...siteCompare, columns: [{ field: 'site_name', width: 'huge' }] };
    expect(await problemsOf({ 'reports/sys_provider/site_compare.report.ts': broken })).toContain('site_compare: columns.0.width must be one of tiny, short, long');
  });

  it('names a column the query does not produce', async () => {
    const columns = siteCompare.columns.map((c) => ({ ...c, drill: undefined }));
    const broken = { ...siteCompare, columns: [...columns, { field: 'no_such_measure' }] };
    const problems = await problemsOf({ 'reports/sys_provider/site_compare.report.ts': broken });
    expect(problems).toContain(`site_compare: columns.${siteCompare.columns.length}.field 'no_such_measure' is not produced by the query`);
  });

  it('names a measure no model defines', async () => {
    const broken = { ...siteCompare, query: { ...siteCompare.query, measures: [...siteCompare.query.measures, 'ghost_amt'] } };
    // with the measures nearest to it, so a typo points at its fix
    expect(await problemsOf({ 'reports/sys_provider/site_compare.report.ts': broken })).toContain(`site_compare: query.measures.${siteCompare.query.measures.length} 'ghost_amt' is not a measure of any model; did you mean 'dpst_amt', 'bonus_amt' or 'fail_amt'?`);
  });

  it('requires the id to equal the file name and refuses duplicates', async () => {
    const problems = await problemsOf({ 'reports/a/other_name.report.ts': siteCompare, 'reports/b/site_compare.report.ts': siteCompare });
    expect(problems).toContain("reports/a/other_name.report.ts: id 'site_compare' must equal the file name 'other_name'");
    expect(problems).toContain("reports/b/site_compare.report.ts: duplicate id 'site_compare'");
  });

  it('keeps a report inside its menu group index range', async () => {
    const broken = { ...siteCompare, route: { ...siteCompare.route, reportIdx: 80150 } };
    expect(await problemsOf({ 'reports/sys_provider/site_compare.report.ts': broken })).toContain("site_compare: route.reportIdx 80150 is outside 91001–91999 of menu group 'sys_provider'");
  });

  it('a seventh report is one more file: the registry takes it with no other edit, placing it by its folder', async () => {
    const seventh = { ...siteCompare, id: 'site_compare_copy', route: { reportIdx: 91099, order: 9 } };
    const registry = buildRegistry(await loadModelModules(), { ...(await loadReportModules()), 'reports/sys_provider/site_compare_copy.report.ts': seventh }, await loadKindSpecs());
    expect(registry.report('site_compare_copy').route).toEqual({ path: '/sys_provider/site_compare_copy', menuGroup: 'sys_provider', category: 'general', itemIdx: 91000, reportIdx: 91099, order: 9 });
  });
});

describe('named query kinds', () => {
  it('checks a kind query against the kind’s own schema, naming the dotted path', async () => {
    const reports = await loadReportModules();
    const path = Object.keys(reports).find((p) => p.endsWith('/game_retention.report.ts'))!;
    const broken = { ...reports[path], query: { kind: 'retention', groupBy: 5 } };
    const problems = await problemsOf({ ...reports, [path]: broken });
    expect(problems.some((p) => p.startsWith('game_retention: query.groupBy '))).toBe(true);
  });

  it('refuses an unknown kind', async () => {
    const reports = await loadReportModules();
    const path = Object.keys(reports).find((p) => p.endsWith('/game_retention.report.ts'))!;
    const problems = await problemsOf({ ...reports, [path]: { ...reports[path], query: { kind: 'horoscope' } } });
    expect(problems).toContain("game_retention: query.kind 'horoscope' is not a query kind");
  });
});

describe('report views and requests', () => {
  it('labels the growth of a derived figure by the figure', async () => {
    const registry = await loadRegistry();
    const { reportView } = await import('../../../src/engine/report/reportView');
    const view = reportView(registry.report('site_dashboard'), registry);
    expect(view.columns.find((c) => c.field === 'profit_growth_rate')!.header).toEqual({ key: 'suffix.growth_rate', measureKey: 'fields.profit' });
  });

  it('refuses a custom date range without both ends', async () => {
    const registry = await loadRegistry();
    const { requestSchema } = await import('../../../src/engine/request/requestSchema');
    const { sharedAjv } = await import('../../../src/engine/ajv');
    const validate = sharedAjv().compile(requestSchema(registry.report('site_compare')));
    expect(validate({ filters: { range: { preset: 'custom', from: '2026-01-01' } } })).toBe(false);
    expect(validate({ filters: { range: { preset: 'custom', from: '2026-01-01', to: '2026-01-31' } } })).toBe(true);
    expect(validate({ filters: { range: { preset: 'prev7' } } })).toBe(true);
  });
});
