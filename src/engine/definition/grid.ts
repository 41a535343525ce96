import type { FormatId } from '../format/formatId';
import type { FieldName } from './names';

/*
 * How a report's result is shown: its grid columns (with their drill links), its chart, its paging
 * and sort. Part of a report's definition (./report.ts), which re-exports them.
 */

/** A link from a cell to another report, carrying values of the row as that report's filters. */
export interface DrillDef {
  /**
   * Target report id.
   * @pattern ^[a-z][a-z0-9_]*$
   */
  report: string;
  /** Target filter key → field of this row whose value is carried (as a one-element list for list filters). */
  filters: Readonly<Record<string, FieldName>>;
  /**
   * For a cell listing several names joined by ', ' (a group's members): each name links on its own.
   * Target filter key → field of this row listing one value per name, in the names' order, joined by ', '.
   */
  each?: Readonly<Record<string, FieldName>>;
}

/** One grid column. Read by the grid renderer, the totals row and the xlsx export. */
export interface ColumnDef {
  /** Field of the result row: a dimension, a measure or a derived column (`_prev`, `_growth_rate`, `_rank`…). */
  field: FieldName;
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

/** Chart types of the chart renderer. */
export type ChartType = 'line' | 'area' | 'bar' | 'column' | 'donut' | 'funnel' | 'heatmap';

/**
 * Numeric fields drawn as series, one each.
 * @minItems 1
 */
export type SeriesFields = readonly FieldName[];

/** The chart above the grid, drawn from the whole result (not only the loaded page). */
export interface ChartDef {
  /** How the series are drawn. */
  type: ChartType;
  /** Category or time axis field. */
  x: FieldName;
  /** Numeric fields drawn as series; `{param}` reads them from a filter (a metric chooser). */
  series: SeriesFields | { param: string };
  /** One series per value of this field (e.g. one line per site); each figure of `series` is then drawn as a chart of its own. */
  splitBy?: FieldName;
  /** Series stacked on one another (bars, columns, areas). */
  stacked?: boolean;
  /**
   * Show at most this many categories (largest first); the rest are left out of the chart, not of the grid
   * (a donut gathers them into one last slice, "Others", so its slices stay shares of the whole).
   * @asType integer
   * @minimum 1
   * @maximum 2000
   */
  limit?: number;
  /** Categories in the ascending order of this field (e.g. a bucket's order) instead of time or the first series, largest first. */
  orderBy?: FieldName;
}

/** Remote: the server pages and sorts (`pageSize` 20, 50, 100 or 200; default 50). Local: 20 a page in the browser. */
export type PagingDef = { mode: 'remote'; pageSize?: 20 | 50 | 100 | 200 } | { mode: 'local' };

/** One key of a sort: a column's field and its direction. */
export interface SortDef {
  /** A column's field. */
  field: FieldName;
  /** Ascending or descending. */
  dir: 'asc' | 'desc';
}
