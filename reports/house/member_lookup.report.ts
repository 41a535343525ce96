import { defineReport } from '../../src/engine/definition/report';
import { MEMBER_LIST_CAP, memberNameColumn, sitesFilter } from '../shared/memberReports';

/**
 * Member lookup by username, phone, e-mail or real name. Names and usernames match a part; a phone
 * number or an e-mail address matches only whole, so a lookup never reveals contact data digit by digit.
 */
export default defineReport({
  id: 'member_lookup',
  route: { path: 'lookup', category: 'member', reportIdx: 80142, order: 5 },
  query: { kind: 'memberList' },
  filters: [
    sitesFilter,
    { key: 'username', widget: 'text', dimension: 'member_username', labelKey: 'filters.username' },
    { key: 'phone', widget: 'text', dimension: 'phone', exact: true, labelKey: 'filters.phone' },
    { key: 'email', widget: 'text', dimension: 'email', exact: true, labelKey: 'filters.email' },
    { key: 'realName', widget: 'text', dimension: 'real_name', labelKey: 'filters.realName' },
  ],
  requireOneOf: { filters: ['username', 'phone', 'email', 'realName'], messageKey: 'reports.member_lookup.needOne' },
  list: { key: 'member_id', cap: MEMBER_LIST_CAP, capMessageKey: 'reports.member_search.capped' },
  columns: [
    memberNameColumn('customer_single'),
    { field: 'real_name', width: 'long' },
    { field: 'phone', width: 'long', sortable: false },
    { field: 'email', width: 'long', sortable: false },
    { field: 'site_name', width: 'short' },
    { field: 'member_lv_name', width: 'short' },
    { field: 'member_status', enumKey: 'enums.memberStatus', width: 'short' },
    { field: 'member_type', enumKey: 'enums.memberType', width: 'short' },
    { field: 'agent_username', width: 'short' },
    { field: 'reg_date', width: 'short' },
    { field: 'life_date_max', width: 'short' },
  ],
  paging: { mode: 'remote', pageSize: 50 },
  defaultSort: [{ field: 'reg_date', dir: 'desc' }],
});
