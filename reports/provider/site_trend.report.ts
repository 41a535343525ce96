import { defineReport } from '../../src/engine/definition/report';

const METRICS = ['apv_bet', 'house_net_win', 'gm_dau', 'dpst_amt', 'wdrl_amt', 'dpst_dau', 'reg_dau', 'house_edge', 'bonus_amt'] as const;

/** Chosen metrics per site over time, by day, week or month: one line per site. */
export default defineReport({
  id: 'site_trend',
  route: { path: '/provider/trend', menuGroup: 'provider', category: 'general', itemIdx: 70000, reportIdx: 70102, order: 2 },
  query: {
    kind: 'model',
    dimensions: ['site_id', 'site_name', 'site_currency'],
    measures: ['reg_dau', 'gm_dau', 'dpst_dau', 'dpst_amt', 'wdrl_amt', 'apv_bet', 'house_net_win', 'house_edge', 'bonus_amt'],
    time: { grain: { param: 'grain' } },
  },
  filters: [
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
    { key: 'grain', widget: 'grain', param: 'grain', default: 'day' },
    { key: 'metrics', widget: 'metrics', param: 'metrics', options: METRICS, default: ['apv_bet'] },
    { key: 'markets', widget: 'markets', dimension: 'site_currency' },
    { key: 'sites', widget: 'sites', dimension: 'site_id' },
  ],
  columns: [
    { field: 'stat_date', width: 'short', pinned: true },
    { field: 'site_name', width: 'long' },
    { field: 'site_currency', width: 'tiny' },
    { field: 'reg_dau', width: 'short' },
    { field: 'gm_dau', width: 'short' },
    { field: 'dpst_dau', width: 'short' },
    { field: 'dpst_amt' },
    { field: 'wdrl_amt' },
    { field: 'apv_bet' },
    { field: 'house_net_win' },
    { field: 'house_edge', width: 'short' },
    { field: 'bonus_amt' },
  ],
  chart: { type: 'line', x: 'stat_date', series: { param: 'metrics' }, splitBy: 'site_name' },
  paging: { mode: 'remote', pageSize: 50 },
  defaultSort: [{ field: 'stat_date', dir: 'desc' }],
});
