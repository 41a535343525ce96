import { defineReport } from '../../src/engine/definition/report';
import { memberGroupsReport } from '../shared/memberGroups';

/** One site's depositors of the period by deposit ranking bucket (p00: top 75–100 % … p99: top 0–1 %): members, deposits, turnover, GGR and their shares; also a side drawer widget. */
export default defineReport(memberGroupsReport('member_prank',
  { path: '/site_owner/member_prank', menuGroup: 'site_owner', category: 'member', itemIdx: 92000, reportIdx: 92430, order: 43, singleSite: true },
  'dpst_rank', ['member_count_share', 'dpst_amt_share', 'apv_bet_share']));
