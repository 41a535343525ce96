import type { Aggregation } from '../../../src/engine/definition/model';
import type { ChartDef, ModelQuery, SortDef, TimeGrain } from '../../../src/engine/definition/report';
import type { ResolvedRange } from '../../../src/engine/dates/presets';
import type { MeasureIndex } from '../../../src/engine/report/fields';
import type { PortableFunctions } from '../../semantic/portable';
import type { Params } from '../sql/params';
import type { SummedTotals, WindowSpec } from '../stages/finish';
import type { ModelPart, RowScope, Statement } from '../types';
import type { SpanReads } from '../sql/spanRange';
import type { HeldTables } from '../../warehouse/residentTypes';
import type { Row } from '../../warehouse/warehouse';

/**
 * The SQL hooks of a warehouse: everything that differs between DuckDB and ClickHouse, behind one
 * interface of types only. Implementations sit side by side in dialect/duckdb/ and
 * dialect/clickhouse/; stages and kinds see this file alone, and dialect/dialects.ts names them.
 */
export type DialectName = 'duckdb' | 'clickhouse';

/**
 * The relation `res` of a query: DuckDB a WITH prefix defining it, ClickHouse one SELECT nested
 * where it is read. Its SQL may be printed when first read (`withRes`, `deferred`), binding its
 * values into the binder it was planned with then: read `withRes` before forking that binder for a
 * statement (stages/emit.ts `bound`).
 */
export interface ResRelation {
  readonly withRes: string;
  /**
   * The totals row in the rows' statement: more of the WITH list (`with`, read after `withRes`,
   * binding its own values with the statement's binder) defining the relation `name` of one row.
   * DuckDB, asked with `withTotals`, where each model adds up over the rows' groups or reads a
   * rollup of its own for the totals.
   */
  totals?: { with: (params: Params) => string; name: string };
  /**
   * The totals row as the sums of every row's counts (and ratios of those sums), where they add up
   * (a named kind whose members each fall in one row): ClickHouse, where a page of every row is read
   * whole, adds it up there instead of running the totals' own statement.
   */
  summedTotals?: SummedTotals;
  /**
   * The rows and the totals row in one relation (a current ClickHouse's kinds, asked with `withTotals`, whose
   * steps are named once: the totals read them again at no cost): the rows with `__side` 0, then the totals
   * row with `__side` 1, packed as JSON in `__totals_json` (Statement.packedTotals). Read by `wholeRows`.
   */
  packedTotals?: string;
  /**
   * The rows and the totals row in one relation as `packedTotals` has them, the totals row one more group of the
   * rows' own parts (a current ClickHouse's model query: GROUPING SETS), read by `wholeRows` and `pageWithChart`. Present only
   * where the relation carries it, printed when read: whether it does is `'groupedTotals' in rel`.
   */
  groupedTotals?: string;
  /** Window figures (ranks, shares, running sums, what derives from them) the web tier adds to the rows: ClickHouse only. */
  windows?: WindowSpec;
  /** The rows before their window figures and looked-up attributes, for statements that read a few of them (DuckDB). */
  deferred?: DeferredRelation;
  /** The rows' aggregates before any figure, for a web tier that computes the figures (DuckDB): printed when asked, undefined where the figures are not followed there. */
  raw?: () => RawRelation | undefined;
  /**
   * `res`'s rows as its SQL answers them (the API's values), computed from tables held in memory
   * (server/compiler/resident): undefined where they are not held or not read so (the SQL runs).
   */
  held?: (tables: HeldTables) => Row[] | undefined;
}

/**
 * A model query's rows as their dimensions and aggregates alone (`cur.<m>`, `prev.<m>`,
 * `period.<m>`), as its plan has them (stages/modelPlan.ts `figures`, with the program that makes
 * `res`'s figures of them exactly as its SQL does): a WITH list defining `__raw`, and with the
 * totals row, either the program adds its aggregates up from the rows (`program.rowTotals`: `__raw`
 * then also holds the previous period's groups without a current one, `__in` NULL), or more of the
 * WITH list (bound with the statement's binder) defines `__raw_totals`, the totals row's aggregates.
 * SQL only: what the tables held in memory read of the same rows is the plan's.
 */
/**
 * A relation whose SQL (`withRes`) is printed when first read, its values bound then: a request answered from the tables held
 * in memory prints none. `rest` is what the executors and the emit stage read before any SQL (a kind's keys and tables, 18.16's windows).
 */
export function printedWhenRead<R extends ResRelation>(print: () => string, rest: Omit<R, 'withRes'>): R {
  let sql: string | undefined;
  return Object.defineProperty({ ...rest }, 'withRes', { get: () => (sql ??= print()), enumerable: true }) as R;
}

export interface RawRelation {
  readonly with: string;
  totals?: (params: Params) => string;
}

