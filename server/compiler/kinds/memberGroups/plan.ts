import type { ResolvedRange } from '../../../../src/engine/dates/presets';
import {
  GROUP_FIELD, LAST_GM_DAYS_BUCKETS, PRANK_BUCKETS, REG_DAYS_BUCKETS, RETURN_GROUPS, type MemberGroupsQuery,
} from './spec';
import { CompileError } from '../../errors';
import type { KindInput } from '../kind';
import { moneyFilters } from '../shared/scope';

export interface MemberGroupsPlan {
  /** What a deposit and a withdrawal are (the transaction model's measures). */
  money: { deposited: string; withdrawn: string };
  groupBy: MemberGroupsQuery['groupBy'];
  /** The row field naming the group. */
  field: string;
  range: ResolvedRange;
  /** Every group with its order, so an empty one still gets a row (tags: read from dim_member_tag). */
  groups?: readonly (readonly [string, number])[];
  sources: string[];
}

const ordered = (keys: readonly string[]) => keys.map((k, i) => [k, i + 1] as const);

/** The memberGroups kind's plan, for every dialect. */
export function planMemberGroups(q: MemberGroupsQuery, input: KindInput): MemberGroupsPlan {
  if (!input.range) throw new CompileError(9400, 'a date range is required');
  const groups = {
    reg_days: ordered(REG_DAYS_BUCKETS.map(String)),
    last_gm_days: ordered([...LAST_GM_DAYS_BUCKETS.map(String), 'never']),
    dpst_rank: ordered(PRANK_BUCKETS.map(([k]) => k)),
    return_gap: ordered(RETURN_GROUPS.map(([k]) => k)),
    tag: undefined,
  }[q.groupBy];
  return { groupBy: q.groupBy, money: moneyFilters(input), field: GROUP_FIELD[q.groupBy], range: input.range, groups, sources: ['dim_member', 'fact_transaction'] };
}

/** `CASE WHEN x >= 720 THEN '720' … ELSE '0' END`: the largest edge not above x (the same SQL in every dialect). */
export const edgeCase = (x: string, edges: readonly number[]) =>
  `CASE ${[...edges].reverse().filter((e) => e > 0).map((e) => `WHEN ${x} >= ${e} THEN '${e}'`).join(' ')} ELSE '0' END`;

/** `CASE WHEN pct >= 0.99 THEN 'p99' … ELSE 'p00' END`: a depositor's percentile bucket (the same SQL in every dialect). */
export const prankCase = (pct: string) =>
  `CASE ${[...PRANK_BUCKETS].reverse().filter(([, lo]) => lo > 0).map(([k, lo]) => `WHEN ${pct} >= ${lo} THEN '${k}'`).join(' ')} ELSE 'p00' END`;

/** `CASE WHEN gap <= 1 THEN '0-1' … ELSE '30+' END`: the group of the days a member was away (the same SQL in every dialect). */
export const returnGapCase = (gap: string) =>
  `CASE ${RETURN_GROUPS.filter(([, , hi]) => hi !== null).map(([k, , hi]) => `WHEN ${gap} <= ${hi} THEN '${k}'`).join(' ')} ELSE '30+' END`;
