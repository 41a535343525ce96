import type { MenuCategory } from '../menu';
import type { FilterDef } from './filters';
import type { ChartDef, ColumnDef, PagingDef, SortDef } from './grid';
import type { ModelQuery } from './modelQuery';
import type { NamedQuery } from './namedQueries';
import type { FieldName } from './names';
import type { ReportFieldsChecked } from './queryFields';

export type { ChartDef, ChartType, ColumnDef, DrillDef, PagingDef, SeriesFields, SortDef } from './grid';
export type { DerivedDef, Formula, FormulaTest, ModelQuery, TimeGrain } from './modelQuery';
export type { ChartOf, ColumnOf } from './queryFields';

/** Where the report lives in the console. Read by the shell (routes, menu) and the server (permission check). */
export interface RoutePlacement {
  /**
   * Full route path, e.g. `/sys_provider/site_compare`.
   * @pattern ^(/[A-Za-z0-9_]+)+$
   */
  path: string;
  /** Id of the menu group (src/engine/menu.ts MENU_GROUPS). */
  menuGroup: string;
  /** Category: colours the menu header (general, operation, gaming, promo, trans, member). */
  category: MenuCategory;
  /**
   * Index of the menu group; granting it grants every report of the group.
   * @asType integer
   * @minimum 1
   */
  itemIdx: number;
  /**
   * The report's own index (spec §9 ranges); granting it grants this report.
   * @asType integer
   * @minimum 1
   */
  reportIdx: number;
  /**
   * Position inside the menu group.
   * @asType integer
   * @minimum 0
   */
  order: number;
  /** Spec §2 single-site routes: the report shows exactly one site (the operator's, or one picked). */
  singleSite?: boolean;
}

export type ReportQuery = ModelQuery | NamedQuery;

/**
 * A long list of entities (members) paged on the server without re-sorting per page
 * (PERFORMANCE.md): the first page runs the search once, keeps the sorted keys on the server and
 * answers; later pages read only their own rows by key. Read by the server's list runner and the page.
 */
export interface ListDef {
  /** Field that identifies a row (unique in the result), e.g. `member_id`. */
  key: FieldName;
  /**
   * Above this many rows the list is not shown: the result holds no rows and `meta.capped = {count, cap}`,
   * and the export is refused. The server's configuration may lower it (tests).
   * @asType integer
   * @minimum 1
   */
  cap?: number;
  /** i18n key of the warning the page shows when capped (`{{found}}` and `{{cap}}` are filled in). */
  capMessageKey?: string;
}

/** At least one of these filters must hold a value before the report runs (checked in the form and again by the server). */
export interface RequireOneOfDef {
  /**
   * Filter keys.
   * @minItems 1
   */
  filters: readonly string[];
  /** i18n key of the message shown (and sent by the server, in English) when none holds a value. */
  messageKey: string;
}

/** How a result is laid out: `grid` (rows and columns) or `record` (the first row as label–value pairs: one member's profile). */
export type LayoutDef = 'grid' | 'record';

/**
 * A further part of a report's page, below the main result: its own query over the same filters,
 * with its own columns and chart (e.g. a member's daily activity, deposits and level history on
 * the member recap). The browser asks for it with `reqData.section = <id>`; exports likewise.
 */
export interface SectionDef {
  /**
   * Unique within the report; the request names it.
   * @pattern ^[a-z][a-z0-9_]*$
   */
  id: string;
  /** i18n key of the section's heading (default `reports.<report id>.sections.<id>`: `sections.<id>` in the report's `<id>.locale.json`). */
  titleKey?: string;
  /** What the section asks (read with the report's filters). */
  query: ReportQuery;
  /**
   * The section's grid columns.
   * @minItems 1
   */
  columns: readonly ColumnDef[];
  /** The section's chart. */
  chart?: ChartDef;
  /** Default: local paging (20 a page in the browser). */
  paging?: PagingDef;
  /** The section's sort, each field one of its columns. */
  defaultSort?: readonly SortDef[];
  /** How the section's result is shown (default `grid`). */
  layout?: LayoutDef;
  /** The section ignores the date range and covers all history (a member's level changes since registration). */
  allTime?: boolean;
}

/**
 * A report: everything the console needs to serve, render and export it, as the registry holds it
 * (the file's `ReportInput` with its folder's defaults, `extends` and `routes` resolved:
 * src/engine/registry/resolveReports.ts). One file, `reports/<area>/<id>.report.ts`, with its texts
 * in both languages beside it, `reports/<area>/<id>.locale.json` (`{ "en": {…}, "tw": {…} }`: the keys under `reports.<id>`).
 */
