import { defineReport } from '../../src/engine/definition/report';

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/**
 * Depositors by the month (or week) of their first deposit, and the share of each cohort that played
 * in each of the twelve months after it (month N: from N months after the first deposit to N + 1).
 * Drawn as the cohort triangle: the months not yet over are empty, never counted as lost.
 */
export default defineReport({
  id: 'deposit_cohorts',
  route: { reportIdx: 91007, order: 7 },
  query: { kind: 'cohort', start: 'first_dpst_dau', activity: 'gm_dau', period: { param: 'period' }, checkpoints: { unit: 'month', at: MONTHS } },
  filters: [
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev12m' }, required: true },
    { key: 'period', widget: 'enum', param: 'period', options: ['month', 'week'], enumKey: 'filters.grains', labelKey: 'filters.groupBy', default: 'month' },
    { key: 'sites', widget: 'sites', dimension: 'site_id' },
  ],
  columns: [
    { field: 'cohort_period', pinned: true, width: 'short' },
    { field: 'cohort_count' },
    ...MONTHS.map((n) => ({ field: `retained_${n}_rate` as const, width: 'short' as const, descriptionKey: 'fields.cohort_rate_description' })),
  ],
  chart: { type: 'heatmap', x: 'cohort_period', series: MONTHS.map((n) => `retained_${n}_rate` as const), orderBy: 'cohort_period' },
  paging: { mode: 'local' },
  defaultSort: [{ field: 'cohort_period', dir: 'asc' }],
  widget: false,
});
