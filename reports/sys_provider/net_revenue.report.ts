import { defineReport } from '../../src/engine/definition/report';

const NGR = { subtract: ['house_net_win', 'bonus_amt', 'rpoint_add_amt'] } as const;

/**
 * Each site's net gaming revenue for a period: GGR less bonuses and reward points, its margin on the
 * valid bet, per player and per 1,000 bet, against the previous period, and the platform's fee on a
 * positive NGR at the rate the operator chooses (a numeric parameter, 12% unless changed). Every figure after the
 * measures is a formula (query.derived), computed once by the figure program.
 */
export default defineReport({
  id: 'net_revenue',
  route: { reportIdx: 91005, order: 5 },
  query: {
    kind: 'model',
    dimensions: ['site_id', 'site_name', 'site_currency'],
    measures: ['gm_dau', 'apv_bet', 'house_net_win', 'bonus_amt', 'rpoint_add_amt'],
    compare: { measures: ['house_net_win', 'bonus_amt', 'rpoint_add_amt'] },
    derived: [
      { field: 'ngr', formula: NGR, format: 'amount', money: true, compare: true },
      { field: 'ngr_margin', formula: { divide: ['ngr', 'apv_bet'] }, format: 'rate' },
      { field: 'ngr_per_player', formula: { divide: ['ngr', 'gm_dau'] }, format: 'amount', money: true },
      { field: 'ngr_per_1k_bet', formula: { multiply: [{ divide: ['ngr', 'apv_bet'] }, 1000] }, format: 'amount', money: true },
      { field: 'promo_cost_share', formula: { divide: [{ add: ['bonus_amt', 'rpoint_add_amt'] }, 'house_net_win'] }, format: 'rate' },
      { field: 'platform_fee', formula: { if: { compare: ['ngr', '>', 0] }, then: { divide: [{ multiply: ['ngr', { param: 'fee_rate' }] }, 100] }, else: 0 }, format: 'amount', money: true },
    ],
  },
  filters: [
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
    { key: 'markets', widget: 'markets', dimension: 'site_currency' },
    { key: 'sites', widget: 'sites', dimension: 'site_id' },
    // the platform's fee in percent of a positive NGR: a parameter of the fee's formula, 12 unless the operator says otherwise
    { key: 'feeRate', widget: 'number', param: 'fee_rate', default: 12, min: 0, max: 100, labelKey: 'filters.feeRate' },
  ],
  columns: [
    { field: 'site_name', width: 'long', pinned: true, drill: { report: 'site_trend', filters: { sites: 'site_id' } } },
    { field: 'site_currency', width: 'tiny' },
    { field: 'gm_dau', width: 'short' },
    { field: 'apv_bet' },
    { field: 'house_net_win' },
    { field: 'bonus_amt' },
    { field: 'rpoint_add_amt' },
    { field: 'ngr' },
    { field: 'ngr_growth_rate', width: 'short' },
    { field: 'ngr_margin', width: 'short' },
    { field: 'ngr_per_player', width: 'short' },
    { field: 'ngr_per_1k_bet', width: 'short' },
    { field: 'promo_cost_share', width: 'short' },
    // the fee of the totals row would be the formula over the total NGR, not the sites' fees added up
    { field: 'platform_fee', total: false },
  ],
  chart: { type: 'column', x: 'site_name', series: ['house_net_win', 'ngr'], limit: 20 },
  paging: { mode: 'local' },
  defaultSort: [{ field: 'ngr', dir: 'desc' }],
  tiles: ['house_net_win', 'bonus_amt', 'rpoint_add_amt', 'ngr', 'ngr_margin', 'promo_cost_share'],
  widget: false,
});
