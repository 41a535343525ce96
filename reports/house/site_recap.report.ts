import { defineReport } from '../../src/engine/definition/report';

/** One site's recap for the house: the site owner's site outline (KPI tiles, daily table and trend chart), as a page only. */
export default defineReport({
  id: 'site_recap',
  extends: 'site_outline',
  route: { path: 'siteRecap', reportIdx: 80102, order: 1 },
  widget: false,
});
