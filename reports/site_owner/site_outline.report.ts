import { defineReport } from '../../src/engine/definition/report';
import { siteOutline } from '../shared/siteOutline';

/** The owner's site at a glance (also a side drawer widget). */
export default defineReport(siteOutline('site_outline', { path: '/site_owner/site_outline', menuGroup: 'site_owner', category: 'operation', itemIdx: 92000, reportIdx: 92010, order: 1, singleSite: true }, true));
