import type { QueryKindSpec } from '../../../src/engine/kinds/queryKind';
import type { Registry } from '../../../src/engine/registry/buildRegistry';
import type { ResolvedRange } from '../../../src/engine/dates/presets';
import type { Dialect, DialectName, ResRelation } from '../dialect/dialect';
import type { MoneyConversion } from '../rateBook';
import type { Params } from '../sql/params';
import type { Condition, RollupCatalog, RowScope } from '../types';

/** What a named kind's SQL is built from: the resolved filters, scope and the warehouse's facts about itself. */
export interface KindInput {
  registry: Registry;
  catalog: RollupCatalog;
  useRollups: boolean;
  range?: ResolvedRange;
  previousRange?: ResolvedRange;
  /** Last day with data. */
  dataEnd: string;
  /** First day with data, when known (the range counts hold ranges from it). */
  dataStart?: string;
  scope: RowScope;
  conditions: Condition[];
  /** Values of the report's `param` filters. */
  params: Record<string, unknown>;
  /** Emit the one-row totals relation instead of the rows. */
  totals: boolean;
  /** With the rows (a grid's first page): a kind may also derive the totals row in the same WITH list (`ResRelation.totals`), so no totals statement runs. */
  withTotals?: boolean;
  dialect: Dialect;
  /** Money in another currency than the base (stages/currency.ts): a kind's amounts go through kinds/shared/money.ts. */
  money?: MoneyConversion;
}

/** The relation `res` (see ResRelation), and its key fields (ties in sorting are broken by them). */
export interface KindRelation extends ResRelation {
  dims: string[];
  /** Tables read, for meta and tests. */
  sources: string[];
}

/**
 * A named query kind's compiler (`kinds/<kind>/kind.ts`, default export; found by
 * kinds/discover.ts). `spec` is the kind's engine spec (`./spec.ts`: its query's type and schema,
 * the fields it produces), whose `kind` must be the folder's name. `plan` is written once for every
 * dialect: it checks the query, resolves its windows, group and measures and chooses its sources,
 * binding no values. `sql` holds what really differs between warehouses: one hook per dialect
 * rendering the plan. `held`, where the kind has it: its rows computed from the tables held in
 * memory, from the plan, on any warehouse (ResRelation.held).
 */
export interface KindDef<Q extends { kind: string } = never, P = never> {
  spec: QueryKindSpec<Q>;
  plan(query: Q, input: KindInput): P;
  sql: Record<DialectName, (plan: P, input: KindInput, params: Params) => KindRelation>;
  held?(plan: P, input: KindInput): ResRelation['held'];
}

export const defineKind = <Q extends { kind: string }, P>(def: KindDef<Q, P>): KindDef<Q, P> => def;
