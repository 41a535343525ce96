import { defineReport } from '../../src/engine/definition/report';

const MEASURES = ['reg_dau', 'gm_dau', 'dpst_dau', 'dpst_amt', 'wdrl_amt', 'apv_bet', 'house_net_win', 'house_edge', 'bonus_amt'] as const;

/** The site trend by market (currency area) instead of site: one line per market; amounts in the currency the operator chose. */
export default defineReport({
  id: 'market_trend',
  extends: 'site_trend',
  route: { path: 'market', reportIdx: 70103, order: 3 },
  query: { kind: 'model', dimensions: ['site_currency'], measures: MEASURES, time: { grain: { param: 'grain' } } },
  filters: [
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
    { key: 'grain', widget: 'grain', param: 'grain', default: 'day' },
    { key: 'metrics', widget: 'metrics', param: 'metrics', options: MEASURES, default: ['apv_bet'] },
    { key: 'markets', widget: 'markets', dimension: 'site_currency' },
  ],
  columns: [
    { field: 'stat_date', width: 'short', pinned: true },
    { field: 'site_currency', width: 'tiny' },
    ...MEASURES.map((m) => ({ field: m, width: m.endsWith('_dau') || m === 'house_edge' ? ('short' as const) : undefined })),
  ],
  chart: { type: 'line', x: 'stat_date', series: { param: 'metrics' }, splitBy: 'site_currency' },
});
