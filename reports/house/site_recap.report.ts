import { defineReport } from '../../src/engine/definition/report';
import { siteOutline } from '../shared/siteOutline';

/** One site's recap for the house: KPI tiles, daily table and trend chart. */
export default defineReport(siteOutline('site_recap', { path: '/house/siteRecap', menuGroup: 'house', category: 'general', itemIdx: 80100, reportIdx: 80102, order: 1 }, false));
