import { amount, count, defineQueryKind, text } from '../../../../src/engine/kinds/queryKind';
import type { FieldInfo } from '../../../../src/engine/report/fieldInfo';

/** How members are linked (member_link.link_type). */
export const LINK_TYPES = ['device', 'ip', 'bank'] as const;

/**
 * Groups of related members: members sharing a device, an IP address or a bank account
 * (member_link), two or more of them in the operator's sites, with their combined figures over the
 * date range. A `member_id` filter keeps the groups that member belongs to (the recap).
 * Rows: `link_type`, `link_key`, `member_count`, `member_list` (usernames), `member_id_list` and
 * `member_site_list` (their ids and sites in the same order, joined by ', '), `site_count`, and the
 * group's `dpst_amt`, `wdrl_amt`, `apv_bet`, `house_net_win`, `bonus_amt`, `gm_dau`.
 */
export interface RelatedGroupsQuery {
  kind: 'relatedGroups';
}

declare module '../../../../src/engine/definition/namedQueries' {
  interface KindQueries { relatedGroups: RelatedGroupsQuery }
  interface KindFields<Q> {
    relatedGroups: 'link_type' | 'link_key' | 'member_count' | 'member_list' | 'member_id_list' | 'member_site_list' | 'site_count'
      | 'gm_dau' | 'dpst_amt' | 'wdrl_amt' | 'apv_bet' | 'house_net_win' | 'bonus_amt';
  }
}

export default defineQueryKind<RelatedGroupsQuery>({
  kind: 'relatedGroups',
  description: 'Members sharing a device, IP address or bank account, grouped, with their combined figures',
  schema: { type: 'object', additionalProperties: false, required: ['kind'], properties: { kind: { const: 'relatedGroups' } } },
  fields: () => new Map<string, FieldInfo>([
    ['link_type', { kind: 'dimension', format: 'enum', money: false }], ['link_key', text], ['member_count', count], ['member_list', text],
    ['member_id_list', text], ['member_site_list', text],
    ['site_count', count], ['gm_dau', count], ['dpst_amt', amount], ['wdrl_amt', amount], ['apv_bet', amount], ['house_net_win', amount], ['bonus_amt', amount],
  ]),
});
