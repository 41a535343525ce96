import type { FormatId } from '../format/formatId';

/**
 * A table, column, dimension, measure or rollup name: lower snake case, so it reads as a plain SQL identifier.
 * @pattern ^[a-z][a-z0-9_]*$
 */
export type SqlName = string;

/** How a measure's rows combine; decides how a rollup can answer it (Cube's additivity rules). */
export type Aggregation = 'sum' | 'count' | 'countDistinct' | 'min' | 'max' | 'quantile';

/** A dimension of a model: something to group or filter by. */
export interface DimensionDef {
  /** SQL expression over the model's aliases (`f` for the fact table, join names for joins). Where warehouses
   * differ, it calls the portable functions (`seconds_between(f.a, f.b)`, `timestamp_text(f.a)`) that each dialect spells.
   * @minLength 1
   */
  sql: string;
  /** Value type; `date` dimensions can be truncated to a time grain. */
  type: 'string' | 'number' | 'date' | 'boolean';
  /** Join the expression needs (a key of `joins`). */
  join?: string;
  /** A money setting held in the base currency with no day of its own (a level's thresholds): shown in the
   *  request's currency at the latest day's rate (server/compiler/stages/settingMoney.ts). */
  money?: boolean;
}

/** A measure: an aggregate over the fact, or a ratio of two measures of the same model. */
export interface AggregateMeasureDef {
  /** How rows combine. `countDistinct` is never summed: rollups answer it only at their own grain or from a member-level rollup. */
  agg: Aggregation;
  /**
   * SQL expression aggregated (over `f` and joins); for `count` it may be omitted (count of rows).
   * @minLength 1
   */
  sql?: string;
  /**
   * Rows counted or summed only where this SQL condition holds (e.g. `f.trans_status = 'succ'`).
   * @minLength 1
   */
  where?: string;
  /** Join the expression needs. */
  join?: string;
  /**
   * For `quantile`: the fraction (0.5 for the median, 0.9, 0.99); continuous interpolation. Never answered from a rollup.
   * @exclusiveMinimum 0
   * @exclusiveMaximum 1
   */
  q?: number;
  /** Formatter id the renderers and exports use. */
  format: FormatId;
  /** True when the figure is money: its SQL reads `_base` columns, and the server sums it in the request's currency at each day's rate (a site's own currency: its own amounts). */
  money?: boolean;
}

/** A ratio of two measures of the same model. */
export interface RatioMeasureDef {
  /** numerator / denominator, computed after aggregation: never an average of ratios. */
  ratio: readonly [numerator: SqlName, denominator: SqlName];
  /** Formatter id the renderers and exports use. */
  format: FormatId;
  /** True when the figure is money (shown in the chosen currency). */
  money?: boolean;
}

/** A measure of a model: an aggregate or a ratio. */
export type MeasureDef = AggregateMeasureDef | RatioMeasureDef;

/** A warehouse table joined to the fact, under the join's name as its alias. */
export interface JoinDef {
  /** Table joined (a warehouse dimension table), aliased by the join's name. */
  table: SqlName;
  /** Its column matched: the join is `<name>.<key> = <to>`, one equality, as every dialect can join on. */
  key: SqlName;
  /**
   * What the key equals: a column of the fact (`f.site_id`) or of the join this one requires (`m.agent_id`).
   * @pattern ^[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*$
   */
  to: string;
  /** Another join whose alias `to` uses (joined first). */
  requires?: string;
}

/**
 * A pre-aggregated grain the compiler may answer from. Built after loading as
 * `rollup_<model>_<id>`; the compiler picks the smallest rollup whose dimensions cover the query.
 */
export interface RollupDef {
  /** Names the table, `rollup_<model>_<id>`. */
  id: SqlName;
  /**
   * Dimensions kept (the time dimension is always kept, by day).
   * @minItems 1
   * @uniqueItems
   */
  dimensions: readonly SqlName[];
  /**
   * Aggregate measures kept; ratios over them come free.
   * @minItems 1
   * @uniqueItems
   */
  measures: readonly SqlName[];
  /**
   * `month`: one row per calendar month (its `stat_date` the month's first day), summed from the
   * model's day rollup with the same dimensions and measures. A query over a range reads the range's
   * whole months here and the days at its edges from that day rollup (never at day or week grain,
   * nor where money is converted at each day's rate). Sums, counts, minima and maxima only.
   */
  grain?: 'month';
  /**
   * Distinct counts stored exactly for each row (one day and one set of dimension values). A sum of
   * them is exact only where no member can be counted twice: at day grain, and across values of
   * `sumsAcross` only (a member belongs to one site, so across site dimensions). The compiler uses
   * them on those terms and reads member-level rows otherwise.
   */
  exactDistinct?: {
    /**
     * The distinct counts stored.
     * @minItems 1
     * @uniqueItems
     */
    measures: readonly SqlName[];
    /**
     * Dimensions across whose values the sums stay exact.
     * @uniqueItems
     */
    sumsAcross: readonly SqlName[];
  };
}

