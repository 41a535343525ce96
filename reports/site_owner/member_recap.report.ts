import { defineReport, type ColumnDef } from '../../src/engine/definition/report';
import { memberListColumn, rangeFilter, siteFilter } from '../shared/memberReports';

const PROFILE = [
  { field: 'member_username' }, { field: 'member_id' }, { field: 'real_name' }, { field: 'phone' }, { field: 'email' },
  { field: 'site_name' }, { field: 'member_status', enumKey: 'enums.memberStatus' }, { field: 'member_type', enumKey: 'enums.memberType' },
  { field: 'member_lv_id' }, { field: 'member_lv_name' }, { field: 'member_tag_id' }, { field: 'member_tag_code', enumKey: 'enums.memberTag' },
  { field: 'member_tag_list' }, { field: 'agent_username' }, { field: 'agent_code' }, { field: 'channel_token' },
  { field: 'reg_date' }, { field: 'reg_platform', enumKey: 'enums.platform' }, { field: 'login_date_max' }, { field: 'gm_date_max' },
  { field: 'dpst_date_max' }, { field: 'wdrl_date_max' }, { field: 'life_date_max' }, { field: 'life_days' },
  { field: 'first_dpst_date' }, { field: 'second_dpst_date' },
] as const satisfies readonly ColumnDef[];

const FIGURES = ([
  'total_dpst_amt', 'total_dpst_count', 'total_wdrl_amt', 'total_wdrl_count', 'total_apv_bet', 'total_house_net_win', 'total_bonus_amt', 'total_gm_days',
  'dpst_amt', 'dpst_count', 'wdrl_amt', 'wdrl_count', 'apv_bet', 'house_net_win', 'bonus_amt', 'gm_days', 'login_count',
] as const).map((field) => ({ field, total: false }));

/**
 * One member of the owner's site: the member's profile (every member field of spec §3) with
 * lifetime and period figures as a record, then sections over the same member and period: daily
 * activity, deposits and withdrawals, promotions, level history (all time) and related members.
 * Member names of the member reports open it (drill with the row's site and member id); the
 * house's customer single extends it.
 */
export default defineReport({
  id: 'member_recap',
  route: { category: 'member', reportIdx: 92610, order: 61 },
  query: { kind: 'memberList', figures: true },
  filters: [
    siteFilter,
    { key: 'member', widget: 'number', dimension: 'member_id', min: 1, integer: true, labelKey: 'filters.member', required: true },
    rangeFilter,
  ],
  columns: [...PROFILE, ...FIGURES].map((c) => ({ ...c, sortable: false, total: false })),
  layout: 'record',
  paging: { mode: 'local' },
  sections: [
    {
      id: 'daily',
      titleKey: 'reports.member_recap.sections.daily',
      query: { kind: 'model', dimensions: [], measures: ['login_count', 'gm_count', 'apv_bet', 'house_net_win', 'dpst_count', 'dpst_amt', 'wdrl_amt', 'bonus_amt'], time: { grain: 'day' } },
      columns: [
        { field: 'stat_date', width: 'short', pinned: true }, { field: 'login_count', width: 'short' }, { field: 'gm_count', width: 'short' },
        { field: 'apv_bet' }, { field: 'house_net_win' }, { field: 'dpst_count', width: 'short' }, { field: 'dpst_amt' }, { field: 'wdrl_amt' }, { field: 'bonus_amt' },
      ],
      chart: { type: 'column', x: 'stat_date', series: ['apv_bet', 'dpst_amt', 'wdrl_amt'] },
      defaultSort: [{ field: 'stat_date', dir: 'desc' }],
    },
    {
      id: 'transactions',
      titleKey: 'reports.member_recap.sections.transactions',
      query: { kind: 'model', dimensions: ['trans_id', 'order_time', 'trans_type', 'trans_status', 'pay_3party_name', 'pay_method_code'], measures: ['order_amt'] },
      columns: [
        { field: 'order_time', format: 'timestamp', width: 'long', pinned: true }, { field: 'trans_type', format: 'enum', enumKey: 'enums.transType', width: 'long' },
        { field: 'trans_status', format: 'enum', enumKey: 'enums.transStatus', width: 'short' }, { field: 'pay_3party_name' }, { field: 'pay_method_code' },
        // deposits and withdrawals of every status: their amounts do not add up to anything
        { field: 'order_amt', headerKey: 'fields.trans_amount', total: false }, { field: 'trans_id', width: 'short', total: false },
      ],
      defaultSort: [{ field: 'order_time', dir: 'desc' }],
    },
    {
      id: 'promotions',
      titleKey: 'reports.member_recap.sections.promotions',
      query: { kind: 'model', dimensions: ['promo_name', 'promo_type', 'promo_sub_type'], measures: ['claim_count', 'bonus_amt', 'bonus_out_amt'], time: { grain: 'day' } },
      columns: [
        { field: 'stat_date', width: 'short', pinned: true }, { field: 'promo_name', width: 'long' }, { field: 'promo_type', format: 'enum', enumKey: 'enums.promoType' },
        { field: 'promo_sub_type', format: 'enum', enumKey: 'enums.promoSubType', width: 'long' }, { field: 'claim_count', width: 'short' }, { field: 'bonus_amt' }, { field: 'bonus_out_amt' },
      ],
      defaultSort: [{ field: 'stat_date', dir: 'desc' }],
    },
    {
      id: 'levels',
      titleKey: 'reports.member_recap.sections.levels',
      query: { kind: 'model', dimensions: ['from_lv_name', 'member_lv_name', 'lv_order'], measures: ['levelup_count'], time: { grain: 'day' } },
      columns: [{ field: 'stat_date', headerKey: 'fields.change_date', width: 'short', pinned: true }, { field: 'from_lv_name' }, { field: 'member_lv_name', headerKey: 'fields.to_lv_name' }],
      defaultSort: [{ field: 'stat_date', dir: 'desc' }],
      allTime: true,
    },
    {
      id: 'related',
      titleKey: 'reports.member_recap.sections.related',
      query: { kind: 'relatedGroups' },
      columns: [
        { field: 'link_type', enumKey: 'enums.linkType', width: 'short', pinned: true }, { field: 'member_count', width: 'short' }, memberListColumn('member_recap'),
        { field: 'dpst_amt' }, { field: 'apv_bet' }, { field: 'house_net_win' }, { field: 'bonus_amt' },
      ],
      defaultSort: [{ field: 'member_count', dir: 'desc' }],
    },
  ],
});
