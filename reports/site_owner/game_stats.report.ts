import { defineReport } from '../../src/engine/definition/report';

const GROUPS = ['game_kind_code', 'game_brand_code', 'game_theme_name'] as const;

/** One site's games by kind, brand or theme: players, bets, net win and the game items they used. */
export default defineReport({
  id: 'game_stats',
  route: { category: 'gaming', reportIdx: 92110, order: 11 },
  query: {
    kind: 'model',
    dimensions: [],
    groupBy: { param: 'groupBy', options: GROUPS },
    measures: ['gm_dau', 'gm_count', 'apv_bet', 'house_net_win', 'house_edge', 'game_item_count', 'game_item_cost', 'game_item_bet', 'game_item_win'],
    shares: ['apv_bet'],
  },
  filters: [
    { key: 'site', widget: 'site', dimension: 'site_id', required: true },
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
    { key: 'groupBy', widget: 'enum', param: 'groupBy', options: GROUPS, enumKey: 'enums.gameGroup', labelKey: 'filters.gameGroupBy', default: 'game_kind_code' },
  ],
  columns: [
    { field: 'group_value', width: 'long', pinned: true, headerKey: 'reports.game_stats.group' },
    { field: 'gm_dau', width: 'short' },
    { field: 'gm_count', width: 'short' },
    { field: 'apv_bet' },
    { field: 'apv_bet_share', width: 'short', total: false },
    { field: 'house_net_win' },
    { field: 'house_edge', width: 'short' },
    { field: 'game_item_count', width: 'short' },
    { field: 'game_item_cost' },
    { field: 'game_item_bet' },
    { field: 'game_item_win' },
  ],
  chart: { type: 'donut', x: 'group_value', series: ['apv_bet'], limit: 10 },
  paging: { mode: 'remote', pageSize: 50 },
  defaultSort: [{ field: 'apv_bet', dir: 'desc' }],
});
