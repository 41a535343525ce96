import { defineReport } from '../../src/engine/definition/report';
import { RETENTION_DAYS } from '../../server/compiler/kinds/retention/spec';

/** First-play cohorts by game kind or brand across the operator's sites: who came back 1, 3, 7 and 14 days later. The site owner's one-site view extends it. */
export default defineReport({
  id: 'game_retention',
  route: { reportIdx: 91003, order: 3 },
  query: { kind: 'retention', groupBy: { param: 'groupBy' }, groupOptions: ['game_kind_code', 'game_brand_code'] },
  filters: [
    { key: 'sites', widget: 'sites', dimension: 'site_id' },
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
    { key: 'groupBy', widget: 'enum', param: 'groupBy', options: ['game_kind_code', 'game_brand_code'], enumKey: 'enums.retentionGroup', default: 'game_kind_code' },
    { key: 'gameKinds', widget: 'gameKinds', dimension: 'game_kind_code' },
  ],
  columns: [
    { field: 'cohort_group', format: 'enum', enumKey: 'enums.gameKind', width: 'long', pinned: true },
    { field: 'cohort_count', width: 'short' },
    ...RETENTION_DAYS.flatMap((n) => [
      { field: `retention_${n}_count` as const, width: 'short' as const },
      { field: `retention_${n}_rate` as const, width: 'short' as const, descriptionKey: 'fields.retention_rate_description' },
    ]),
  ],
  chart: { type: 'bar', x: 'cohort_group', series: RETENTION_DAYS.map((n) => `retention_${n}_rate` as const) },
  paging: { mode: 'local' },
  defaultSort: [{ field: 'cohort_count', dir: 'desc' }],
  widget: true,
});