/**
 * A relation whose rows a page or chart may pick before finishing them: `all` holds every row's
 * keys and figures, but not the window figures (ranks, shares, computed over every row in a narrow
 * relation of their own) nor the attributes looked up by key (a member's name), nor what derives
 * from them. A statement that orders by `all`'s fields picks its few rows there, then finishes only
 * those: the same rows and values as reading `res`, without carrying every row through each window's
 * sort and every lookup.
 */
export interface DeferredRelation {
  /** A WITH list (from `WITH`) defining `all`, `figures` and what `finish` reads besides the picked rows. */
  with: string;
  /** The relation of every row, unfinished: its keys and final values. */
  all: string;
  /** The fields of `all`, by which rows may be picked. */
  fields: ReadonlySet<string>;
  /** `all` with the figures derived from its values (growth), for an order by one of them. */
  figures: string;
  /** The fields of `figures`. */
  figureFields: ReadonlySet<string>;
  /** Each looked-up attribute's key: ordering by the attribute after its key orders nothing more. */
  attributeKeys: ReadonlyMap<string, string>;
  /** Fields of the window figures and what derives from them (absent from `all`, added by `finish` with `windows`). */
  windowFields: ReadonlySet<string>;
  /**
   * CTEs (without `WITH`) turning the rows of `picked` (rows of `all`, or of `figures` when
   * `figured`) into the relation `name`, with `res`'s fields in `res`'s order; without `windows`,
   * only the derived figures and looked-up attributes are added.
   */
  finish(picked: string, name: string, windows: boolean, figured: boolean): string;
}

/** A grid page (index from 0), or none: every row up to a limit. */
export type Page = { index: number; size: number } | null;

/** What a model query's relation is built from (the plan of one report or kind step). */
export interface ModelQuerySqlInput {
  query: ModelQuery;
  measures: MeasureIndex;
  /** One part per model, for the current period. */
  parts: ModelPart[];
  /** Parts for the period totals (no dimensions), when the query asks for them. */
  periodParts: ModelPart[];
  /** Output dimensions (with `stat_date` when grouped by time). */
  dimensions: readonly string[];
  range?: ResolvedRange;
  previousRange?: ResolvedRange;
  scope: RowScope;
  /** Totals row: no dimensions, no ranks or shares. */
  totals: boolean;
  /** A dimension chosen by a filter, output under another name (`group_value`). */
  rename?: Readonly<Record<string, string>>;
  /** Name of the final relation (default `res`); a named kind building on a model query names it otherwise. */
  resName?: string;
  /** Read the totals row in the rows' statement where the dialect can (ResRelation.totals). */
  withTotals?: boolean;
  /** The totals row may be one more group of the rows' parts (a current ClickHouse's ResRelation.groupedTotals): not where the tables held in memory may answer its own relation. */
  groupTotals?: boolean;
  /** The values of the report's parameters (`param` filters): what a formula's `{ param }` reads. */
  params?: Readonly<Record<string, unknown>>;
  /** The totals row's parts (no dimensions), for the models whose rows' parts do not add up (with `withTotals`). */
  totalsParts?: ModelPart[];
}

/** Expression hooks: literals' and functions' spelling within one SELECT. */
export interface ExpressionHooks {
  /** A date column truncated to the start of its week (Monday) or month, as a date. */
  truncDate(col: string, grain: Exclude<TimeGrain, 'day'>): string;
  /** One aggregate over the rows where `where` holds (all rows without it); `quantile` interpolates continuously. */
  aggregate(agg: Aggregation, sql: string | undefined, where: string | undefined, q?: number): string;
  /** A count of the distinct values of `expr`. */
  countDistinct(expr: string): string;
  /** Case-insensitive: does the text of `expr` contain the text `needle` (an SQL expression)? */
  contains(expr: string, needle: string): string;
  /** `a` differs from `b`, a NULL differing from any value. */
  distinctFrom(a: string, b: string): string;
  /** The constant false (an IN list of no values). */
  readonly false: string;
  /** The functions model SQL may call portably (`seconds_between`, `timestamp_text`). */
  readonly portable: PortableFunctions;
  /** The rate of the day `day` (a date expression) from `rates`, one per day from `firstDay`: bound as one list, or a literal array. */
  dayRate(day: string, firstDay: string, rates: readonly number[], params: Params): string;
  /** A converted amount as the warehouse keeps money: an exact decimal on DuckDB (so its sums never depend on the order rows are added in). */
  exactMoney(expr: string): string;
  /** How many bits of the integer `expr` are set (a member's days in an activity mask). */
  bitCount(expr: string): string;
}

