import { defineReport } from '../../src/engine/definition/report';

/** Channels (agents' registration tokens): the members they bring, how many make a first deposit, and the deposits and revenue of their members. */
export default defineReport({
  id: 'channel',
  route: { reportIdx: 90004, order: 4 },
  query: {
    kind: 'model',
    dimensions: ['channel_token', 'agent_username'],
    measures: ['reg_dau', 'first_dpst_dau', 'dpst_dau', 'dpst_count', 'dpst_amt', 'wdrl_amt'],
    derived: [
      { field: 'conversion_rate', op: 'divide', of: ['first_dpst_dau', 'reg_dau'], format: 'rate' },
      { field: 'revenue', op: 'subtract', of: ['dpst_amt', 'wdrl_amt'], format: 'amount', money: true },
    ],
    shares: ['dpst_amt'],
    // members who came without a channel have no channel to compare
    where: [{ dimension: 'channel_linked', in: [1] }],
  },
  filters: [
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
    { key: 'markets', widget: 'markets', dimension: 'site_currency' },
    { key: 'sites', widget: 'sites', dimension: 'site_id' },
  ],
  columns: [
    { field: 'channel_token', width: 'long', pinned: true },
    { field: 'agent_username', width: 'short' },
    { field: 'reg_dau', width: 'short' },
    { field: 'first_dpst_dau', width: 'short' },
    { field: 'conversion_rate', width: 'short', descriptionKey: 'fields.conversion_rate_description' },
    { field: 'dpst_dau', width: 'short' },
    { field: 'dpst_count', width: 'short' },
    { field: 'dpst_amt' },
    { field: 'dpst_amt_share', width: 'short', total: false },
    { field: 'wdrl_amt' },
    { field: 'revenue', descriptionKey: 'fields.revenue_description' },
  ],
  chart: { type: 'column', x: 'channel_token', series: ['dpst_amt', 'revenue'], limit: 15 },
  paging: { mode: 'remote', pageSize: 50 },
  defaultSort: [{ field: 'dpst_amt', dir: 'desc' }],
  tiles: ['reg_dau', 'first_dpst_dau', 'conversion_rate', 'revenue'],
});
