// docs/ARCHITECTURE.md, "An analyst's retention report on deposits": the whole report, as
// reports/sys_provider/deposit_retention.report.ts (tests/server/reports/depositRetention.test.ts runs it).
import { defineReport } from '../../src/engine/definition/report';
import { RETENTION_DAYS } from '../../server/compiler/kinds/retention/spec';

export default defineReport({
  id: 'deposit_retention',
  route: { reportIdx: 91099, order: 99 },
  query: { kind: 'retention', activity: 'dpst_count', groupBy: 'site_name' },
  filters: [
    { key: 'sites', widget: 'sites', dimension: 'site_id' },
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
  ],
  columns: [
    { field: 'cohort_group', width: 'long', pinned: true }, { field: 'cohort_count', width: 'short' },
    ...RETENTION_DAYS.flatMap((n) => [{ field: `retention_${n}_count` as const, width: 'short' as const }, { field: `retention_${n}_rate` as const, width: 'short' as const }]),
  ],
  paging: { mode: 'local' },
  defaultSort: [{ field: 'cohort_count', dir: 'desc' }],
});
