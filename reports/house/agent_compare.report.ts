import { defineReport } from '../../src/engine/definition/report';
import { rangeFilter, sitesFilter } from '../shared/memberReports';

/** Agents side by side: their members (now), new registrations, active members, depositors, deposits and turnover in the period. */
export default defineReport({
  id: 'agent_compare',
  route: { path: 'agentCompare', category: 'member', reportIdx: 80162, order: 7 },
  query: {
    kind: 'model',
    dimensions: ['agent_id', 'agent_username', 'agent_code', 'site_name'],
    measures: ['member_count', 'reg_dau', 'gm_dau', 'dpst_dau', 'dpst_amt', 'apv_bet', 'house_net_win'],
    where: [{ dimension: 'agent_linked', in: [1] }],
    derived: [{ field: 'active_rate', op: 'divide', of: ['gm_dau', 'member_count'], format: 'rate' }],
    ranks: ['dpst_amt'],
    shares: ['dpst_amt', 'apv_bet'],
    // every agent has its members now: a period with no data would list them all beside zeros
    emptyOutsideData: true,
  },
  filters: [sitesFilter, rangeFilter],
  columns: [
    { field: 'agent_username', width: 'long', pinned: true },
    { field: 'agent_code', width: 'short' },
    { field: 'site_name', width: 'short' },
    { field: 'member_count', width: 'short', headerKey: 'reports.agent_compare.membersNow' },
    { field: 'reg_dau', width: 'short' },
    { field: 'gm_dau', width: 'short' },
    { field: 'active_rate', width: 'short', descriptionKey: 'reports.agent_compare.activeRateDescription' },
    { field: 'dpst_dau', width: 'short' },
    { field: 'dpst_amt_rank', width: 'tiny' },
    { field: 'dpst_amt' },
    { field: 'dpst_amt_share', width: 'short', total: false },
    { field: 'apv_bet' },
    { field: 'apv_bet_share', width: 'short', total: false },
    { field: 'house_net_win' },
  ],
  chart: { type: 'column', x: 'agent_username', series: ['dpst_amt', 'apv_bet'], limit: 15 },
  paging: { mode: 'remote', pageSize: 50 },
  defaultSort: [{ field: 'dpst_amt', dir: 'desc' }],
});
