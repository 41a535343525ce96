import { defineReport } from '../../src/engine/definition/report';

const TYPES = [3, 4, 10, 26, 28, -10] as const;

/** One site's deposits and withdrawals by transaction type: orders, how many succeeded, failed or were rejected, for how much. */
export default defineReport({
  id: 'trans_recap',
  route: { category: 'trans', reportIdx: 92310, order: 31 },
  query: {
    kind: 'model',
    dimensions: ['trans_type'],
    measures: ['trans_dau', 'order_count', 'order_amt', 'succ_count', 'succ_amt', 'fail_count', 'fail_amt', 'reject_count', 'reject_amt', 'finished_count', 'fail_rate'],
    derived: [{ field: 'succ_rate', op: 'divide', of: ['succ_count', 'order_count'], format: 'rate' }],
    shares: ['succ_amt'],
    where: [{ dimension: 'trans_type', in: TYPES }],
  },
  filters: [
    { key: 'site', widget: 'site', dimension: 'site_id', required: true },
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
  ],
  columns: [
    { field: 'trans_type', format: 'enum', enumKey: 'enums.transType', width: 'long', pinned: true },
    { field: 'trans_dau', width: 'short' },
    { field: 'order_count', width: 'short' },
    { field: 'order_amt' },
    { field: 'succ_count', width: 'short' },
    { field: 'succ_amt' },
    { field: 'succ_amt_share', width: 'short', total: false },
    { field: 'succ_rate', width: 'short', descriptionKey: 'fields.succ_rate_description' },
    { field: 'fail_count', width: 'short' },
    { field: 'fail_amt' },
    { field: 'fail_rate', width: 'short', descriptionKey: 'fields.fail_rate_description' },
    { field: 'reject_count', width: 'short' },
    { field: 'reject_amt' },
  ],
  chart: { type: 'column', x: 'trans_type', series: ['succ_amt', 'fail_amt', 'reject_amt'], stacked: true },
  paging: { mode: 'local' },
  defaultSort: [{ field: 'order_amt', dir: 'desc' }],
  tiles: ['order_count', 'succ_amt', 'succ_rate', 'fail_rate'],
});
