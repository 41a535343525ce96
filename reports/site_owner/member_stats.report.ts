import { defineReport } from '../../src/engine/definition/report';
import { rangeFilter, siteFilter } from '../shared/memberReports';

/** One site's members at a glance, by day, week or month (the dashboard's tabs): registrations, first deposits, active and depositing members and their money. The side drawer's member stats widget. */
export default defineReport({
  id: 'member_stats',
  route: { category: 'member', reportIdx: 92470, order: 47 },
  query: { kind: 'model', dimensions: [], measures: ['reg_dau', 'first_dpst_dau', 'login_dau', 'gm_dau', 'dpst_dau', 'dpst_amt', 'wdrl_amt', 'apv_bet', 'house_net_win'], time: { grain: { param: 'grain' } } },
  filters: [siteFilter, rangeFilter, { key: 'grain', widget: 'grain', param: 'grain', default: 'day' }],
  columns: [
    { field: 'stat_date', width: 'short', pinned: true },
    { field: 'reg_dau', width: 'short' },
    { field: 'first_dpst_dau', width: 'short' },
    { field: 'login_dau', width: 'short' },
    { field: 'gm_dau', width: 'short' },
    { field: 'dpst_dau', width: 'short' },
    { field: 'dpst_amt' },
    { field: 'wdrl_amt' },
    { field: 'apv_bet' },
    { field: 'house_net_win' },
  ],
  chart: { type: 'line', x: 'stat_date', series: ['gm_dau', 'dpst_dau', 'reg_dau'] },
  paging: { mode: 'local' },
  defaultSort: [{ field: 'stat_date', dir: 'desc' }],
  tiles: ['reg_dau', 'first_dpst_dau', 'gm_dau', 'dpst_dau', 'dpst_amt', 'apv_bet'],
  widget: true,
});