/** Statements reading `res` (paging, window emulation): the grid page, totals row, chart, and a list's keys and rows. */
export interface Wrappers {
  /** The grid page: sorted (ties broken by the dimensions, so pages never overlap), with `__total`, the count before the limit. */
  page(rel: ResRelation, sort: readonly SortDef[], tieBreak: readonly string[], page: Page, params: Params, unpagedLimit: number): Statement;
  totals(rel: ResRelation, params: Params): Statement;
  /** Chart rows: the x axis in order (time ascending; categories by the first series, largest first, up to `limit`), ties by the key fields. */
  chart(rel: ResRelation, chart: ChartDef, series: readonly string[], tieBreak: readonly string[], params: Params): Statement;
  /** A list's sorted keys (at most `limit`) as `__key`, with `__total`, the count of the whole result: run once per search. */
  listKeys(rel: ResRelation, key: string, sort: readonly SortDef[], tieBreak: readonly string[], limit: number, params: Params): Statement;
  /** The rows of one page of a list, by key: the relation already holds only those keys; no sort, no offset. */
  listRows(rel: ResRelation, params: Params): Statement;
  /**
   * The grid page, the chart rows and the totals row in one statement, `res` computed once: rows
   * with `__part` 0 are the page (as `page`), 1 the chart (as `chart`, every field of `res`), 2 the
   * totals row (`rel.totals`, as the column `__totals`). Without a chart or totals, those parts are
   * left out. A dialect without it runs the statements apart.
   */
  pageAndChart?(rel: ResRelation, sort: readonly SortDef[], tieBreak: readonly string[], page: Page, unpagedLimit: number,
    chart: { chart: ChartDef; series: readonly string[] } | null, params: Params): Statement;
  /**
   * pageAndChart's rows unordered: at most `limit` rows of `res` (`__part` 0) and the totals row
   * (`__part` 2, as pageAndChart's), for a page of every row whose order, count and chart the web
   * tier works out (stages/finish.ts `parts`). Where the dialect has it, the emit stage asks it for
   * a page of every row of a relation on small rollups (a few hundred rows): ordering, counting and
   * charting them in SQL costs DuckDB more than the rows themselves. Its SQL only: what the
   * executors read of it (figures, the tables held in memory) is stages/wholeRead.ts'.
   */
  wholeRows?(rel: ResRelation, limit: number, params: Params): Statement;
  /**
   * Whether `page` reads every row of `res`, the web tier sorting and slicing them (ClickHouse
   * 18.16; a current server for a relation whose figures the web tier finishes): a remote grid's
   * page and its chart are then one read of `wholeRows` (stages/emit.ts).
   */
  readsWhole?(rel: ResRelation): boolean;
  /**
   * A remote grid's page and its chart in one statement, `res` planned once: every row of `res`
   * numbered in the page's order (`__page_row`) and in the chart's (`__chart_row`), with `__total`,
   * and only the rows of the page or the chart kept; the web tier lays them out (finish `numbered`).
   */
  pageWithChart?(rel: ResRelation, sort: readonly SortDef[], tieBreak: readonly string[], page: { index: number; size: number },
    chart: { chart: ChartDef; series: readonly string[] }, params: Params): Statement;
}

/**
 * A warehouse's SQL: how values are bound (parameters or literals), the expression hooks, how the
 * relations of a model query are composed (a WITH list or nested subqueries), how statements read
 * `res` (window functions in SQL, or a finish stage in the web tier), and what it can do besides.
 * Identifiers are quoted alike ("name") by both.
 */
export interface Dialect extends ExpressionHooks {
  readonly name: DialectName;
  /** A binder for one statement: `$n` placeholders (DuckDB) or typed literals (ClickHouse). */
  params(): Params;
  /** The relation `res` of a model query. */
  modelRelation(input: ModelQuerySqlInput, params: Params): ResRelation;
  readonly wrap: Wrappers;
  /**
   * Rollups may leave out attributes looked up after aggregating, and distinct counts over a
   * period may read members' active days two months at a time (the dialect's parts do both).
   */
  readonly lookups: boolean;
  /** Rollups may leave out attributes looked up after grouping, or joined on their rows by a column they store (implied by `lookups`). */
  readonly rollupLookups?: boolean;
  /** Distinct members over a period by a span's keys may read the members' first and last days there (implied by `lookups`). */
  readonly spans?: boolean;
  /** What a span's part is read from over a range (sql/spanRange.ts: the span, with or without the fact's straddling members, or the fact), where the dialect reads spans. */
  readonly spanReads?: (part: ModelPart, range: ResolvedRange | undefined) => SpanReads;
  /** An export's chunk of list keys binds as one key set, and its rows are narrowed to the export's columns. */
  readonly narrowsKeyReads: boolean;
  /** A lambda may read its row's columns (`arrayExists(w -> stat_date BETWEEN w.2 AND w.3, ws)`): current ClickHouse, not 18.16. */
  readonly rowLambdas?: boolean;
  /** A subquery may name relations in a WITH list of its own, read by name (`WITH a AS (…) SELECT … FROM a`): current ClickHouse, not 18.16. */
  readonly ctes?: boolean;
}
