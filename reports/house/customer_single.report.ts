import { defineReport } from '../../src/engine/definition/report';

/** The house's customer single: one member of the operator's sites (picked by id, or opened from a member report) and its recap, as the site owner's member recap shows it. */
export default defineReport({
  id: 'customer_single',
  extends: 'member_recap',
  route: { path: 'single', category: 'member', reportIdx: 80152, order: 6 },
});
