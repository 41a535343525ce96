import { defineReport } from '../../src/engine/definition/report';
import { siteDashboard } from '../shared/siteDashboard';

/** Site dashboard of the data monitor. */
export default defineReport(siteDashboard('site_dashboard', { path: '/provider/date', menuGroup: 'provider', category: 'general', itemIdx: 70000, reportIdx: 70101, order: 1 }, 'site_trend'));
