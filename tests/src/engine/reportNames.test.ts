import { describe, expect, it } from 'vitest';
import { defineReport, type ReportDefinition } from '../../../src/engine/definition/report';
import { validateReport } from '../../../src/engine/validate/validateDefinitions';
import { loadRegistry } from '../../../server/definitions/discover';

// The type check (`npm run typecheck`, the first step of `npm test`) proves the names are typed:
// each `@ts-expect-error` below fails the type check if the wrong name it marks were accepted.
const route = { path: '/sys_provider/brand_market', menuGroup: 'sys_provider', category: 'general', itemIdx: 91000, reportIdx: 91005, order: 5 } as const;
const filters = [{ key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' } }] as const;

const valid = defineReport({
  id: 'brand_market', route, filters, paging: { mode: 'remote' },
  query: { kind: 'model', dimensions: ['game_brand_code', 'site_name'], measures: ['apv_bet', 'house_net_win'], compare: { measures: ['apv_bet'] } },
  columns: [{ field: 'game_brand_code' }, { field: 'site_name' }, { field: 'apv_bet' }, { field: 'house_net_win' }],
});

const misspelledMeasure = defineReport({
  id: 'brand_market', route, filters, paging: { mode: 'remote' },
  // @ts-expect-error -- 'apv_bets' is no model's measure (TypeScript: Did you mean '"apv_bet"'?)
  query: { kind: 'model', dimensions: ['game_brand_code'], measures: ['apv_bets'] },
  columns: [{ field: 'game_brand_code' }],
});

const misspelledDimension = defineReport({
  id: 'brand_market', route, filters, paging: { mode: 'remote' },
  // @ts-expect-error -- 'site_nam' is no model's dimension
  query: { kind: 'model', dimensions: ['site_nam'], measures: ['apv_bet'] },
  columns: [{ field: 'apv_bet' }],
});

const misspelledCompare = defineReport({
  id: 'brand_market', route, filters, paging: { mode: 'remote' },
  // @ts-expect-error -- a compared measure is a measure name too
  query: { kind: 'model', dimensions: ['site_name'], measures: ['apv_bet'], compare: { measures: ['turnover'] } },
  columns: [{ field: 'apv_bet' }],
});

const misspelledRetention = defineReport({
  id: 'brand_market', route, filters, paging: { mode: 'remote' },
  // @ts-expect-error -- a retention's activity is a measure name (the server refuses it when the report runs: depositRetention.test.ts)
  query: { kind: 'retention', groupBy: 'game_kind_code', activity: 'dpst_cnt' },
  columns: [{ field: 'cohort_group' }],
});

const misspelledInVariant = defineReport({
  id: 'brand_market_by_site', extends: 'brand_market', route: { reportIdx: 91006, order: 6 },
  // @ts-expect-error -- a report that extends another names measures as precisely (only the members it replaces)
  query: { kind: 'model', dimensions: ['site_name'], measures: ['house_net_wins'] },
});

void misspelledRetention;
void misspelledInVariant;

describe('report names are typed against the models', () => {
  it('the wrong names the type checker refuses are refused at load too, naming the nearest valid one', async () => {
    const registry = await loadRegistry();
    const ctx = { measures: registry.measures, kinds: registry.kinds, reportIds: new Set(registry.reports.keys()) };
    expect(validateReport(valid as ReportDefinition, ctx)).toEqual([]);
    expect(validateReport(misspelledMeasure as ReportDefinition, ctx)).toContain("brand_market: query.measures.0 'apv_bets' is not a measure of any model; did you mean 'apv_bet', 'apv_bet_new' or 'apv_bet_per_user'?");
    expect(validateReport(misspelledDimension as ReportDefinition, ctx)).toContain("brand_market: query.dimensions 'site_nam' is not a dimension of model 'gaming'; did you mean 'site_name', 'site_id' or 'site_group'?");
    expect(validateReport(misspelledCompare as ReportDefinition, ctx).join('\n')).toContain("'turnover' is compared, ranked or shared but not in query.measures");
  });
});
