import { defineReport } from '../../src/engine/definition/report';
import { groupSection, memberGroupsReport } from '../shared/memberGroups';

/**
 * Returning members of one site: every member by days since the last gaming day (0 … 360+, never),
 * and below, the period's active members by retention group (0-1, 2-7, 8-29 days back since the
 * gaming day before, 30+). Also a side drawer widget.
 */
export default defineReport(memberGroupsReport('member_returning',
  { path: '/site_owner/member_returning', menuGroup: 'site_owner', category: 'member', itemIdx: 92000, reportIdx: 92420, order: 42, singleSite: true },
  'last_gm_days', ['member_count', 'gm_dau'],
  { sections: [groupSection('retention', 'return_gap')] }));
