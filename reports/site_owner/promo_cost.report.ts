import { defineReport } from '../../src/engine/definition/report';

/** What one site's promotions cost, by promo type and sub type, against the period's revenue. */
export default defineReport({
  id: 'promo_cost',
  route: { category: 'promo', reportIdx: 92210, order: 21 },
  query: {
    kind: 'model',
    dimensions: ['promo_type', 'promo_sub_type'],
    measures: ['bonus_amt', 'bonus_out_amt', 'bonus_19_amt', 'bonus_20_amt', 'rpoint_add_amt', 'claim_count', 'bonus_dau', 'bonus_per_user'],
    shares: ['bonus_amt'],
    periodTotals: ['house_net_win'],
    derived: [{ field: 'bonus_rate', op: 'divide', of: ['bonus_amt', 'house_net_win_period'], format: 'rate' }],
  },
  filters: [
    { key: 'site', widget: 'site', dimension: 'site_id', required: true },
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
    { key: 'promoType', widget: 'enum', dimension: 'promo_type', options: [0, 1, 2, 3, 4], enumKey: 'enums.promoType' },
  ],
  columns: [
    { field: 'promo_type', format: 'enum', enumKey: 'enums.promoType', width: 'short', pinned: true },
    { field: 'promo_sub_type', format: 'enum', enumKey: 'enums.promoSubType', width: 'long', pinned: true },
    { field: 'claim_count', width: 'short' },
    { field: 'bonus_dau', width: 'short' },
    { field: 'bonus_amt' },
    { field: 'bonus_amt_share', width: 'short', total: false },
    { field: 'bonus_per_user', width: 'short' },
    { field: 'bonus_out_amt' },
    { field: 'bonus_19_amt' },
    { field: 'bonus_20_amt' },
    { field: 'rpoint_add_amt' },
    { field: 'house_net_win_period', total: false },
    { field: 'bonus_rate', width: 'short', descriptionKey: 'fields.bonus_rate_description' },
  ],
  chart: { type: 'donut', x: 'promo_sub_type', series: ['bonus_amt'], limit: 12 },
  paging: { mode: 'local' },
  defaultSort: [{ field: 'bonus_amt', dir: 'desc' }],
  widget: true,
});
