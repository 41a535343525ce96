import { defineReport } from '../../src/engine/definition/report';

const MEASURES = ['reg_dau', 'gm_dau', 'dpst_dau', 'dpst_amt', 'wdrl_amt', 'apv_bet', 'house_net_win', 'house_edge', 'bonus_amt'] as const;

/** The owner's site at a glance: KPI tiles for the period, a table by day, week or month (the dashboard's tabs) and the trend of its money (also a side drawer widget). */
export default defineReport({
  id: 'site_outline',
  route: { reportIdx: 92010, order: 1 },
  query: {
    kind: 'model', dimensions: [], measures: MEASURES, time: { grain: { param: 'grain' } },
    derived: [{ field: 'profit', op: 'subtract', of: ['house_net_win', 'bonus_amt'], format: 'amount', money: true }],
  },
  filters: [
    { key: 'site', widget: 'site', dimension: 'site_id', required: true },
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
    { key: 'grain', widget: 'grain', param: 'grain', default: 'day' },
  ],
  columns: [
    { field: 'stat_date', width: 'short', pinned: true },
    ...MEASURES.map((m) => ({ field: m, width: m.endsWith('_dau') || m === 'house_edge' ? ('short' as const) : undefined })),
    { field: 'profit' },
  ],
  chart: { type: 'area', x: 'stat_date', series: ['dpst_amt', 'wdrl_amt', 'house_net_win'] },
  paging: { mode: 'local' },
  defaultSort: [{ field: 'stat_date', dir: 'desc' }],
  tiles: ['gm_dau', 'dpst_amt', 'wdrl_amt', 'apv_bet', 'house_net_win', 'profit'],
  widget: true,
});
