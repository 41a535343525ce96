import { defineReport } from '../../src/engine/definition/report';
import { groupColumns, groupSection } from '../shared/memberGroups';
import { rangeFilter, siteFilter } from '../shared/memberReports';

/**
 * Returning members of one site: every member by days since the last gaming day (0 … 360+, never),
 * and below, the period's active members by retention group: the days they had been away when they
 * first played in the period (0-1, 2-7, 8-29, 30+ or new). Also a side drawer widget.
 */
export default defineReport({
  id: 'member_returning',
  route: { category: 'member', reportIdx: 92420, order: 42 },
  query: { kind: 'memberGroups', groupBy: 'last_gm_days' },
  filters: [siteFilter, rangeFilter],
  columns: groupColumns('last_gm_days'),
  chart: { type: 'column', x: 'last_gm_days_bucket', series: ['member_count', 'gm_dau'], orderBy: 'group_order' },
  paging: { mode: 'local' },
  widget: true,
  sections: [groupSection('retention', 'return_gap')],
});
