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
}

/** `field = of[0] <op> of[1]`; a division by zero gives no value, never an error. */
export interface DerivedDef {
  /** Name of the new field. */
  field: FieldName;
  /** How the two operands combine. */
  op: 'divide' | 'subtract' | 'add';
  /** The operands: measures or fields derived before this one. */
  of: readonly [FieldName, FieldName];
  /** Formatter id the renderers and exports use. */
  format: FormatId;
  /** True when the figure is money (shown in the chosen currency). */
  money?: boolean;
  /** Also compute `<field>_prev`, `_growth` and `_growth_rate` from the operands' previous-period values (operands must be compared). */
  compare?: boolean;
}
