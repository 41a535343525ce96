/**
 * The figures of a model query as a program the web tier runs over the rows of its aggregates
 * (figures/program.ts builds it, figures/evaluate.ts runs it).
 */

/** The relations of a model query's aggregates: current period, previous period, period totals. */
export type AggregateRelation = 'cur' | 'prev' | 'period';

/**
 * The prefix of the totals row's aggregates read beside the rows' (`__part` 2): under names of their
 * own, so that a union by name never casts them to the rows' types (a totals row's own parts may
 * type an aggregate otherwise).
 */
export const TOTALS_COLUMN_PREFIX = '__totals';

/** An expression over the aggregates (aggregateColumn: `__cur_<m>` …) and the figures computed before it, by name. */
export type FigureExpr =
  | { read: string }
  /** A constant, as its decimal text (an exact number, as SQL reads the literal). */
  | { number: string }
  /** `a + b`, `a - b`; `divide` is `a / nullif(b, 0)`; `multiply` is the product of the two as doubles */
  | { op: 'add' | 'subtract' | 'divide' | 'multiply'; of: readonly [FigureExpr, FigureExpr] }
  | { op: 'abs' | 'zeroIfNull'; of: FigureExpr }
  /** `CASE WHEN test THEN then ELSE else END`, each branch a double: a test that is false or unknown (NULL) takes `else`. */
  | { op: 'if'; test: FigureTest; then: FigureExpr; else: FigureExpr };

/** A condition of `if`, with SQL's three values (a comparison with NULL is unknown, `not` of unknown is unknown). */
export type FigureTest =
  | { compare: '<' | '<=' | '>' | '>=' | '=' | '<>'; of: readonly [FigureExpr, FigureExpr] }
  /** A dimension of the row among values: unknown where the row has none (the totals row). */
  | { dimension: string; in: readonly (string | number)[] }
  | { all: readonly FigureTest[] }
  | { any: readonly FigureTest[] }
  | { not: FigureTest };

/**
 * One figure: an expression of the row, or a window over every row (a rank among the rows whose
 * value is neither NULL nor 0, a share of the sum, a running sum: `running`'s values added in the
 * ascending order of `order` within each combination of the `partition` dimensions, NULLs left
 * out, NULL until a value comes).
 */
export type FigureStep =
  | { name: string; expr: FigureExpr }
  | { name: string; rank: string }
  | { name: string; share: string }
  | { name: string; running: string; partition: readonly string[]; order: string };

/** A model query's figures by stage (figures/program.ts figureStages), each stage reading the ones before it. */
export interface FigureStages {
  /** Final measures, previous values and growth, period totals: over the aggregates. */
  figures: readonly FigureStep[];
  /** Ranks and shares over every row (rows only). */
  windows: readonly FigureStep[];
  /** Rank changes (rows only). */
  changes: readonly FigureStep[];
  /** Derived fields, and with `compare` their previous values and growth. */
  derived: readonly FigureStep[];
  /** Running sums over time (`<f>_running`; the totals row, which has no time, holds the field itself). */
  running: readonly FigureStep[];
}

export interface FigureProgram {
  /** The rows' dimensions, first, under their output names. */
  dims: readonly string[];
  /** The rows' figures after them, in the relation's order. */
  rows: readonly FigureStep[];
  /** The totals row's figures (no dimensions, no windows). */
  totals: readonly FigureStep[];
  /** The aggregates the program reads, each from its relation. */
  reads: readonly { rel: AggregateRelation; measure: string; column: string }[];
  /** The totals row from the rows read (RowTotals), instead of a row of its own (`__part` 2). */
  rowTotals?: RowTotals;
}


/**
 * The totals row's aggregates added up from the rows read (where every model's parts add up over
 * the rows' groups): each column by its reaggregation, `cur` over the rows of the current period,
 * `prev` over every row read, the previous period's groups without a current one too.
 */
export interface RowTotals {
  columns: readonly { column: string; rel: 'cur' | 'prev'; how: 'sum' | 'min' | 'max' }[];
}
