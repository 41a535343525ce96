import { defineReport } from '../../src/engine/definition/report';
import { memberRecap } from '../shared/memberRecap';

/** One member of the owner's site: profile, lifetime and period figures, daily activity, money, promotions, levels and related members. */
export default defineReport(memberRecap('member_recap', { path: '/site_owner/member_recap', menuGroup: 'site_owner', category: 'member', itemIdx: 92000, reportIdx: 92610, order: 61, singleSite: true }));
