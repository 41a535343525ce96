import { defineReport } from '../../src/engine/definition/report';

/**
 * Members registered in the period, through events of five models joined by member, in order:
 * registered → logged in → first deposit → played → received a bonus. A member reaches a step on the
 * first day in the period, on or after the day it reached the step before, that it did the step.
 */
export default defineReport({
  id: 'member_journey',
  route: { reportIdx: 91008, order: 8 },
  query: { kind: 'funnel', by: 'member', steps: ['reg_dau', 'login_dau', 'first_dpst_dau', 'gm_dau', 'bonus_dau'] },
  filters: [
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
    { key: 'sites', widget: 'sites', dimension: 'site_id' },
  ],
  columns: [
    { field: 'step', enumKey: 'reports.member_journey.steps', width: 'long', pinned: true, sortable: false, total: false },
    { field: 'users', headerKey: 'fields.users', width: 'short', sortable: false, total: false },
    { field: 'cvt_rate', width: 'short', sortable: false, total: false, descriptionKey: 'fields.cvt_rate_description' },
    { field: 'step_rate', width: 'short', sortable: false, total: false, descriptionKey: 'fields.step_rate_description' },
  ],
  chart: { type: 'funnel', x: 'step', series: ['users'], orderBy: 'step_order' },
  paging: { mode: 'local' },
  widget: false,
});
