import type { FormatId } from '../format/formatId';
import type { MenuCategory } from '../menu';
import type { FilterDef } from './filters';
import type { NamedQuery } from './namedQueries';

/** Where the report lives in the console. Read by the shell (routes, menu) and the server (permission check). */
export interface RoutePlacement {
  /** Full route path, e.g. `/sys_provider/site_compare`. */
  path: string;
  /** Id of the menu group (src/engine/menu.ts MENU_GROUPS). */
  menuGroup: string;
  /** Category: colours the menu header (general, operation, gaming, promo, trans, member). */
  category: MenuCategory;
  /** Index of the menu group; granting it grants every report of the group. */
  itemIdx: number;
  /** The report's own index (spec §9 ranges); granting it grants this report. */
  reportIdx: number;
  /** Position inside the menu group. */
  order: number;
  /** Spec §2 single-site routes: the report shows exactly one site (the operator's, or one picked). */
  singleSite?: boolean;
}

export type TimeGrain = 'day' | 'week' | 'month';

/** A query the semantic layer answers: group the models' measures by conformed dimensions. */
export interface ModelQuery {
  kind: 'model';
  /** Conformed dimensions grouped by (every model of the measures must have them). */
  dimensions: readonly string[];
  /** Measure names (unique across models); measures of several models are aggregated per model and joined on the dimensions. */
  measures: readonly string[];
  /** One more dimension chosen by a filter among `options` (e.g. brand, kind or theme), output as the field `group_value`. */
  groupBy?: { param: string; options: readonly string[] };
  /** Group by the time dimension `stat_date` at this grain; `{param}` reads the grain from a filter. */
  time?: { grain: TimeGrain | { param: string } };
  /** Adds `<m>_prev`, `<m>_growth` (amount) and `<m>_growth_rate` for the previous period of the same length. */
  compare?: { measures: readonly string[] };
  /** Adds `<m>_rank` (1 = highest, ties share a rank); with `compare`, also `<m>_rank_prev` and `<m>_rank_change`. */
  ranks?: readonly string[];
  /** Adds `<m>_share`: the row's share of the total over all rows. */
  shares?: readonly string[];
  /** Measures computed once over the whole filtered set, ignoring the dimensions, as `<m>_period` on every row
   *  (e.g. the period's revenue beside a breakdown by promo type). */
  periodTotals?: readonly string[];
  /** Row-level figures computed from other fields after aggregation (also in the totals row). */
  derived?: readonly DerivedDef[];
  /** Rows kept only where a dimension has one of these values (fixed in the definition, bound as parameters). */
  where?: readonly { dimension: string; in: readonly (string | number)[] }[];
}

/** `field = of[0] <op> of[1]`; a division by zero gives no value, never an error. */
export interface DerivedDef {
  field: string;
  op: 'divide' | 'subtract' | 'add';
  of: readonly [string, string];
  format: FormatId;
  money?: boolean;
  /** Also compute `<field>_prev`, `_growth` and `_growth_rate` from the operands' previous-period values (operands must be compared). */
  compare?: boolean;
}

export type ReportQuery = ModelQuery | NamedQuery;

/** A link from a cell to another report, carrying values of the row as that report's filters. */
export interface DrillDef {
  /** Target report id. */
  report: string;
  /** Target filter key → field of this row whose value is carried (as a one-element list for list filters). */
  filters: Readonly<Record<string, string>>;
}

/** One grid column. Read by the grid renderer, the totals row and the xlsx export. */
export interface ColumnDef {
  /** Field of the result row: a dimension, a measure or a derived column (`_prev`, `_growth_rate`, `_rank`…). */
  field: string;
  /** i18n key of the header; default `fields.<field>` (derived figures: `suffix.<suffix>` around the measure's name). */
  headerKey?: string;
  /** Formatter id; default: the measure's format, `text` for dimensions. */
  format?: FormatId;
  /** For `enum` columns: the i18n namespace of the value names, e.g. `enums.transType`. */
  enumKey?: string;
  /** Width class: tiny 80, short 120, long 180 px on desktop (spec §9). */
  width?: 'tiny' | 'short' | 'long';
  /** Server-side sort allowed (default true). */
  sortable?: boolean;
  /** Stays visible when the grid scrolls sideways. */
  pinned?: boolean;
  /** Shown in the totals row (default: true for measures, false for dimensions). */
  total?: boolean;
  /** i18n key of a description shown as the header tooltip (say what a rate divides). */
  descriptionKey?: string;
  /** Cell links to another report. */
  drill?: DrillDef;
}

export type ChartType = 'line' | 'area' | 'bar' | 'column' | 'donut' | 'funnel';

/** The chart above the grid, drawn from the whole result (not only the loaded page). */
export interface ChartDef {
  type: ChartType;
  /** Category or time axis field. */
  x: string;
  /** Numeric fields drawn as series; `{param}` reads them from a filter (a metric chooser). */
  series: readonly string[] | { param: string };
  /** One series per value of this field (e.g. one line per site); then `series` must hold one field. */
  splitBy?: string;
  stacked?: boolean;
  /** Show at most this many categories (largest first); the rest are left out of the chart, not of the grid. */
  limit?: number;
}

export type PagingDef = { mode: 'remote'; pageSize?: 20 | 50 | 100 | 200 } | { mode: 'local' };

export interface SortDef {
  field: string;
  dir: 'asc' | 'desc';
}

/** A report: everything the console needs to serve, render and export it. One file, `reports/<area>/<id>.report.ts`. */
export interface ReportDefinition {
  /** Unique id, equal to the file name without `.report.ts`. */
  id: string;
  route: RoutePlacement;
  /** i18n key of the title (default `reports.<id>.title`). */
  titleKey?: string;
  /** i18n key of a one-line description under the title (default `reports.<id>.description`). */
  descriptionKey?: string;
  query: ReportQuery;
  /** Filter form fields, rendered by @rjsf/core from the JSON Schema generated out of them. */
  filters: readonly FilterDef[];
  columns: readonly ColumnDef[];
  chart?: ChartDef;
  /** Remote: the server pages and sorts (page sizes 20/50/100/200, default 50). Local: 20 a page in the browser. */
  paging: PagingDef;
  defaultSort?: readonly SortDef[];
  /** Offer the xlsx export (default true). */
  export?: boolean;
  /** May open in the right side drawer as a widget (spec §2). */
  widget?: boolean;
  /** Fields of the totals row shown as KPI tiles above the chart (with `<field>_growth_rate` when the query compares it). */
  tiles?: readonly string[];
}

export function defineReport<const R extends ReportDefinition>(report: R): R {
  return report;
}
