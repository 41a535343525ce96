import { defineReport } from '../../src/engine/definition/report';
import { groupColumns } from '../shared/memberGroups';
import { rangeFilter, siteFilter } from '../shared/memberReports';

/** One site's depositors of the period by deposit ranking bucket (p00: top 75–100 % … p99: top 0–1 %): members, deposits, turnover, GGR and their shares; also a side drawer widget. */
export default defineReport({
  id: 'member_prank',
  route: { category: 'member', reportIdx: 92430, order: 43 },
  query: { kind: 'memberGroups', groupBy: 'dpst_rank' },
  filters: [siteFilter, rangeFilter],
  columns: groupColumns('dpst_rank'),
  chart: { type: 'column', x: 'prank_bucket', series: ['member_count_share', 'dpst_amt_share', 'apv_bet_share'], orderBy: 'group_order' },
  paging: { mode: 'local' },
  widget: true,
});
