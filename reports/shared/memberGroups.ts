import type { ChartOf, ColumnOf, SectionDef } from '../../src/engine/definition/report';
import { GROUP_FIELD, type MemberGroupFields, type MemberGrouping } from '../../server/compiler/kinds/memberGroups/spec';

const ENUM_KEY: Record<MemberGrouping, string> = {
  reg_days: 'enums.regDaysBucket', last_gm_days: 'enums.lastGmDaysBucket', dpst_rank: 'enums.prankBucket', return_gap: 'enums.returnGroup', tag: 'enums.memberTag',
};

/**
 * Groupings whose members are the period's active players (spec.ts): their active players are their
 * members, a column or series that would only repeat the members' count.
 */
const ACTIVE_ONLY: readonly MemberGrouping[] = ['return_gap'];

/** The grid of a member grouping: the group, its members and share, then activity and money over the period. */
export function groupColumns<B extends MemberGrouping>(by: B): ColumnOf<MemberGroupFields<B>>[] {
  return [
    { field: GROUP_FIELD[by], enumKey: ENUM_KEY[by], width: 'long', pinned: true, sortable: false },
    { field: 'member_count', width: 'short' },
    { field: 'member_count_share', width: 'short', total: false, descriptionKey: 'fields.member_count_share_description' },
    ...(ACTIVE_ONLY.includes(by) ? [] : [{ field: 'gm_dau', width: 'short' } as const]),
    { field: 'dpst_dau', width: 'short' },
    { field: 'dpst_count', width: 'short' },
    { field: 'dpst_amt' },
    { field: 'dpst_amt_share', width: 'short', total: false },
    { field: 'dpst_per_member', descriptionKey: 'fields.dpst_per_member_description' },
    { field: 'wdrl_amt' },
    { field: 'apv_bet' },
    { field: 'apv_bet_share', width: 'short', total: false },
    { field: 'house_net_win' },
    { field: 'house_net_win_share', width: 'short', total: false },
  ];
}

/** A section of a member grouping, its fields those of the grouping (checked as a report's are). */
type GroupSection<B extends MemberGrouping> = Omit<SectionDef, 'query' | 'columns' | 'chart' | 'defaultSort'> & {
  query: { kind: 'memberGroups'; groupBy: B };
  columns: ColumnOf<MemberGroupFields<B>>[];
  chart: ChartOf<MemberGroupFields<B>>;
};

/** A section of a member grouping (a second grouping below the first). */
export function groupSection<B extends MemberGrouping>(id: string, by: B): GroupSection<B> {
  return {
    id,
    query: { kind: 'memberGroups', groupBy: by },
    columns: groupColumns(by),
    chart: { type: 'column', x: GROUP_FIELD[by], series: ['member_count', ACTIVE_ONLY.includes(by) ? 'dpst_dau' : 'gm_dau'], orderBy: 'group_order' },
  };
}
