import { defineReport } from '../../src/engine/definition/report';

const GROUPS = ['game_brand_code', 'game_kind_code', 'game_theme_name'] as const;

/** Brands, kinds or themes ranked by turnover, net win and players, with the places moved since the previous period. */
export default defineReport({
  id: 'game_ranking',
  route: { reportIdx: 91002, order: 2 },
  query: {
    kind: 'model',
    dimensions: [],
    groupBy: { param: 'groupBy', options: GROUPS },
    measures: ['apv_bet', 'house_net_win', 'gm_dau', 'gm_count', 'house_edge', 'apv_bet_per_user'],
    compare: { measures: ['apv_bet', 'house_net_win', 'gm_dau'] },
    ranks: ['apv_bet', 'house_net_win', 'gm_dau'],
    shares: ['apv_bet'],
  },
  filters: [
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
    { key: 'groupBy', widget: 'enum', param: 'groupBy', options: GROUPS, enumKey: 'enums.gameGroup', labelKey: 'filters.gameGroupBy', default: 'game_brand_code' },
    { key: 'sites', widget: 'sites', dimension: 'site_id' },
    { key: 'gameKinds', widget: 'gameKinds', dimension: 'game_kind_code' },
    { key: 'gameBrands', widget: 'gameBrands', dimension: 'game_brand_code' },
  ],
  columns: [
    { field: 'apv_bet_rank', width: 'tiny', pinned: true, total: false },
    { field: 'apv_bet_rank_change', width: 'tiny', total: false },
    { field: 'group_value', width: 'long', pinned: true, headerKey: 'reports.game_ranking.group' },
    { field: 'apv_bet' },
    { field: 'apv_bet_growth_rate', width: 'short' },
    { field: 'apv_bet_share', width: 'short', total: false },
    { field: 'house_net_win' },
    { field: 'house_net_win_rank', width: 'tiny', total: false },
    { field: 'house_net_win_growth_rate', width: 'short' },
    { field: 'gm_dau', width: 'short' },
    { field: 'gm_dau_rank', width: 'tiny', total: false },
    { field: 'gm_dau_growth_rate', width: 'short' },
    { field: 'gm_count', width: 'short' },
    { field: 'house_edge', width: 'short', descriptionKey: 'fields.house_edge_description' },
    { field: 'apv_bet_per_user', width: 'short' },
  ],
  chart: { type: 'bar', x: 'group_value', series: ['apv_bet', 'house_net_win'], limit: 15 },
  paging: { mode: 'remote', pageSize: 50 },
  defaultSort: [{ field: 'apv_bet_rank', dir: 'asc' }],
  widget: true,
});
