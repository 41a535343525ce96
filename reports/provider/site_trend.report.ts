import { defineReport } from '../../src/engine/definition/report';
import { trend } from '../shared/siteTrend';

/** Chosen metrics per site over time, by day, week or month: one line per site. */
export default defineReport(trend('site_trend', { path: '/provider/trend', menuGroup: 'provider', category: 'general', itemIdx: 70000, reportIdx: 70102, order: 2 }, 'site'));
