import { describe, expect, it } from 'vitest';
import { checkDefinitions, textProblems } from '../../../server/definitions/check';
import { loadKindSpecs, loadModelModules, loadRegistry, loadReportModules } from '../../../server/definitions/discover';
import { buildRegistry } from '../../../src/engine/registry/buildRegistry';
import type { Registry } from '../../../src/engine/registry/buildRegistry';
import type { ReportDefinition } from '../../../src/engine/definition/report';
import type { MeasureName } from '../../../src/engine/definition/names';
import { runnableProblems } from '../../../server/definitions/runnable';
import { readSharedLocales } from '../../../server/i18n/locales';
import { SHARED_LOCALES } from '../../../locales';

const withReports = (registry: Registry, ...reports: ReportDefinition[]): Registry => ({ ...registry, reports: new Map([...registry.reports, ...reports.map((r) => [r.id, r] as const)]) });

describe('npm run check', () => {
  it('finds nothing wrong with the definitions in the repository, texts in both languages included', async () => {
    const { problems, reports, models } = await checkDefinitions();
    expect(problems).toEqual([]);
    expect(reports).toBeGreaterThan(40);
    expect(models).toBeGreaterThan(10);
  });

  it('names a report whose title or column header has no text in a language (the page would show the raw key)', async () => {
    const registry = await loadRegistry();
    const source = registry.report('site_compare');
    const copy = { ...source, id: 'brand_market', titleKey: undefined, columns: [...source.columns, { field: 'apv_bet', headerKey: 'fields.brand_turnover' }] };
    const withCopy: Registry = { ...registry, reports: new Map([...registry.reports, ['brand_market', copy]]) };
    const problems = textProblems(withCopy);
    expect(problems).toEqual([
      'brand_market: no en text for reports.brand_market.title (reports/<area>/brand_market.locale.json "en"); fields.brand_turnover (locales/en.json or locales/parts/<area>.en.json)',
      'brand_market: no tw text for reports.brand_market.title (reports/<area>/brand_market.locale.json "tw"); fields.brand_turnover (locales/tw.json or locales/parts/<area>.tw.json)',
    ]);
  });

  it('refuses, naming the file and the field, a funnel whose steps are measures of two models (it would answer 9000 on every search)', async () => {
    const registry = await loadRegistry();
    const funnel = registry.report('member_cvt');
    if (funnel.query.kind !== 'funnel') throw new Error('member_cvt is no longer a funnel');
    const first = funnel.query.steps[0];
    // a measure of another model than the first step's
    const other = [...registry.measures].find(([, model]) => model.id !== registry.measures.get(first)!.id)![0] as MeasureName;
    const cashier = { ...funnel, id: 'cash_funnel', sections: undefined, query: { kind: 'funnel' as const, steps: [first, other] } };
    const problems = runnableProblems(withReports(registry, cashier), new Map([['cash_funnel', 'reports/cashier/cash_funnel.report.ts']]));
    expect(problems).toEqual([
      `reports/cashier/cash_funnel.report.ts: its rows: query.steps: funnel steps must be measures of one model, or members' events joined by member (by: 'member'): ${first} (${registry.measures.get(first)!.id}), ${other} (${registry.measures.get(other)!.id})`,
    ]);
  });

  it("refuses, naming the step or event, a funnel by member or a cohort over a measure whose rows name no member, or that is not an aggregate", async () => {
    const registry = await loadRegistry();
    const journey = registry.report('member_journey');
    const cohorts = registry.report('deposit_cohorts');
    if (journey.query.kind !== 'funnel' || cohorts.query.kind !== 'cohort') throw new Error('member_journey is no longer a funnel, or deposit_cohorts a cohort');
    const promos = { ...journey, id: 'promo_journey', query: { ...journey.query, steps: ['reg_dau', 'promo_count'] as MeasureName[] } };
    const ratio = { ...cohorts, id: 'edge_cohorts', query: { ...cohorts.query, activity: 'house_edge' as MeasureName } };
    const files = new Map([['promo_journey', 'reports/member/promo_journey.report.ts'], ['edge_cohorts', 'reports/member/edge_cohorts.report.ts']]);
    const problems = runnableProblems(withReports(registry, promos, ratio), files);
    expect(problems).toEqual([
      "reports/member/promo_journey.report.ts: its rows: query.steps.1: 'promo_count' is a measure of promo, whose rows name no member and day",
      "reports/member/edge_cohorts.report.ts: its rows: query.activity: 'house_edge' is not an aggregate measure of a model",
    ]);
  });

  it('refuses a report whose request schema would not compile (an enum filter with no options)', async () => {
    const registry = await loadRegistry();
    const source = registry.report('site_compare');
    const report = { ...source, id: 'site_kinds', filters: [...source.filters, { key: 'kind', widget: 'enum' as const, dimension: 'site_name', options: [] }] };
    const problems = runnableProblems(withReports(registry, report));
    expect(problems.filter((p) => p.startsWith('site_kinds: its request schema: ')).join()).toContain('filters/properties/kind/enum must NOT have fewer than 1 items');
    expect(problems.every((p) => p.startsWith('site_kinds: '))).toBe(true);
  });

  it("labels a before/after report on any measures from the measures' own names: only its title and description are its own texts", async () => {
    const example = (await import('../../../docs/examples/withdrawal_effect.report')).default;
    const registry = buildRegistry(await loadModelModules(), { ...(await loadReportModules()), 'reports/house/withdrawal_effect.report.ts': example }, await loadKindSpecs());
    expect(textProblems(registry).map((p) => p.replace(/ \(reports\/.*$/, ''))).toEqual([
      'withdrawal_effect: no en text for reports.withdrawal_effect.title',
      'withdrawal_effect: no tw text for reports.withdrawal_effect.title',
    ]);
  });

  it('refuses a formula over an unknown name, a test on a dimension the rows lack, a constant beyond what it holds, a compared formula over a measure not compared, a parameter no bounded filter feeds and wrong bounds of a number filter, naming each field', async () => {
    const net = (await import('../../../reports/sys_provider/net_revenue.report')).default;
    if (net.query.kind !== 'model') throw new Error('net_revenue is a model query');
    const bad = {
      ...net, id: 'net_bad', route: { reportIdx: 91998, order: 98 },
      query: {
        ...net.query,
        derived: [
          { field: 'ngr', formula: { subtract: ['house_net_win', 'bonus_amount'] }, format: 'amount', money: true },
          { field: 'flag', formula: { if: { any: [{ dimension: 'game_kind_code', in: ['slot'] }, { compare: ['ngr', '>', 1e13] }] }, then: 1, else: 0.1234567 }, format: 'count' },
          { field: 'ngr_bet', formula: { divide: ['ngr', 'apv_bet'] }, format: 'rate', compare: true },
          { field: 'fee', formula: { multiply: ['ngr', { param: 'fee_rate' }, { param: 'tax' }] }, format: 'amount' },
        ],
      },
      filters: [...net.filters, { key: 'cap', widget: 'number', param: 'cap', default: 5, min: 10, max: 1 }, { key: 'site', widget: 'enum', dimension: 'site_id', options: [1], min: 0 }],
      columns: [{ field: 'site_name' }],
      tiles: undefined, chart: undefined, defaultSort: undefined,
    } as unknown as ReportDefinition;
    const modules = { ...(await loadReportModules()), 'reports/sys_provider/net_bad.report.ts': bad };
    let problems: string[] = [];
    try { buildRegistry(await loadModelModules(), modules, await loadKindSpecs()); } catch (e) { problems = (e as { problems: string[] }).problems; }
    const n = net.filters.length;
    expect(problems).toEqual([
      `net_bad: filters.${n}: min 10 is above max 1`,
      `net_bad: filters.${n}.default 5 is not a number within 10…1`,
      `net_bad: filters.${n + 1}: min, max and integer bound a number filter only`,
      "net_bad: query.derived.0.formula.subtract.1 'bonus_amount' is not a field computed before it",
      "net_bad: query.derived.1.formula.if.any.0.dimension 'game_kind_code' is not one of the query's dimensions (site_id, site_name, site_currency)",
      'net_bad: query.derived.1.formula.if.any.1.compare.2 10000000000000: a constant is below 1000000000000 in size with at most 6 decimals',
      'net_bad: query.derived.1.formula.else 0.1234567: a constant is below 1000000000000 in size with at most 6 decimals',
      "net_bad: query.derived.2.compare needs 'ngr' compared with the previous period",
      "net_bad: query.derived.2.compare needs 'apv_bet' compared with the previous period",
      "net_bad: query.derived.3.formula.multiply.2.param 'tax' is fed by no number filter of the report with a min, a max and a default (fee_rate, cap)",
    ]);
  });

  it("refuses a top whose key the rows lack, ranked by no figure of the query, keeping N beyond its bounds, over remote pages or a time grain", async () => {
    const top = (await import('../../../reports/sys_provider/brand_top.report')).default;
    if (top.query.kind !== 'model') throw new Error('brand_top is a model query');
    const bad = (id: string, query: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ ...top, id, route: { reportIdx: 91990, order: 90 }, query: { ...top.query, ...query }, ...extra }) as unknown as ReportDefinition;
    const reports = [
      bad('top_key', { top: { key: 'site_name', by: 'gm_dau', n: 3 } }),
      bad('top_by', { top: { key: 'game_brand_code', by: 'game_brand_code', n: 0 } }),
      bad('top_param', { top: { key: 'game_brand_code', by: 'apv_bet', n: { param: 'rows' } } }, { paging: { mode: 'remote' } }),
    ];
    const modules = { ...(await loadReportModules()), ...Object.fromEntries(reports.map((r) => [`reports/sys_provider/${r.id}.report.ts`, r])) };
    let problems: string[] = [];
    try { buildRegistry(await loadModelModules(), modules, await loadKindSpecs()); } catch (e) { problems = (e as { problems: string[] }).problems; }
    expect(problems.filter((p) => p.startsWith('top_')).sort()).toEqual([
      "top_by: query.top.by 'game_brand_code' is not a figure of the query",
      'top_by: query.top.n 0 is not a whole number from 1 to 1000',
      "top_key: query.top.key 'site_name' is not one of the query's dimensions (game_brand_code)",
      "top_param: query.top needs paging.mode 'local': every row is read to rank them",
      "top_param: query.top.n.param 'rows' is fed by no whole number filter of the report with a default, min at least 1 and max at most 1000",
    ]);
  });

  it('refuses a pivot on a figure, on a dimension beside a time grain, over a figure the report does not show, with its dimension a column, over remote pages', async () => {
    const pivot = (await import('../../../reports/sys_provider/game_kind_months.report')).default;
    const bad = (id: string, query: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ ...pivot, id, route: { reportIdx: 91991, order: 91 }, query: { ...pivot.query, ...query }, ...extra }) as unknown as ReportDefinition;
    const reports = [
      bad('pivot_measure', { pivot: { dimension: 'apv_bet', measures: ['gm_dau'] } }),
      bad('pivot_time', { pivot: { dimension: 'game_kind_code', measures: ['gm_dau'] } }, { columns: pivot.columns.filter((c) => c.field !== 'game_kind_code') }),
      bad('pivot_shown', { measures: ['house_net_win', 'gm_dau', 'apv_bet'], pivot: { dimension: 'stat_date', measures: ['apv_bet', 'gm_daus'] } }, { paging: { mode: 'remote' } }),
      bad('pivot_column', { time: undefined, pivot: { dimension: 'game_kind_code', measures: ['gm_dau'] } }),
    ];
    const modules = { ...(await loadReportModules()), ...Object.fromEntries(reports.map((r) => [`reports/sys_provider/${r.id}.report.ts`, r])) };
    let problems: string[] = [];
    try { buildRegistry(await loadModelModules(), modules, await loadKindSpecs()); } catch (e) { problems = (e as { problems: string[] }).problems; }
    expect(problems.filter((p) => p.startsWith('pivot_')).sort()).toEqual([
      "pivot_column: columns: 'game_kind_code' is the pivot's dimension: its values are the columns",
      "pivot_measure: query.pivot.dimension 'apv_bet' is not one of the query's dimensions (game_kind_code, stat_date)",
      "pivot_shown: query.pivot needs paging.mode 'local': every row is read to lay out its values",
      "pivot_shown: query.pivot.measures 'apv_bet' is not a column of the report",
      "pivot_shown: query.pivot.measures 'gm_daus' is not a figure of the query; did you mean 'gm_dau'?",
      "pivot_time: query.pivot on a dimension cannot be used with query.time (pivot on 'stat_date' for its periods)",
    ]);
  });

  it('reads from disk the same shared texts the browser bundle imports (the dev loop reads them anew on each reload)', () => {
    expect(readSharedLocales()).toEqual(SHARED_LOCALES);
  });

  it('compiles every report of the repository and each of its sections in both dialects', async () => {
    expect(runnableProblems(await loadRegistry())).toEqual([]);
  });
});
