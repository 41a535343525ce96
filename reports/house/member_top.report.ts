import { defineReport } from '../../src/engine/definition/report';
import { memberNameColumn, rangeFilter, sitesFilter } from '../shared/memberReports';

const RANKED = ['apv_bet', 'dpst_amt', 'house_net_win'] as const;

/** Top members by turnover, deposits or GGR over the period (the recent 30 days by default, spec §9), against the period before, with their rank and its change. */
export default defineReport({
  id: 'member_top',
  route: { path: 'memberTop', category: 'member', reportIdx: 80112, order: 2 },
  query: {
    kind: 'model',
    dimensions: ['site_id', 'site_name', 'member_id', 'member_username'],
    measures: ['apv_bet', 'house_net_win', 'gm_count', 'dpst_amt', 'dpst_count', 'wdrl_amt'],
    compare: { measures: RANKED },
    ranks: RANKED,
  },
  filters: [
    sitesFilter,
    rangeFilter,
    { key: 'metric', widget: 'metrics', param: 'metric', options: RANKED, default: ['apv_bet'], labelKey: 'filters.rankBy' },
  ],
  columns: [
    memberNameColumn('customer_single'),
    { field: 'site_name', width: 'short' },
    { field: 'apv_bet_rank', width: 'tiny' },
    { field: 'apv_bet_rank_change', width: 'tiny' },
    { field: 'apv_bet' },
    { field: 'apv_bet_growth_rate', width: 'short' },
    { field: 'dpst_amt_rank', width: 'tiny' },
    { field: 'dpst_amt' },
    { field: 'dpst_amt_growth_rate', width: 'short' },
    { field: 'house_net_win_rank', width: 'tiny' },
    { field: 'house_net_win' },
    { field: 'house_net_win_growth_rate', width: 'short' },
    { field: 'gm_count', width: 'short' },
    { field: 'dpst_count', width: 'short' },
    { field: 'wdrl_amt' },
  ],
  chart: { type: 'bar', x: 'member_username', series: { param: 'metric' }, limit: 20 },
  paging: { mode: 'remote', pageSize: 50 },
  defaultSort: [{ field: 'apv_bet', dir: 'desc' }],
});
