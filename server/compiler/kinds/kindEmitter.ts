import type { Registry } from '../../../src/engine/registry/buildRegistry';
import type { ResolvedRange } from '../../../src/engine/dates/presets';
import type { Dialect, ResRelation } from '../dialect/dialect';
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
  scope: RowScope;
  conditions: Condition[];
  /** Values of the report's `param` filters. */
  params: Record<string, unknown>;
  /** Emit the one-row totals relation instead of the rows. */
  totals: boolean;
  dialect: Dialect;
}

/** The relation `res` (see ResRelation), and its key fields (ties in sorting are broken by them). */
export interface KindRelation extends ResRelation {
  dims: string[];
  /** Tables read, for meta and tests. */
  sources: string[];
}

export type KindEmitter<Q> = (query: Q, input: KindInput, params: Params) => KindRelation;
