import type { FormatId } from '../format/formatId';
import type { DimensionName, FieldName, MeasureName } from './names';

// The semantic layer's query of a report (`query: { kind: 'model', … }`): the models' measures
// grouped by conformed dimensions, with the figures computed over them. report.ts re-exports it.

export type TimeGrain = 'day' | 'week' | 'month';

/** A query the semantic layer answers: group the models' measures by conformed dimensions. */
export interface ModelQuery {
  /** The semantic layer's query (any other kind is a named kind). */
  kind: 'model';
  /**
   * Conformed dimensions grouped by (every model of the measures must have them).
   * @uniqueItems
   */
  dimensions: readonly DimensionName[];
  /**
   * Measure names (unique across models); measures of several models are aggregated per model and joined on the dimensions.
   * @minItems 1
   * @uniqueItems
   */
  measures: readonly MeasureName[];
  /** One more dimension chosen by a filter among `options` (e.g. brand, kind or theme), output as the field `group_value`. */
  groupBy?: {
    /** Key of the filter that chooses. */
    param: string;
    /**
     * The dimensions it chooses among.
     * @minItems 1
     */
    options: readonly DimensionName[];
  };
  /** Group by the time dimension `stat_date` at this grain; `{param}` reads the grain from a filter. */
  time?: { grain: TimeGrain | { param: string } };
  /** Adds `<m>_prev`, `<m>_growth` (amount) and `<m>_growth_rate` for the previous period of the same length. */
  compare?: {
    /**
     * The measures compared (each also in `measures`).
     * @minItems 1
     */
    measures: readonly MeasureName[];
  };
  /** Adds `<m>_rank` (1 = highest, ties share a rank); with `compare`, also `<m>_rank_prev` and `<m>_rank_change`. */
  ranks?: readonly FieldName[];
  /** Adds `<m>_share`: the row's share of the total over all rows. */
  shares?: readonly FieldName[];
  /** Measures computed once over the whole filtered set, ignoring the dimensions, as `<m>_period` on every row
   *  (e.g. the period's revenue beside a breakdown by promo type). */
  periodTotals?: readonly FieldName[];
  /** Row-level figures computed from other fields after aggregation (also in the totals row). */
  derived?: readonly DerivedDef[];
  /**
   * Only the rows of the N largest values of `by`, the rest gathered in one "Others" row (and bar):
   * its figures computed over the rest's facts, so sums add, distinct counts are recounted and
   * ratios recomputed from their parts. Needs local paging and no time grain.
   */
  top?: TopDef;
  /**
   * A pivot: the values of one of the query's dimensions (or of its time grain, `stat_date`) as
   * columns, one per value and measure (`<measure>__<i>`, the i-th value in ascending order), beside
   * each measure over all the values (the row's total, recounted: distinct counts and ratios over
   * the row's facts); the totals row holds each value's total. Needs local paging; the dimension is
   * not a column of its own.
   */
  pivot?: PivotDef;
  /** Adds `<f>_running` for measures or derived fields: the running sum over time from the range's first period,
   *  within each combination of the other dimensions (e.g. a balance from net flows). Needs `time`.
   *  In the totals row it equals the field's total (the running sum at the period's end).
   * @uniqueItems
   */
  running?: readonly FieldName[];
  /** Rows kept only where a dimension has one of these values (fixed in the definition, bound as parameters). */
  where?: readonly {
    dimension: DimensionName;
    /**
     * The values kept.
     * @minItems 1
     */
    in: readonly (string | number)[];
  }[];
  /**
   * No rows for a period wholly before the warehouse's first day or after its last, as a query of
   * the period's facts alone has none there, so the page says the period has no data: for rows that a
   * figure of members as they are now (the member model's `member_count`) would fill, whatever the
   * period, beside nothing but the period's zeros (agents by their members now).
   */
  emptyOutsideData?: boolean;
}

/** What a derived field shows: its formatter, whether it is money, and its previous-period figures. */
interface DerivedShown {
  /** Name of the new field. */
  field: FieldName;
  /** Formatter id the renderers and exports use. */
  format: FormatId;
  /** True when the figure is money (shown in the chosen currency). */
  money?: boolean;
  /** Also compute `<field>_prev`, `_growth` and `_growth_rate` from the operands' previous-period values (operands must be compared). */
  compare?: boolean;
}

