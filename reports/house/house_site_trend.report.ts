import { defineReport } from '../../src/engine/definition/report';
import { trend } from '../shared/siteTrend';

/** Site trend of the house area. */
export default defineReport(trend('house_site_trend', { path: '/house/trend', menuGroup: 'house', category: 'general', itemIdx: 80100, reportIdx: 80202, order: 11 }, 'site'));
