import { defineReport } from '../../src/engine/definition/report';

/** One site's agents: the members they bring, how many convert to a first deposit, and what those members deposit and bet. */
export default defineReport({
  id: 'agent_stats',
  route: { reportIdx: 92030, order: 3 },
  query: {
    kind: 'model',
    dimensions: ['agent_id', 'agent_username', 'agent_code'],
    measures: ['reg_dau', 'first_dpst_dau', 'gm_dau', 'dpst_dau', 'dpst_amt', 'wdrl_amt', 'apv_bet', 'house_net_win'],
    derived: [{ field: 'conversion_rate', op: 'divide', of: ['first_dpst_dau', 'reg_dau'], format: 'rate' }],
    shares: ['dpst_amt'],
  },
  filters: [
    { key: 'site', widget: 'site', dimension: 'site_id', required: true },
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
  ],
  columns: [
    { field: 'agent_username', width: 'long', pinned: true },
    { field: 'agent_code', width: 'short' },
    { field: 'reg_dau', width: 'short' },
    { field: 'first_dpst_dau', width: 'short' },
    { field: 'conversion_rate', width: 'short', descriptionKey: 'fields.conversion_rate_description' },
    { field: 'gm_dau', width: 'short' },
    { field: 'dpst_dau', width: 'short' },
    { field: 'dpst_amt' },
    { field: 'dpst_amt_share', width: 'short', total: false },
    { field: 'wdrl_amt' },
    { field: 'apv_bet' },
    { field: 'house_net_win' },
  ],
  chart: { type: 'column', x: 'agent_username', series: ['dpst_amt', 'house_net_win'], limit: 15 },
  paging: { mode: 'remote', pageSize: 50 },
  defaultSort: [{ field: 'dpst_amt', dir: 'desc' }],
});
