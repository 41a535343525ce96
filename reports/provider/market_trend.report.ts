import { defineReport } from '../../src/engine/definition/report';
import { trend } from '../shared/siteTrend';

/** The same trend by market (currency area); amounts in the currency the operator chose. */
export default defineReport(trend('market_trend', { path: '/provider/market', menuGroup: 'provider', category: 'general', itemIdx: 70000, reportIdx: 70103, order: 3 }, 'market'));
