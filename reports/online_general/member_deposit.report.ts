import { defineReport } from '../../src/engine/definition/report';

/** Deposits by day, week or month: first-time and repeat depositors, deposit per depositor and per day, and the spread of deposit sizes. */
export default defineReport({
  id: 'member_deposit',
  route: { path: 'memberDeposit', reportIdx: 90006, order: 6 },
  query: {
    kind: 'model',
    dimensions: [],
    measures: [
      'dpst_dau', 'first_dpst_dau', 'dpst_count', 'dpst_amt', 'dpst_amt_per_user', 'dpst_count_per_user', 'dpst_amt_per_count', 'dpst_amt_per_day',
      'dpst_amt_p50', 'dpst_amt_p90', 'dpst_amt_p99',
    ],
    time: { grain: { param: 'grain' } },
    derived: [{ field: 'repeat_dpst_dau', op: 'subtract', of: ['dpst_dau', 'first_dpst_dau'], format: 'count' }],
  },
  filters: [
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
    { key: 'grain', widget: 'grain', param: 'grain', default: 'day' },
    { key: 'markets', widget: 'markets', dimension: 'site_currency' },
    { key: 'sites', widget: 'sites', dimension: 'site_id' },
  ],
  columns: [
    { field: 'stat_date', width: 'short', pinned: true },
    { field: 'dpst_dau', width: 'short' },
    { field: 'first_dpst_dau', width: 'short' },
    { field: 'repeat_dpst_dau', width: 'short', descriptionKey: 'fields.repeat_dpst_dau_description' },
    { field: 'dpst_count', width: 'short' },
    { field: 'dpst_amt' },
    { field: 'dpst_amt_per_user', width: 'short', descriptionKey: 'fields.dpst_amt_per_user_description' },
    { field: 'dpst_count_per_user', width: 'short', descriptionKey: 'fields.dpst_count_per_user_description' },
    { field: 'dpst_amt_per_count', width: 'short', descriptionKey: 'fields.dpst_amt_per_count_description' },
    { field: 'dpst_amt_per_day', width: 'short', descriptionKey: 'fields.dpst_amt_per_day_description' },
    { field: 'dpst_amt_p50', width: 'short', descriptionKey: 'fields.dpst_amt_quantile_description' },
    { field: 'dpst_amt_p90', width: 'short', descriptionKey: 'fields.dpst_amt_quantile_description' },
    { field: 'dpst_amt_p99', width: 'short', descriptionKey: 'fields.dpst_amt_quantile_description' },
  ],
  chart: { type: 'column', x: 'stat_date', series: ['first_dpst_dau', 'repeat_dpst_dau'], stacked: true },
  paging: { mode: 'local' },
  defaultSort: [{ field: 'stat_date', dir: 'desc' }],
  tiles: ['dpst_dau', 'first_dpst_dau', 'repeat_dpst_dau', 'dpst_amt', 'dpst_amt_per_user'],
});
