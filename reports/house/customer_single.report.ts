import { defineReport } from '../../src/engine/definition/report';
import { memberRecap } from '../shared/memberRecap';

/** The house's customer single: one member of the operator's sites (picked by id, or opened from a member report) and its recap. */
export default defineReport(memberRecap('customer_single', { path: '/house/single', menuGroup: 'house', category: 'member', itemIdx: 80100, reportIdx: 80152, order: 6 }));