export interface ReportDefinition {
  /**
   * Unique id: the file name without `.report.ts`, or a further placement's own id (`routes`).
   * @pattern ^[a-z][a-z0-9_]*$
   */
  id: string;
  /** Where the report lives: menu, path and permission indexes. */
  route: RoutePlacement;
  /** i18n key of the title (default `reports.<id>.title`: `title` in the report's `<id>.locale.json`). */
  titleKey?: string;
  /** i18n key of a one-line description under the title (default `reports.<id>.description`: `description` in `<id>.locale.json`). */
  descriptionKey?: string;
  /** What the report asks: a model query or a named kind's query. */
  query: ReportQuery;
  /** Filter form fields, rendered by the rjsf form from the JSON Schema generated out of them. */
  filters: readonly FilterDef[];
  /**
   * The grid's columns, in order.
   * @minItems 1
   */
  columns: readonly ColumnDef[];
  /** The chart above the grid. */
  chart?: ChartDef;
  /** Remote: the server pages and sorts (page sizes 20/50/100/200, default 50). Local: 20 a page in the browser. */
  paging: PagingDef;
  /** The sort when the page opens, each field a column (the server ends every sort with a unique key). */
  defaultSort?: readonly SortDef[];
  /** Offer the xlsx export (default true). */
  export?: boolean;
  /** May open in the right side drawer as a widget (spec §2). */
  widget?: boolean;
  /**
   * Fields of the totals row shown as KPI tiles above the chart (with `<field>_growth_rate` when the query compares it).
   * @maxItems 8
   */
  tiles?: readonly FieldName[];
  /** Ask the operator to confirm before each search runs (member search, spec §5); the text is `messageKey`
   *  (default `renderers.confirm.run`). Read by the report page. */
  confirm?: { messageKey?: string };
  /** The report runs only when at least one of these filters holds a value (spec §5 member search). */
  requireOneOf?: RequireOneOfDef;
  /** Server-side keyed paging with a cap on the rows shown (member lists). Needs `paging.mode: 'remote'`. */
  list?: ListDef;
  /** How the main result is shown (default `grid`). */
  layout?: LayoutDef;
  /** Further parts of the page, each its own query over the same filters. */
  sections?: readonly SectionDef[];
}

/**
 * Where a report file places its report, beside what the folder says: `reports/<area>/` gives the
 * menu group (src/engine/menu.ts, `folder`), its item index, category, single-site flag and path
 * prefix, so a report names only its own index and position.
 */
export interface RouteInput {
  /** A segment after the menu group's path (`agentCompare` → `/house/agentCompare`), or a whole path starting
   *  with `/` (the spec's own, e.g. `/onlineGeneral/general/bankAccountung`). Default: the report id. */
  path?: string;
  /** Default: the menu group of the report's folder. */
  menuGroup?: string;
  /** Default: the menu group's category. */
  category?: MenuCategory;
  /** Default: the menu group's index (a different one is refused). */
  itemIdx?: number;
  /** The report's own index (spec §9 ranges of its menu group). */
  reportIdx: number;
  /** Position inside the menu group. */
  order: number;
  /** Default: the menu group's (every site owner route is single-site). */
  singleSite?: boolean;
}

/**
 * One more place of the same report under a menu (spec §2 lists the site dashboard and trend under
 * the data monitor and the house): registered as a report of its own `id` with the same definition,
 * so it has its own menu entry, indexes (permission), path (/api/report/locate, the shell's route),
 * saved views and gallery story. Its drills open the placement of their target in the same menu group.
 */
export interface ExtraRouteInput extends RouteInput {
  /** The placement's report id (unique among all reports). */
  id: string;
  /** Default: the menu group of the report's folder. */
  menuGroup?: string;
}

/** Where the file places the report: `route` (its own placement) and/or `routes` (one entry without `id` may be its own; each other needs an `id`). */
interface Placed {
  route?: RouteInput;
  routes?: readonly (RouteInput | ExtraRouteInput)[];
}

type ReportBody = Omit<ReportDefinition, 'id' | 'route'>;

/** A report file's definition: all of a report, with its placement(s) and folder defaults. */
export type FullReportInput = { id: string; extends?: undefined } & ReportBody & Placed;

/**
 * A report that extends another (`extends: '<id>'`): the other report's definition, whose top-level
 * members this one replaces (`query`, `filters`, `columns`… each whole). Not inherited: the id, the
 * placement (from this file and its folder) and the default title and description keys (`reports.<id>.*`).
 */
export type ExtendingReportInput = { id: string; extends: string } & Partial<ReportBody> & Placed;

/** What a `reports/<area>/<id>.report.ts` file exports. */
export type ReportInput = FullReportInput | ExtendingReportInput;

/** A report file's definition, its columns', chart's, sort's and tiles' fields checked against its query's (queryFields.ts). */
export function defineReport<const R extends ReportInput>(report: R & ReportFieldsChecked<R>): R {
  return report;
}
