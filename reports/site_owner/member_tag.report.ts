import { defineReport } from '../../src/engine/definition/report';
import { memberGroupsReport } from '../shared/memberGroups';

/** One site's figures by member tag (a member holding several tags counts under each; the totals count it once); also a side drawer widget. */
export default defineReport(memberGroupsReport('member_tag',
  { path: '/site_owner/member_tag', menuGroup: 'site_owner', category: 'member', itemIdx: 92000, reportIdx: 92450, order: 45, singleSite: true },
  'tag', ['member_count', 'gm_dau', 'dpst_dau']));
