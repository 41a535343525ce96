import { defineReport } from '../../src/engine/definition/report';
import { rangeFilter, sitesFilter } from '../shared/memberReports';

const subtract = (field: string, total: string, part: string) =>
  ({ field, op: 'subtract' as const, of: [total, part] as const, format: 'amount' as const, money: true });

/**
 * New and old members: registrations, and the activity and money of new members (registered within
 * 30 days of the day, spec member type 0) against the old ones, per day, week or month.
 */
export default defineReport({
  id: 'member_reg',
  route: { path: 'memberReg', category: 'member', reportIdx: 80122, order: 3 },
  query: {
    kind: 'model',
    dimensions: [],
    // old and new members are distinct counts of their own: over a period a member can be both (new in its first 30 days, old after)
    measures: ['reg_dau', 'first_dpst_dau', 'gm_dau', 'gm_dau_new', 'gm_dau_old', 'apv_bet', 'apv_bet_new', 'dpst_dau', 'dpst_dau_new', 'dpst_dau_old', 'dpst_amt', 'dpst_amt_new'],
    time: { grain: { param: 'grain' } },
    derived: [
      subtract('apv_bet_old', 'apv_bet', 'apv_bet_new'),
      subtract('dpst_amt_old', 'dpst_amt', 'dpst_amt_new'),
      { field: 'gm_new_ratio', op: 'divide', of: ['gm_dau_new', 'gm_dau'], format: 'rate' },
    ],
  },
  filters: [sitesFilter, rangeFilter, { key: 'grain', widget: 'grain', param: 'grain', default: 'day' }],
  columns: [
    { field: 'stat_date', width: 'short', pinned: true },
    { field: 'reg_dau', width: 'short' },
    { field: 'first_dpst_dau', width: 'short' },
    { field: 'gm_dau_new', width: 'short' },
    { field: 'gm_dau_old', width: 'short', descriptionKey: 'fields.gm_dau_old_description' },
    { field: 'gm_new_ratio', width: 'short', descriptionKey: 'fields.gm_new_ratio_description' },
    { field: 'apv_bet_new' },
    { field: 'apv_bet_old' },
    { field: 'dpst_dau_new', width: 'short' },
    { field: 'dpst_dau_old', width: 'short' },
    { field: 'dpst_amt_new' },
    { field: 'dpst_amt_old' },
  ],
  chart: { type: 'column', x: 'stat_date', series: ['gm_dau_new', 'gm_dau_old'], stacked: true },
  paging: { mode: 'local' },
  defaultSort: [{ field: 'stat_date', dir: 'desc' }],
  tiles: ['reg_dau', 'first_dpst_dau', 'gm_dau_new', 'gm_dau_old', 'dpst_amt_new', 'dpst_amt_old'],
});
