import { defineReport } from '../../src/engine/definition/report';

/** Member activity by platform: average DAU, WAU and MAU over the range (30 days by default) and stickiness, DAU over MAU. */
export default defineReport({
  id: 'member_activity',
  route: { path: 'memberActivity', reportIdx: 90005, order: 5 },
  query: { kind: 'activeUsers', groupBy: 'platform_code' },
  filters: [
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
    { key: 'markets', widget: 'markets', dimension: 'site_currency' },
    { key: 'sites', widget: 'sites', dimension: 'site_id' },
  ],
  columns: [
    { field: 'platform_code', format: 'enum', enumKey: 'enums.platform', width: 'long', pinned: true },
    { field: 'activity_dau', width: 'short', descriptionKey: 'fields.activity_dau_description' },
    { field: 'activity_wau', width: 'short', descriptionKey: 'fields.activity_wau_description' },
    { field: 'activity_mau', width: 'short', descriptionKey: 'fields.activity_mau_description' },
    { field: 'activity_stickiness', width: 'short', descriptionKey: 'fields.activity_stickiness_description' },
    { field: 'activity_days', width: 'tiny' },
  ],
  chart: { type: 'column', x: 'platform_code', series: ['activity_dau', 'activity_wau', 'activity_mau'] },
  paging: { mode: 'local' },
  defaultSort: [{ field: 'activity_dau', dir: 'desc' }],
  tiles: ['activity_dau', 'activity_wau', 'activity_mau', 'activity_stickiness'],
});
