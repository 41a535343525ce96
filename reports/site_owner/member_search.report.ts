import { defineReport } from '../../src/engine/definition/report';
import { MEMBER_LIST_CAP, memberNameColumn, siteFilter } from '../shared/memberReports';

const DATE_OPS = ['eq', 'gte', 'lte'] as const;

/**
 * Member search (spec §2, §5): members of one site by tags, levels and advanced conditions; at least
 * one of them, and a confirmation, before it runs. Above 500,000 members the list is not shown.
 * Paged on the server by key: the search runs once, every page reads its own rows.
 */
export default defineReport({
  id: 'member_search',
  route: { category: 'member', reportIdx: 92510, order: 51 },
  query: { kind: 'memberList' },
  filters: [
    siteFilter,
    { key: 'memberTags', widget: 'memberTags', dimension: 'member_tag_id' },
    { key: 'memberLevels', widget: 'memberLevels', dimension: 'member_lv_id' },
    {
      key: 'conditions', widget: 'conditions', labelKey: 'filters.conditions',
      conditionFields: [
        { field: 'reg_date', type: 'date', ops: DATE_OPS },
        { field: 'login_date_max', type: 'date', ops: DATE_OPS },
        { field: 'gm_date_max', type: 'date', ops: DATE_OPS },
        { field: 'dpst_date_max', type: 'date', ops: DATE_OPS },
        { field: 'first_dpst_date', type: 'date', ops: DATE_OPS },
        { field: 'life_days', type: 'number', ops: ['eq', 'gte', 'lte'], integer: true, min: 0, max: 36500 },
        { field: 'member_status', type: 'enum', ops: ['eq', 'ne'], options: [0, 1, 2, 3, 4], enumKey: 'enums.memberStatus' },
        { field: 'member_type', type: 'enum', ops: ['eq', 'ne'], options: [0, 1, 2, 3, 4, 5, 6, 7], enumKey: 'enums.memberType' },
        { field: 'reg_platform', type: 'enum', ops: ['eq', 'ne'], options: [0, 1, 2, 3, 4, 5], enumKey: 'enums.platform' },
        { field: 'member_username', type: 'text', ops: ['contains', 'eq'] },
        { field: 'agent_username', type: 'text', ops: ['contains', 'eq'] },
      ],
    },
  ],
  requireOneOf: { filters: ['memberTags', 'memberLevels', 'conditions'], messageKey: 'reports.member_search.needOne' },
  confirm: { messageKey: 'reports.member_search.confirm' },
  list: { key: 'member_id', cap: MEMBER_LIST_CAP, capMessageKey: 'reports.member_search.capped' },
  columns: [
    memberNameColumn('member_recap'),
    { field: 'real_name', width: 'long' },
    { field: 'phone', width: 'long', sortable: false },
    { field: 'email', width: 'long', sortable: false },
    { field: 'member_lv_name', width: 'short' },
    { field: 'member_tag_list', width: 'long', sortable: false },
    { field: 'member_status', enumKey: 'enums.memberStatus', width: 'short' },
    { field: 'member_type', enumKey: 'enums.memberType', width: 'short' },
    { field: 'agent_username', width: 'short' },
    { field: 'reg_date', width: 'short' },
    { field: 'login_date_max', width: 'short' },
    { field: 'gm_date_max', width: 'short' },
    { field: 'dpst_date_max', width: 'short' },
    { field: 'life_days', width: 'short' },
  ],
  paging: { mode: 'remote', pageSize: 50 },
  defaultSort: [{ field: 'reg_date', dir: 'desc' }],
});
