import { defineReport } from '../../src/engine/definition/report';
import { groupColumns } from '../shared/memberGroups';
import { rangeFilter, siteFilter } from '../shared/memberReports';

/** One site's figures by member tag (a member holding several tags counts under each; the totals count it once); also a side drawer widget. */
export default defineReport({
  id: 'member_tag',
  route: { category: 'member', reportIdx: 92450, order: 45 },
  query: { kind: 'memberGroups', groupBy: 'tag' },
  filters: [siteFilter, rangeFilter],
  columns: groupColumns('tag'),
  chart: { type: 'column', x: 'member_tag_code', series: ['member_count', 'gm_dau', 'dpst_dau'], orderBy: 'group_order' },
  paging: { mode: 'local' },
  widget: true,
});
