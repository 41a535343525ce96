import type { ColumnDef, ColumnOf, DrillDef } from '../../src/engine/definition/report';
import type { FilterDef } from '../../src/engine/definition/filters';

/** The recap a member name opens: the house's customer single or the site owner's member recap (reports/site_owner/member_recap.report.ts, which customer_single extends). */
export type RecapReport = 'customer_single' | 'member_recap';

/** A member name cell that opens the member's recap, carrying the row's site and member id. */
export function recapDrill(report: RecapReport): DrillDef {
  return { report, filters: { site: 'site_id', member: 'member_id' } };
}

/** A group's members (relatedGroups' `member_list`): each name opens its member's recap, with the member's own site and id. */
export function memberListColumn(report: RecapReport, column: Omit<ColumnDef, 'field' | 'drill'> = {}): ColumnOf<'member_list'> {
  return { field: 'member_list', width: 'long', ...column, drill: { report, filters: {}, each: { site: 'member_site_list', member: 'member_id_list' } } };
}

export const memberNameColumn = (report: RecapReport) => ({ field: 'member_username', width: 'long', pinned: true, drill: recapDrill(report) }) as const satisfies ColumnDef;

export const siteFilter = { key: 'site', widget: 'site', dimension: 'site_id', required: true } as const satisfies FilterDef;
export const rangeFilter = { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true } as const satisfies FilterDef;
export const sitesFilter = { key: 'sites', widget: 'sites', dimension: 'site_id' } as const satisfies FilterDef;

/** Spec §9: the member list is not shown above 500,000 members. */
export const MEMBER_LIST_CAP = 500_000;
