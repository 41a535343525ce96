import type { ReportDefinition, RoutePlacement } from '../../src/engine/definition/report';

const MEASURES = ['reg_dau', 'gm_dau', 'dpst_dau', 'dpst_amt', 'wdrl_amt', 'apv_bet', 'house_net_win', 'house_edge', 'bonus_amt'] as const;

/** Chosen metrics over time by day, week or month, one line per site (`by: 'site'`) or per market (`by: 'market'`). */
export function trend(id: string, route: RoutePlacement, by: 'site' | 'market'): ReportDefinition {
  const dims = by === 'site' ? (['site_id', 'site_name', 'site_currency'] as const) : (['site_currency'] as const);
  return {
    id,
    route,
    titleKey: by === 'site' ? 'reports.site_trend.title' : undefined,
    descriptionKey: by === 'site' ? 'reports.site_trend.description' : undefined,
    query: { kind: 'model', dimensions: dims, measures: MEASURES, time: { grain: { param: 'grain' } } },
    filters: [
      { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
      { key: 'grain', widget: 'grain', param: 'grain', default: 'day' },
      { key: 'metrics', widget: 'metrics', param: 'metrics', options: MEASURES, default: ['apv_bet'] },
      { key: 'markets', widget: 'markets', dimension: 'site_currency' },
      ...(by === 'site' ? [{ key: 'sites', widget: 'sites' as const, dimension: 'site_id' }] : []),
    ],
    columns: [
      { field: 'stat_date', width: 'short', pinned: true },
      ...(by === 'site' ? [{ field: 'site_name', width: 'long' as const }] : []),
      { field: 'site_currency', width: 'tiny' },
      ...MEASURES.map((m) => ({ field: m, width: m.endsWith('_dau') || m === 'house_edge' ? ('short' as const) : undefined })),
    ],
    chart: { type: 'line', x: 'stat_date', series: { param: 'metrics' }, splitBy: by === 'site' ? 'site_name' : 'site_currency' },
    paging: { mode: 'remote', pageSize: 50 },
    defaultSort: [{ field: 'stat_date', dir: 'desc' }],
  };
}
