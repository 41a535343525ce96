import { defineReport } from '../../src/engine/definition/report';

/** Bank accounting: money in (successful deposits) and out (successful withdrawals) per payment method and day, and the balance they build over the period. */
export default defineReport({
  id: 'bank_accounting',
  route: { path: 'bankAccountung', reportIdx: 90001, order: 1 },
  query: {
    kind: 'model',
    dimensions: ['pay_method'],
    measures: ['dpst_count', 'dpst_amt', 'wdrl_count', 'wdrl_amt'],
    time: { grain: { param: 'grain' } },
    derived: [{ field: 'net_flow', op: 'subtract', of: ['dpst_amt', 'wdrl_amt'], format: 'amount', money: true }],
    running: ['net_flow'],
  },
  filters: [
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
    { key: 'grain', widget: 'grain', param: 'grain', default: 'day' },
    { key: 'markets', widget: 'markets', dimension: 'site_currency' },
    { key: 'sites', widget: 'sites', dimension: 'site_id' },
  ],
  columns: [
    { field: 'stat_date', width: 'short', pinned: true },
    { field: 'pay_method', format: 'enum', enumKey: 'enums.payMethod', width: 'long', pinned: true },
    { field: 'dpst_count', width: 'short' },
    { field: 'dpst_amt' },
    { field: 'wdrl_count', width: 'short' },
    { field: 'wdrl_amt' },
    { field: 'net_flow', descriptionKey: 'fields.net_flow_description' },
    { field: 'net_flow_running', descriptionKey: 'fields.net_flow_running_description' },
  ],
  chart: { type: 'line', x: 'stat_date', series: ['net_flow_running'], splitBy: 'pay_method' },
  paging: { mode: 'remote', pageSize: 50 },
  defaultSort: [{ field: 'stat_date', dir: 'desc' }, { field: 'dpst_amt', dir: 'desc' }],
  tiles: ['dpst_amt', 'wdrl_amt', 'net_flow'],
});
