// README, "A variant of another report": the variant at its smallest (reports/house/customer_single.report.ts
// also replaces the recap's filters, to find a member by account or id).
import { defineReport } from '../../src/engine/definition/report';

export default defineReport({
  id: 'customer_single',
  extends: 'member_recap',
  route: { path: 'single', category: 'member', reportIdx: 80152, order: 6 },
});
