import type { ChartDef, SortDef } from '../../src/engine/definition/report';
import type { Dialect, Page } from './dialect/dialect';
import type { ModelPlan } from './stages/modelPlan';
import type { PartsSpec } from './stages/finish';
import type { PART_NAMES, StatementData } from './statement';
import type { Statement } from './types';

/** What a part of statements run apart holds (by its `__part`). */
export type PartName = (typeof PART_NAMES)[number];

/**
 * What a step reads of the request's relation, as data: the dialect prints its SQL when an executor
 * runs it (`CompiledReport.print`), and nothing is printed for a step answered from memory.
 * - `page`: the grid's page in its order (every row of a local grid), with the count of every row;
 * - `chart`: the chart's rows in its order, up to its limit;
 * - `totals`: the totals row, from the totals' own relation;
 * - `pageAndChart`: page, chart and totals row in one statement (`__part` 0, 1, 2: DuckDB);
 * - `pageWithChart`: page and chart in one statement, every row numbered in each one's order (a current ClickHouse);
 * - `wholeRows`: at most `limit` rows of the relation, unordered, with the totals row where it rides along;
 * - `apart`: the parts named, each its own statement, answered as one (a dialect without the above);
 * - `listKeys`: a list's sorted keys, at most `limit`, with the count found.
 */
export type StepRead =
  | { op: 'page' | 'chart' | 'totals' | 'pageAndChart' | 'pageWithChart' }
  | { op: 'wholeRows' | 'listKeys'; limit: number }
  | { op: 'apart'; parts: readonly PartName[] };

/** A step of a request's plan, by what it answers, with the tables it reads. */
export interface PlanStep {
  name: 'page' | 'totals' | 'chart' | 'pageAndChart' | 'listKeys';
  read: StepRead;
  /** Rows finished here: ordered, sliced and charted by the web tier (finish `parts`), refused past `cap` rows. */
  here?: { parts: PartsSpec; cap?: number };
  /** The read that answers instead when this one reads more than `above` rows. */
  instead?: { above: number; read: StepRead };
  /** What the executors read before any SQL is printed (the tables held in memory, the web tier's figures: stages/wholeRead.ts). */
  known?: StatementData;
  reads: readonly string[];
  /** The step as the executors run it: its SQL printed from `read` when first asked for. */
  statement: Statement;
}

/** The statement reading some keys' rows of a list (a grid page, an export's chunk), and whether it was narrowed to `fields`. */
export type KeyRead = (keys: readonly (string | number)[], fields?: readonly string[]) => { key: string; narrowed: boolean; statement: Statement };

/** The chart's definition and the series it draws for this request. */
export interface ChartPlan {
  chart: ChartDef;
  series: string[];
}

export interface EmittedReport {
  /** What runs for this request, in order: the page and chart (or both in one), the totals row, a list's search. */
  steps: PlanStep[];
  /** A read of this request's relation in the warehouse's dialect (a step's, or one that does not run: tests, `npm run explain`). */
  print(read: StepRead): Statement;
  /** The chart drawn with the first page, or none. */
  chart: ChartPlan | null;
  /** Whether the answer has a totals row (a first page of a report with totals). */
  totalsRow: boolean;
  /** A list's rows by key: the planned relation restricted to the keys (no sort, no offset). */
  rowsByKey?: KeyRead;
  /** The fields that make a row unique: every sort ends with them (ascending), so offset paging neither repeats nor skips a row. */
  keys: readonly string[];
  /** Where each model was read from (rollup table or raw fact), for meta and tests. */
  sources: string[];
  paged: boolean;
  /** The rows' model query planned before any SQL (stages/modelPlan.ts); none for a named kind. */
  plan?: ModelPlan;
  /** The dimension a model query's `groupBy` groups the rows by (its values in `group_value`), or none. */
  group?: string;
  /** The tables a span's part is read from over a range, as the dialect reads it (Dialect.spanReads): what the plan's text says. */
  spanReads?: Dialect['spanReads'];
  /** The rows' order: the request's sort, else the definition's (then the keys). */
  order: readonly SortDef[];
  /** The grid's page, or none: every row. */
  pageAt: Page;
}
