import { defineReport } from '../../src/engine/definition/report';

/** Integrator recap: per game brand (integrator) and site, turnover, net win, game items and their cost. */
export default defineReport({
  id: 'osw_recap',
  route: { reportIdx: 91004, order: 4 },
  query: {
    kind: 'model',
    dimensions: ['game_brand_code', 'site_id', 'site_name', 'site_currency'],
    measures: ['gm_count', 'gm_dau', 'apv_bet', 'house_net_win', 'house_edge', 'game_item_count', 'game_item_cost', 'game_item_bet', 'game_item_win'],
  },
  filters: [
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev1m' }, required: true },
    { key: 'gameBrands', widget: 'gameBrands', dimension: 'game_brand_code' },
    { key: 'sites', widget: 'sites', dimension: 'site_id' },
  ],
  columns: [
    { field: 'game_brand_code', width: 'short', pinned: true },
    { field: 'site_name', width: 'long', pinned: true },
    { field: 'site_currency', width: 'tiny' },
    { field: 'gm_count', width: 'short' },
    { field: 'gm_dau', width: 'short' },
    { field: 'apv_bet' },
    { field: 'house_net_win' },
    { field: 'house_edge', width: 'short' },
    { field: 'game_item_count', width: 'short' },
    { field: 'game_item_cost' },
    { field: 'game_item_bet' },
    { field: 'game_item_win' },
  ],
  chart: { type: 'column', x: 'game_brand_code', series: ['apv_bet'], splitBy: 'site_name', stacked: true },
  paging: { mode: 'remote', pageSize: 50 },
  defaultSort: [{ field: 'apv_bet', dir: 'desc' }],
});
