import { defineReport } from '../../src/engine/definition/report';

/** One site's third-party deposits and withdrawals per provider and method: the status path, fail rate and how long they take. */
export default defineReport({
  id: 'trans_3party',
  route: { category: 'trans', reportIdx: 92320, order: 32 },
  query: {
    kind: 'model',
    dimensions: ['pay_3party_name', 'pay_method_code', 'provider_method'],
    measures: ['order_count', 'order_amt', 'submit_count', 'reject_count', 'reject_amt', 'succ_count', 'succ_amt', 'fail_count', 'fail_amt', 'fail_rate', 'duration_p50', 'duration_p90', 'duration_p99'],
    where: [{ dimension: 'trans_type', in: [10, -10] }],
  },
  filters: [
    { key: 'site', widget: 'site', dimension: 'site_id', required: true },
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
    { key: 'transType', widget: 'enum', dimension: 'trans_type', options: [10, -10], enumKey: 'enums.transType' },
  ],
  columns: [
    { field: 'pay_3party_name', width: 'long', pinned: true },
    { field: 'pay_method_code', width: 'short' },
    { field: 'order_count', width: 'short' },
    { field: 'order_amt' },
    { field: 'submit_count', width: 'short' },
    { field: 'reject_count', width: 'short' },
    { field: 'succ_count', width: 'short' },
    { field: 'succ_amt' },
    { field: 'fail_count', width: 'short' },
    { field: 'fail_amt' },
    { field: 'fail_rate', width: 'short', descriptionKey: 'fields.fail_rate_description' },
    { field: 'duration_p50', width: 'short' },
    { field: 'duration_p90', width: 'short' },
    { field: 'duration_p99', width: 'short' },
  ],
  chart: { type: 'bar', x: 'provider_method', series: ['fail_rate'], limit: 20 },
  paging: { mode: 'local' },
  defaultSort: [{ field: 'order_count', dir: 'desc' }],
  widget: true,
});
