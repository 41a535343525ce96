import { defineReport } from '../../src/engine/definition/report';

/** One site's members by level: how many hold each level, level-ups in the period and the days they took, thresholds and the gap to the next level. */
export default defineReport({
  id: 'member_level',
  route: { category: 'member', reportIdx: 92440, order: 44 },
  query: {
    kind: 'model',
    dimensions: ['member_lv_id', 'member_lv_name', 'lv_order', 'threshold_apv_bet', 'threshold_dpst_amt', 'threshold_dpst_count', 'threshold_gap_apv_bet', 'threshold_gap_dpst_amt', 'threshold_gap_dpst_count'],
    measures: ['member_count', 'depositor_count', 'levelup_count', 'levelup_dau', 'levelup_using_days'],
    shares: ['member_count'],
  },
  filters: [
    { key: 'site', widget: 'site', dimension: 'site_id', required: true },
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
  ],
  columns: [
    { field: 'lv_order', width: 'tiny', pinned: true },
    { field: 'member_lv_name', width: 'short', pinned: true },
    { field: 'member_count', width: 'short' },
    { field: 'member_count_share', width: 'short', total: false },
    { field: 'depositor_count', width: 'short' },
    { field: 'levelup_count', width: 'short' },
    { field: 'levelup_dau', width: 'short' },
    { field: 'levelup_using_days', width: 'short' },
    { field: 'threshold_apv_bet', format: 'amount' },
    { field: 'threshold_gap_apv_bet', format: 'amount' },
    { field: 'threshold_dpst_amt', format: 'amount' },
    { field: 'threshold_gap_dpst_amt', format: 'amount' },
    { field: 'threshold_dpst_count', format: 'count', width: 'short' },
    { field: 'threshold_gap_dpst_count', format: 'count', width: 'short' },
  ],
  chart: { type: 'column', x: 'member_lv_name', series: ['member_count', 'levelup_count'] },
  paging: { mode: 'local' },
  defaultSort: [{ field: 'lv_order', dir: 'asc' }],
  widget: true,
});
