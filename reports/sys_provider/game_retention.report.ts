import { RETENTION_DAYS } from '../../src/engine/definition/namedQueries';
import { defineReport } from '../../src/engine/definition/report';

/** First-play cohorts by game kind or brand: how many came back to it 1, 3, 7 and 14 days later. */
export default defineReport({
  id: 'game_retention',
  route: { path: '/sys_provider/game_retention', menuGroup: 'sys_provider', category: 'general', itemIdx: 91000, reportIdx: 91003, order: 3 },
  query: { kind: 'retention', groupBy: { param: 'groupBy' }, groupOptions: ['game_kind_code', 'game_brand_code'] },
  filters: [
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
    { key: 'groupBy', widget: 'enum', param: 'groupBy', options: ['game_kind_code', 'game_brand_code'], enumKey: 'enums.retentionGroup', default: 'game_kind_code' },
    { key: 'sites', widget: 'sites', dimension: 'site_id' },
    { key: 'gameKinds', widget: 'gameKinds', dimension: 'game_kind_code' },
  ],
  columns: [
    { field: 'cohort_group', width: 'long', pinned: true },
    { field: 'cohort_count', width: 'short' },
    ...RETENTION_DAYS.flatMap((n) => [
      { field: `retention_${n}_count`, width: 'short' as const },
      { field: `retention_${n}_rate`, width: 'short' as const, descriptionKey: 'fields.retention_rate_description' },
    ]),
  ],
  chart: { type: 'bar', x: 'cohort_group', series: ['retention_1_rate', 'retention_3_rate', 'retention_7_rate', 'retention_14_rate'] },
  paging: { mode: 'local' },
  defaultSort: [{ field: 'cohort_count', dir: 'desc' }],
  widget: true,
});
