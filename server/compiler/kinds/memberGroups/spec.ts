import { amount, count, defineQueryKind, rate } from '../../../../src/engine/kinds/queryKind';
import type { FieldInfo } from '../../../../src/engine/report/fieldInfo';

/** How members are grouped (spec §3 member buckets and §9 bucket edges). */
export const MEMBER_GROUPINGS = ['reg_days', 'last_gm_days', 'dpst_rank', 'return_gap', 'tag'] as const;
export type MemberGrouping = (typeof MEMBER_GROUPINGS)[number];

/** Registration-days buckets of spec §3: a bucket holds the days from its edge up to the next edge. */
export const REG_DAYS_BUCKETS = [0, 1, 3, 7, 15, 30, 90, 180, 360, 720] as const;
/** Last-gaming-days buckets of spec §3 (`never`: no gaming day yet). */
export const LAST_GM_DAYS_BUCKETS = [0, 1, 3, 7, 15, 30, 90, 180, 360] as const;
/** Deposit ranking buckets of spec §3 by percentile among the period's depositors: p00 holds the lowest 25 %
 *  (top 75–100 %), p99 the top 1 %. */
export const PRANK_BUCKETS = [['p00', 0], ['p25', 0.25], ['p50', 0.5], ['p65', 0.65], ['p80', 0.8], ['p90', 0.9], ['p95', 0.95], ['p99', 0.99]] as const;
/** Retention groups of spec §9: the days a member was away when it came back in the period, from its last gaming day before the period to its first in it. */
export const RETURN_GROUPS = [['0-1', 0, 1], ['2-7', 2, 7], ['8-29', 8, 29], ['30+', 30, null]] as const;

/** The field that names a row's group, per grouping (spec §3 names where it has them). */
export const GROUP_FIELD = {
  reg_days: 'reg_days_bucket', last_gm_days: 'last_gm_days_bucket', dpst_rank: 'prank_bucket', return_gap: 'return_group', tag: 'member_tag_code',
} as const satisfies Record<MemberGrouping, string>;

/** The fields of a grouping's rows (`GROUP_FIELD` names its group). */
export type MemberGroupFields<G extends MemberGrouping> = (typeof GROUP_FIELD)[G] | 'group_order' | 'member_count' | (typeof GROUP_MEASURES)[number] | 'dpst_per_member'
  | `${(typeof GROUP_SHARES)[number]}_share`;

/** The figures every group carries over the period (money in the base currency). */
export const GROUP_MEASURES = ['gm_dau', 'dpst_dau', 'dpst_count', 'dpst_amt', 'wdrl_amt', 'apv_bet', 'house_net_win'] as const;
/** Shares of the total over all groups. */
export const GROUP_SHARES = ['member_count', 'dpst_amt', 'apv_bet', 'house_net_win'] as const;

/**
 * Members in groups, each with its activity and money over the date range. The population and the
 * group of each member:
 * - `reg_days`: members registered by the end of the range, by days from registration to that end;
 * - `last_gm_days`: the same members, by days from their last gaming day (on or before the end) to the end, `never` when none;
 * - `dpst_rank`: members with a successful deposit in the range, by their deposit percentile (p00 … p99);
 * - `return_gap`: members who gamed in the range, by the days they had been away when they came back in
 *   it: from their last gaming day before the range to their first in it (`30+` when none within 30
 *   days: back after a long break, or new);
 * - `tag`: tagged members registered by the end, once per tag they hold.
 * Every member of the population is in exactly one group (except `tag`); every group has a row, empty or not.
 * Rows: the group field (GROUP_FIELD), `group_order`, `member_count`, the figures of GROUP_MEASURES, `<m>_share`.
 */
export interface MemberGroupsQuery {
  kind: 'memberGroups';
  groupBy: MemberGrouping;
}

declare module '../../../../src/engine/definition/namedQueries' {
  interface KindQueries { memberGroups: MemberGroupsQuery }
  interface KindFields<Q> { memberGroups: MemberGroupFields<Q extends { groupBy: infer G extends MemberGrouping } ? G : never> }
}

export default defineQueryKind<MemberGroupsQuery>({
  kind: 'memberGroups',
  description: 'Members bucketed by registration days, last gaming days, deposit percentile, return gap or tag, with their figures over the period',
  schema: {
    type: 'object', additionalProperties: false, required: ['kind', 'groupBy'],
    properties: { kind: { const: 'memberGroups' }, groupBy: { enum: [...MEMBER_GROUPINGS] } },
  },
  fields: (q) => new Map<string, FieldInfo>([
    [GROUP_FIELD[q.groupBy], { kind: 'dimension', format: 'enum', money: false }],
    ['group_order', { kind: 'dimension', format: 'rank', money: false }],
    ['member_count', count],
    ...GROUP_MEASURES.map((m) => [m, m.endsWith('_amt') || m === 'apv_bet' || m === 'house_net_win' ? amount : count] as const),
    ['dpst_per_member', amount],
    ...GROUP_SHARES.map((m) => [`${m}_share`, rate] as const),
  ]),
});
