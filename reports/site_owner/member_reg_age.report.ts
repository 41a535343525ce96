import { defineReport } from '../../src/engine/definition/report';
import { memberGroupsReport } from '../shared/memberGroups';

/** One site's members by days since registration (0, 1, 3, 7, 15, 30, 90, 180, 360, 720+), with their activity and money in the period; also a side drawer widget. */
export default defineReport(memberGroupsReport('member_reg_age',
  { path: '/site_owner/member_reg_age', menuGroup: 'site_owner', category: 'member', itemIdx: 92000, reportIdx: 92410, order: 41, singleSite: true },
  'reg_days', ['member_count', 'gm_dau', 'dpst_dau']));
