import { defineReport } from '../../src/engine/definition/report';
import { memberListColumn, rangeFilter, siteFilter } from '../shared/memberReports';

/** Groups of one site's members sharing a device, IP address or bank account, with their combined money and betting in the period. */
export default defineReport({
  id: 'member_related',
  route: { category: 'member', reportIdx: 92460, order: 46 },
  query: { kind: 'relatedGroups' },
  filters: [siteFilter, rangeFilter],
  columns: [
    { field: 'link_type', enumKey: 'enums.linkType', width: 'short', pinned: true },
    { field: 'link_key', width: 'long' },
    { field: 'member_count', width: 'short' },
    memberListColumn('member_recap', { sortable: false }),
    { field: 'gm_dau', width: 'short' },
    { field: 'dpst_amt' },
    { field: 'wdrl_amt' },
    { field: 'apv_bet' },
    { field: 'house_net_win' },
    { field: 'bonus_amt' },
  ],
  chart: { type: 'column', x: 'link_key', series: ['dpst_amt', 'bonus_amt'], limit: 15 },
  paging: { mode: 'remote', pageSize: 50 },
  defaultSort: [{ field: 'dpst_amt', dir: 'desc' }],
});