/** `field = of[0] <op> of[1]`; a division by zero gives no value, never an error. */
export interface OperandsDerivedDef extends DerivedShown {
  /** How the two operands combine. */
  op: 'divide' | 'subtract' | 'add';
  /** The operands: measures or fields derived before this one. */
  of: readonly [FieldName, FieldName];
  formula?: undefined;
}

/**
 * `field = formula`: arithmetic, constants and conditions over the row's measures and the fields
 * derived before it (NGR = GGR − bonus − rewards; a flag), evaluated once by the figure program
 * (server/compiler/figures), never SQL written by the analyst.
 */
export interface FormulaDerivedDef extends DerivedShown {
  formula: Formula;
  op?: undefined;
  of?: undefined;
}

/** A derived field: two operands and an operator, or a formula. */
export type DerivedDef = OperandsDerivedDef | FormulaDerivedDef;

/**
 * A formula: a field's value (a measure or a field derived before it), a constant, or an operation.
 * Sums and differences of amounts are exact; a quotient, a product and a condition's value are
 * doubles. A division by zero, and any operation on a missing value, gives no value, never an error.
 */
export type Formula = FieldName | number | FormulaParameter | FormulaSum | FormulaDifference | FormulaProduct | FormulaQuotient | FormulaCondition;

/** The value of a `number` filter of the report feeding the parameter `param` (bounded by its `min` and `max`): a constant the operator chooses. */
export interface FormulaParameter {
  /** @pattern ^[a-z][A-Za-z0-9_]*$ */
  param: string;
}

/** `a + b + …` */
export interface FormulaSum {
  /** @minItems 2 */
  add: readonly Formula[];
}

/** `a − b − …`, from the first operand. */
export interface FormulaDifference {
  /** @minItems 2 */
  subtract: readonly Formula[];
}

/** `a × b × …` (a double). */
export interface FormulaProduct {
  /** @minItems 2 */
  multiply: readonly Formula[];
}

/** `a ÷ b` (a double); no value where `b` is 0. */
export interface FormulaQuotient {
  /**
   * @minItems 2
   * @maxItems 2
   */
  divide: readonly [Formula, Formula];
}

/** `then` where the test holds, else `else` (a double); a test on a missing value does not hold. */
export interface FormulaCondition {
  if: FormulaTest;
  then: Formula;
  else: Formula;
}

/** How two values compare. */
export type FormulaComparison = '<' | '<=' | '>' | '>=' | '=' | '<>';

/** A formula's test: a comparison of two values, a dimension among values, or tests combined. */
export type FormulaTest =
  | {
    /**
     * `[a, comparison, b]`
     * @minItems 3
     * @maxItems 3
     */
    compare: readonly [Formula, FormulaComparison, Formula];
  }
  | {
    /** A dimension of the query's rows (no value in the totals row: the test does not hold there). */
    dimension: DimensionName;
    /**
     * The values for which the test holds.
     * @minItems 1
     */
    in: readonly (string | number)[];
  }
  | {
    /** @minItems 1 */
    all: readonly FormulaTest[];
  }
  | {
    /** @minItems 1 */
    any: readonly FormulaTest[];
  }
  | { not: FormulaTest };

/** The most rows a query's `top` keeps. */
export const TOP_MAX = 1000;

/** The most values a pivot makes columns of: more is refused, asking for a filter. */
export const PIVOT_MAX_VALUES = 36;

/** A query's pivot: a dimension's values as columns. */
export interface PivotDef {
  /** The dimension whose values become columns: one of the query's dimensions, or `stat_date` (its time grain's periods). */
  dimension: DimensionName | 'stat_date';
  /**
   * The figures shown per value (measures or derived fields of the query, each a column of the report).
   * @minItems 1
   */
  measures: readonly FieldName[];
}

/** The rows kept by a query's `top`, the rest gathered in "Others". */
export interface TopDef {
  /** The dimension whose values are kept or gathered (one per row). */
  key: DimensionName;
  /** The field the rows are ranked by, largest first (a measure or a derived field). */
  by: FieldName;
  /** How many are kept: a whole number from 1 to 1000, or a report parameter (a whole `number` filter with bounds and a default). */
  n: number | FormulaParameter;
}
