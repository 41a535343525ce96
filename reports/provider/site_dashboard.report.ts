import { defineReport } from '../../src/engine/definition/report';

const MEASURES = ['reg_dau', 'gm_dau', 'dpst_dau', 'dpst_amt', 'wdrl_amt', 'apv_bet', 'house_net_win', 'house_edge', 'bonus_amt'] as const;

/**
 * The site dashboard, under the data monitor and the house (spec §2): per site for the range,
 * every headline figure with its growth against the previous period of the same length. Revenue
 * is net deposits (deposits − withdrawals); profit is house net win − bonus. A site opens its
 * trend in the same menu (site_trend, or house_site_trend from the house).
 */
export default defineReport({
  id: 'site_dashboard',
  route: { path: 'date', reportIdx: 70101, order: 1 },
  routes: [{ id: 'house_site_dashboard', menuGroup: 'house', path: 'date', reportIdx: 80192, order: 10 }],
  query: {
    kind: 'model',
    dimensions: ['site_id', 'site_name', 'site_currency'],
    measures: MEASURES,
    compare: { measures: MEASURES },
    derived: [
      { field: 'revenue', op: 'subtract', of: ['dpst_amt', 'wdrl_amt'], format: 'amount', money: true, compare: true },
      { field: 'profit', op: 'subtract', of: ['house_net_win', 'bonus_amt'], format: 'amount', money: true, compare: true },
      { field: 'profit_rate', op: 'divide', of: ['profit', 'house_net_win'], format: 'rate' },
    ],
  },
  filters: [
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev7' }, required: true },
    { key: 'markets', widget: 'markets', dimension: 'site_currency' },
    { key: 'sites', widget: 'sites', dimension: 'site_id' },
  ],
  columns: [
    { field: 'site_name', width: 'long', pinned: true, drill: { report: 'site_trend', filters: { sites: 'site_id' } } },
    { field: 'site_currency', width: 'tiny' },
    ...(['reg_dau', 'gm_dau', 'dpst_dau'] as const).flatMap((m) => [{ field: m, width: 'short' as const }, { field: `${m}_growth_rate` as const, width: 'short' as const }]),
    ...(['dpst_amt', 'wdrl_amt', 'revenue', 'apv_bet', 'house_net_win'] as const).flatMap((m) => [
      { field: m, descriptionKey: m === 'revenue' ? 'fields.revenue_description' : undefined },
      { field: `${m}_growth_rate` as const, width: 'short' as const },
    ]),
    { field: 'house_edge', width: 'short', descriptionKey: 'fields.house_edge_description' },
    { field: 'house_edge_growth', width: 'short', format: 'rate' },
    { field: 'bonus_amt' },
    { field: 'bonus_amt_growth_rate', width: 'short' },
    { field: 'profit', descriptionKey: 'fields.profit_description' },
    { field: 'profit_growth_rate', width: 'short' },
    { field: 'profit_rate', width: 'short' },
  ],
  chart: { type: 'column', x: 'site_name', series: ['dpst_amt', 'wdrl_amt', 'house_net_win'], limit: 20 },
  paging: { mode: 'local' },
  defaultSort: [{ field: 'apv_bet', dir: 'desc' }],
  tiles: ['gm_dau', 'dpst_amt', 'apv_bet', 'house_net_win', 'profit'],
});