/**
 * Members' active days by month (table `rollup_<model>_activity`): one row per member and month,
 * holding for each listed distinct count of members the days it counted as a 31-bit mask. A distinct
 * count over any date range reads these rows (about one per active member and month) instead of
 * the facts: a member counts when its mask meets the range's days in that month.
 */
export interface ActivityDef {
  /**
   * Dimensions kept: attributes a member has whatever the day (its site).
   * @minItems 1
   * @uniqueItems
   */
  dimensions: readonly SqlName[];
  /**
   * Distinct counts of `f.member_id` (plain, or `CASE WHEN … THEN f.member_id END`).
   * @minItems 1
   * @uniqueItems
   */
  measures: readonly SqlName[];
}

/**
 * Members' first, last and last-but-one day over the whole history (table
 * `rollup_<model>_span_<dimensions>`): one row per member and combination of the dimensions it had
 * facts in, with its site. First-use cohorts (retention) read these rows, sorted by first day,
 * instead of every fact row since the beginning; distinct members over a range read them too.
 */
export interface SpanDef {
  /**
   * Dimensions of the fact the first and last day are kept by (a game kind, a brand).
   * @minItems 1
   * @uniqueItems
   */
  dimensions: readonly SqlName[];
}

/**
 * Members counted in windows of days ending on each day, by dimensions (table
 * `rollup_<model>_windows_<id>`): one row per day and combination of the dimensions with anyone
 * counted in its longest window; for each window of W days, column `<measure>_<W>d` holds the
 * members the distinct count counts on any of the W days ending that day (the day itself for W = 1).
 * A sum of these over days is exact (each day's count stands alone), and over values of `sumsAcross`
 * (a member has one of them, its site); a range's average daily, weekly or monthly active members
 * then reads a few rows per day instead of the members' logins.
 */
export interface WindowCountsDef {
  /** Names the table, `rollup_<model>_windows_<id>`. */
  id: SqlName;
  /**
   * Dimensions kept: `site_id` (row scope) and any other the counts are split by.
   * @minItems 1
   * @uniqueItems
   */
  dimensions: readonly SqlName[];
  /** The distinct count of members counted (`f.member_id`, plain or `CASE WHEN … THEN f.member_id END`). */
  measure: SqlName;
  /**
   * The windows' lengths in days.
   * @minItems 1
   * @uniqueItems
   */
  days: readonly WindowDays[];
  /**
   * Dimensions across whose values the sums stay exact (attributes a member has one value of, whatever the day).
   * @uniqueItems
   */
  sumsAcross: readonly SqlName[];
}

/**
 * A window's length in days (at most 32: a month's days as bits, shifted by the window, fit in 63 bits).
 * @asType integer
 * @minimum 1
 * @maximum 32
 */
export type WindowDays = number;

/** The semantic layer for one fact table (in the spirit of Cube or Lightdash). */
export interface ModelDefinition {
  /**
   * Unique id; equals the file name `models/<id>.model.ts`.
   * @pattern ^[a-z][A-Za-z0-9]*$
   */
  id: string;
  /** Fact (or dimension) table, aliased `f`. */
  table: SqlName;
  /**
   * Date column used for date ranges and time grains (the conformed dimension `stat_date`).
   * Absent for snapshot models (members as they are now): date ranges then do not apply to them.
   */
  timeColumn?: SqlName;
  /** Tables joined to the fact, by alias. */
  joins?: Readonly<Record<string, JoinDef>>;
  /**
   * Conformed names: a dimension with the same name means the same thing in every model.
   * `site_id` is required: the row-scope stage restricts every query on it.
   * @minProperties 1
   * @propertyNames {"pattern": "^[a-z][a-z0-9_]*$"}
   */
  dimensions: Readonly<Record<string, DimensionDef>>;
  /**
   * Measure names are unique across all models.
   * @minProperties 1
   * @propertyNames {"pattern": "^[a-z][a-z0-9_]*$"}
   */
  measures: Readonly<Record<string, MeasureDef>>;
  /** Pre-aggregated grains the compiler may answer from. */
  rollups?: readonly RollupDef[];
  /** Members' active days by month, for distinct counts over any range. */
  activity?: ActivityDef;
  /** Members' first and last day over the whole history by these dimensions (first-use cohorts). */
  spans?: readonly SpanDef[];
  /** Members counted in windows of days ending on each day, by dimensions (average active members over any range). */
  windowCounts?: readonly WindowCountsDef[];
}

export function defineModel<const M extends ModelDefinition>(model: M): M {
  return model;
}

export function isRatio(m: MeasureDef): m is RatioMeasureDef {
  return 'ratio' in m;
}
