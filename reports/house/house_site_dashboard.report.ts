import { defineReport } from '../../src/engine/definition/report';
import { siteDashboard } from '../shared/siteDashboard';

/** Site dashboard of the house area. */
export default defineReport(siteDashboard('house_site_dashboard', { path: '/house/date', menuGroup: 'house', category: 'general', itemIdx: 80100, reportIdx: 80192, order: 10 }, 'house_site_trend'));
