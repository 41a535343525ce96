import { defineReport } from '../../src/engine/definition/report';

const PROVIDER_TYPES = [10, 26, 28, -10] as const;

/** Banking service per payment provider: the status path of its transactions (order, reject, submit, fail, success), fail rate and how long they take. */
export default defineReport({
  id: 'service_banking',
  route: { path: 'serviceBanking', reportIdx: 90002, order: 2 },
  query: {
    kind: 'model',
    dimensions: ['pay_3party_name'],
    measures: [
      'order_count', 'order_amt', 'reject_count', 'reject_amt', 'submit_count', 'submit_amt', 'fail_count', 'fail_amt', 'succ_count', 'succ_amt',
      'finished_count', 'fail_rate', 'duration_p50', 'duration_p90', 'duration_p99',
    ],
    shares: ['order_count'],
    where: [{ dimension: 'trans_type', in: PROVIDER_TYPES }],
  },
  filters: [
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
    { key: 'markets', widget: 'markets', dimension: 'site_currency' },
    { key: 'sites', widget: 'sites', dimension: 'site_id' },
    { key: 'transType', widget: 'enum', dimension: 'trans_type', options: PROVIDER_TYPES, enumKey: 'enums.transType' },
  ],
  columns: [
    { field: 'pay_3party_name', width: 'long', pinned: true },
    { field: 'order_count', width: 'short' },
    { field: 'order_count_share', width: 'short', total: false },
    { field: 'order_amt' },
    { field: 'reject_count', width: 'short' },
    { field: 'reject_amt' },
    { field: 'submit_count', width: 'short' },
    { field: 'submit_amt' },
    { field: 'fail_count', width: 'short' },
    { field: 'fail_amt' },
    { field: 'succ_count', width: 'short' },
    { field: 'succ_amt' },
    { field: 'finished_count', width: 'short' },
    { field: 'fail_rate', width: 'short', descriptionKey: 'fields.fail_rate_description' },
    { field: 'duration_p50', width: 'short', descriptionKey: 'fields.duration_description' },
    { field: 'duration_p90', width: 'short', descriptionKey: 'fields.duration_description' },
    { field: 'duration_p99', width: 'short', descriptionKey: 'fields.duration_description' },
  ],
  chart: { type: 'bar', x: 'pay_3party_name', series: ['duration_p50', 'duration_p90', 'duration_p99'] },
  paging: { mode: 'local' },
  defaultSort: [{ field: 'order_count', dir: 'desc' }],
  tiles: ['order_count', 'succ_amt', 'fail_rate', 'duration_p90'],
});
