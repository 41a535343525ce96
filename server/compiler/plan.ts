import type { ChartDef, SortDef } from '../../src/engine/definition/report';
import type { Page } from './dialect/dialect';
import type { ModelPlan } from './stages/modelPlan';
import type { Statement } from './types';

/** A statement of a request's plan, by what it answers, with the tables it reads. */
export interface PlanStep {
  name: 'page' | 'totals' | 'chart' | 'pageAndChart' | 'listKeys';
  statement: Statement;
  reads: readonly string[];
}

/** The statement reading some keys' rows of a list (a grid page, an export's chunk), and whether it was narrowed to `fields`. */
export type KeyRead = (keys: readonly (string | number)[], fields?: readonly string[]) => { key: string; narrowed: boolean; statement: Statement };

export interface EmittedReport {
  page: Statement;
  totals: Statement | null;
  chart: (Statement & { series: string[]; chart: ChartDef }) | null;
  /** The page and the chart in one statement, where the dialect has one (`Wrappers.pageAndChart`): what runs instead of the two. */
  pageAndChart?: Statement;
  /** A list's search (`list`): its sorted keys up to the cap and one past it, with the count found. */
  listKeys?: Statement;
  /** A list's rows by key: the planned relation restricted to the keys (no sort, no offset). */
  rowsByKey?: KeyRead;
  /** What runs for this request, in order: the page and chart (or both in one), the totals row, a list's search. */
  steps: PlanStep[];
  /** The fields that make a row unique: every sort ends with them (ascending), so offset paging neither repeats nor skips a row. */
  keys: readonly string[];
  /** Where each model was read from (rollup table or raw fact), for meta and tests. */
  sources: string[];
  paged: boolean;
  /** The rows' model query planned before any SQL (stages/modelPlan.ts); none for a named kind. */
  plan?: ModelPlan;
  /** The rows' order: the request's sort, else the definition's (then the keys). */
  order: readonly SortDef[];
  /** The grid's page, or none: every row. */
  pageAt: Page;
}
