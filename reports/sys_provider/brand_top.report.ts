import { defineReport } from '../../src/engine/definition/report';

/**
 * The game brands of the largest GGR in a period, the rest gathered in one "All others (n)" row and bar:
 * its players counted once across its brands, its house edge from its own bet and GGR. How many
 * brands are shown is the operator's (a numeric parameter, 5 unless changed).
 */
export default defineReport({
  id: 'brand_top',
  route: { reportIdx: 91006, order: 6 },
  query: {
    kind: 'model',
    dimensions: ['game_brand_code'],
    measures: ['gm_dau', 'apv_bet', 'house_net_win', 'house_edge'],
    top: { key: 'game_brand_code', by: 'house_net_win', n: { param: 'top_n' } },
  },
  filters: [
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
    { key: 'topN', widget: 'number', param: 'top_n', default: 5, min: 1, max: 50, integer: true, labelKey: 'filters.topN' },
    { key: 'markets', widget: 'markets', dimension: 'site_currency' },
    { key: 'sites', widget: 'sites', dimension: 'site_id' },
    { key: 'gameBrands', widget: 'gameBrands', dimension: 'game_brand_code' },
  ],
  columns: [
    { field: 'game_brand_code', pinned: true },
    { field: 'house_net_win' },
    { field: 'apv_bet' },
    { field: 'gm_dau', width: 'short' },
    { field: 'house_edge', width: 'short' },
  ],
  chart: { type: 'bar', x: 'game_brand_code', series: ['house_net_win'] },
  paging: { mode: 'local' },
  defaultSort: [{ field: 'house_net_win', dir: 'desc' }],
  widget: false,
});
