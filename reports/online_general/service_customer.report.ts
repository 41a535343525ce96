import { defineReport } from '../../src/engine/definition/report';

const MANUAL_TYPES = [3, 4] as const;

/** Customer service: manual deposits and withdrawals per back-office handler, how many were rejected and how long handling took. */
export default defineReport({
  id: 'service_customer',
  route: { path: 'serviceCustomer', reportIdx: 90003, order: 3 },
  query: {
    kind: 'model',
    dimensions: ['handler_name'],
    measures: [
      'order_count', 'order_amt', 'dpst_count', 'dpst_amt', 'wdrl_count', 'wdrl_amt', 'reject_count', 'reject_amt',
      'handle_duration_p50', 'handle_duration_p90', 'handle_duration_p99',
    ],
    derived: [{ field: 'reject_rate', op: 'divide', of: ['reject_count', 'order_count'], format: 'rate' }],
    where: [{ dimension: 'trans_type', in: MANUAL_TYPES }],
  },
  filters: [
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
    { key: 'markets', widget: 'markets', dimension: 'site_currency' },
    { key: 'sites', widget: 'sites', dimension: 'site_id' },
    { key: 'transType', widget: 'enum', dimension: 'trans_type', options: MANUAL_TYPES, enumKey: 'enums.transType' },
  ],
  columns: [
    { field: 'handler_name', width: 'long', pinned: true },
    { field: 'order_count', width: 'short' },
    { field: 'order_amt' },
    { field: 'dpst_count', width: 'short' },
    { field: 'dpst_amt' },
    { field: 'wdrl_count', width: 'short' },
    { field: 'wdrl_amt' },
    { field: 'reject_count', width: 'short' },
    { field: 'reject_amt' },
    { field: 'reject_rate', width: 'short', descriptionKey: 'fields.reject_rate_description' },
    { field: 'handle_duration_p50', width: 'short', descriptionKey: 'fields.handle_duration_description' },
    { field: 'handle_duration_p90', width: 'short', descriptionKey: 'fields.handle_duration_description' },
    { field: 'handle_duration_p99', width: 'short', descriptionKey: 'fields.handle_duration_description' },
  ],
  chart: { type: 'column', x: 'handler_name', series: ['dpst_count', 'wdrl_count', 'reject_count'], stacked: true },
  paging: { mode: 'local' },
  defaultSort: [{ field: 'order_count', dir: 'desc' }],
  tiles: ['order_count', 'reject_rate', 'handle_duration_p90'],
});
