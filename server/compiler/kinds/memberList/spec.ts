import { amount, count, defineQueryKind, text } from '../../../../src/engine/kinds/queryKind';
import type { FieldInfo } from '../../../../src/engine/report/fieldInfo';

const date: FieldInfo = { kind: 'dimension', format: 'date', money: false };
const num: FieldInfo = { kind: 'dimension', format: 'text', money: false };
const enumField: FieldInfo = { kind: 'dimension', format: 'enum', money: false };

/** Every member field of spec §3, as a member list row carries it. */
export const MEMBER_FIELDS = [
  ['member_id', num], ['site_id', num], ['site_name', text], ['member_username', text], ['real_name', text], ['phone', text], ['email', text],
  ['member_type', enumField], ['member_status', enumField], ['member_lv_id', num], ['member_lv_name', text],
  ['member_tag_id', num], ['member_tag_code', enumField], ['member_tag_list', text],
  ['agent_username', text], ['agent_code', text], ['channel_token', text], ['reg_date', date], ['reg_platform', enumField],
  ['login_date_max', date], ['gm_date_max', date], ['dpst_date_max', date], ['wdrl_date_max', date], ['life_date_max', date],
  ['life_days', { kind: 'measure', format: 'count', money: false }], ['first_dpst_date', date], ['second_dpst_date', date],
] as const satisfies readonly (readonly [string, FieldInfo])[];

/** Lifetime (`total_…`) and period figures of one member, with `figures: true`. */
export const MEMBER_FIGURES = [
  ['total_dpst_amt', amount], ['total_dpst_count', count], ['total_wdrl_amt', amount], ['total_wdrl_count', count],
  ['total_apv_bet', amount], ['total_house_net_win', amount], ['total_bonus_amt', amount], ['total_gm_days', count],
  ['dpst_amt', amount], ['dpst_count', count], ['wdrl_amt', amount], ['wdrl_count', count],
  ['apv_bet', amount], ['house_net_win', amount], ['bonus_amt', amount], ['gm_days', count], ['login_count', count],
] as const satisfies readonly (readonly [string, FieldInfo])[];

/**
 * Members, one row each, with every member field of spec §3 (status, type and platform as codes
 * the columns name through enums; tags as `member_tag_list`, the first tag as `member_tag_id`/`_code`).
 * Filters bind to member fields (`member_tag_id` matches members holding any of the tags) and to the
 * advanced conditions. With `figures`, each row also carries lifetime and period figures
 * (MEMBER_FIGURES): meant for one member (the recap) or a short list.
 * Phone and e-mail are masked by the server for operators without the member contact right.
 */
export interface MemberListQuery {
  kind: 'memberList';
  figures?: boolean;
}

declare module '../../../../src/engine/definition/namedQueries' {
  interface KindQueries { memberList: MemberListQuery }
  interface KindFields<Q> { memberList: (typeof MEMBER_FIELDS)[number][0] | (Q extends { figures: true } ? (typeof MEMBER_FIGURES)[number][0] : never) }
}

export default defineQueryKind<MemberListQuery>({
  kind: 'memberList',
  description: 'Members one row each with every member field, optionally with lifetime and period figures',
  schema: {
    type: 'object', additionalProperties: false, required: ['kind'],
    properties: { kind: { const: 'memberList' }, figures: { type: 'boolean' } },
  },
  fields: (q) => new Map<string, FieldInfo>([...MEMBER_FIELDS, ...(q.figures ? MEMBER_FIGURES : [])]),
});
