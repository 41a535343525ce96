import { defineReport } from '../../src/engine/definition/report';
import { rangeFilter, sitesFilter } from '../shared/memberReports';

const STEPS = ['reg_dau', 'cvt_login_users', 'cvt_gaming_users', 'cvt_first_dpst_users', 'cvt_second_dpst_users'] as const;
const rate = (field: string, of: string) => ({ field, op: 'divide' as const, of: [of, 'reg_dau'] as const, format: 'rate' as const });

/**
 * Conversion of the members registered in the period: registered → logged in → gaming → first
 * deposit → second deposit, as a funnel (each step needs the one before, so no step grows), and
 * per registration cohort (day, week or month) below it.
 */
export default defineReport({
  id: 'member_cvt',
  route: { path: 'memberCvt', category: 'member', reportIdx: 80132, order: 4 },
  query: { kind: 'funnel', steps: STEPS },
  filters: [sitesFilter, rangeFilter, { key: 'grain', widget: 'grain', param: 'grain', default: 'week' }],
  columns: [
    { field: 'step', enumKey: 'fields', width: 'long', pinned: true, sortable: false, total: false },
    { field: 'users', headerKey: 'fields.users', width: 'short', sortable: false, total: false },
    { field: 'cvt_rate', width: 'short', sortable: false, total: false, descriptionKey: 'fields.cvt_rate_description' },
    { field: 'step_rate', width: 'short', sortable: false, total: false, descriptionKey: 'fields.step_rate_description' },
  ],
  chart: { type: 'funnel', x: 'step', series: ['users'], orderBy: 'step_order' },
  paging: { mode: 'local' },
  sections: [
    {
      id: 'cohorts',
      titleKey: 'reports.member_cvt.sections.cohorts',
      query: {
        kind: 'model', dimensions: [], measures: STEPS, time: { grain: { param: 'grain' } },
        derived: [rate('cvt_login_rate', 'cvt_login_users'), rate('cvt_gaming_rate', 'cvt_gaming_users'), rate('cvt_first_dpst_rate', 'cvt_first_dpst_users'), rate('cvt_second_dpst_rate', 'cvt_second_dpst_users')],
      },
      columns: [
        { field: 'stat_date', headerKey: 'fields.reg_cohort', width: 'short', pinned: true },
        { field: 'reg_dau', width: 'short' },
        { field: 'cvt_login_users', width: 'short' }, { field: 'cvt_login_rate', width: 'short' },
        { field: 'cvt_gaming_users', width: 'short' }, { field: 'cvt_gaming_rate', width: 'short' },
        { field: 'cvt_first_dpst_users', width: 'short' }, { field: 'cvt_first_dpst_rate', width: 'short' },
        { field: 'cvt_second_dpst_users', width: 'short' }, { field: 'cvt_second_dpst_rate', width: 'short' },
      ],
      chart: { type: 'line', x: 'stat_date', series: ['cvt_login_rate', 'cvt_gaming_rate', 'cvt_first_dpst_rate', 'cvt_second_dpst_rate'] },
      defaultSort: [{ field: 'stat_date', dir: 'desc' }],
    },
  ],
});
