import { defineReport } from '../../src/engine/definition/report';
import { groupColumns } from '../shared/memberGroups';
import { rangeFilter, siteFilter } from '../shared/memberReports';

/** One site's members by days since registration (0, 1, 3, 7, 15, 30, 90, 180, 360, 720+), with their activity and money in the period; also a side drawer widget. */
export default defineReport({
  id: 'member_reg_age',
  route: { category: 'member', reportIdx: 92410, order: 41 },
  query: { kind: 'memberGroups', groupBy: 'reg_days' },
  filters: [siteFilter, rangeFilter],
  columns: groupColumns('reg_days'),
  chart: { type: 'column', x: 'reg_days_bucket', series: ['member_count', 'gm_dau', 'dpst_dau'], orderBy: 'group_order' },
  paging: { mode: 'local' },
  widget: true,
});
