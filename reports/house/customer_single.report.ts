import { defineReport } from '../../src/engine/definition/report';
import { rangeFilter, siteFilter } from '../shared/memberReports';

/**
 * The house's customer single: one member of the operator's sites and its recap, as the site
 * owner's member recap shows it. An operator finds the member as a back office knows it: by its
 * account (member_username, spec §3, the whole name) or by its member id; one of them is needed.
 * Also opened from a member report (the row's site and member id).
 */
export default defineReport({
  id: 'customer_single',
  extends: 'member_recap',
  route: { path: 'single', category: 'member', reportIdx: 80152, order: 6 },
  filters: [
    siteFilter,
    { key: 'account', widget: 'text', dimension: 'member_username', exact: true, labelKey: 'filters.username' },
    { key: 'member', widget: 'number', dimension: 'member_id', min: 1, integer: true, labelKey: 'filters.member' },
    rangeFilter,
  ],
  requireOneOf: { filters: ['account', 'member'], messageKey: 'reports.customer_single.needOne' },
});
