import { defineReport } from '../../src/engine/definition/report';

const MEASURES = ['reg_dau', 'gm_dau', 'dpst_dau', 'dpst_amt', 'wdrl_amt', 'apv_bet', 'house_net_win', 'house_edge', 'bonus_amt'] as const;

/** Chosen metrics per site over time, by day, week or month: one line per site. Under the data monitor and the house (spec §2). */
export default defineReport({
  id: 'site_trend',
  route: { path: 'trend', reportIdx: 70102, order: 2 },
  routes: [{ id: 'house_site_trend', menuGroup: 'house', path: 'trend', reportIdx: 80202, order: 11 }],
  query: { kind: 'model', dimensions: ['site_id', 'site_name', 'site_currency'], measures: MEASURES, time: { grain: { param: 'grain' } } },
  filters: [
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
    { key: 'grain', widget: 'grain', param: 'grain', default: 'day' },
    { key: 'metrics', widget: 'metrics', param: 'metrics', options: MEASURES, default: ['apv_bet'] },
    { key: 'markets', widget: 'markets', dimension: 'site_currency' },
    { key: 'sites', widget: 'sites', dimension: 'site_id' },
  ],
  columns: [
    { field: 'stat_date', width: 'short', pinned: true },
    { field: 'site_name', width: 'long' },
    { field: 'site_currency', width: 'tiny' },
    ...MEASURES.map((m) => ({ field: m, width: m.endsWith('_dau') || m === 'house_edge' ? ('short' as const) : undefined })),
  ],
  chart: { type: 'line', x: 'stat_date', series: { param: 'metrics' }, splitBy: 'site_name' },
  paging: { mode: 'remote', pageSize: 50 },
  defaultSort: [{ field: 'stat_date', dir: 'desc' }],
});
