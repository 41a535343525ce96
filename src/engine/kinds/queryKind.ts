import type { NamedQuery } from '../definition/namedQueries';
import type { FieldInfo } from '../report/fieldInfo';

/**
 * A named query kind: a shape the semantic layer cannot express (cohorts, windows, funnels,
 * buckets…), implemented once and used by any number of reports. Its engine side, the spec, says
 * what a query of the kind looks like and which fields it produces; it is the default export of
 * the kind's `server/compiler/kinds/<kind>/spec.ts`, beside the plan and the dialects' hooks that
 * emit its SQL. The server finds the specs by convention and hands them to the engine
 * (`buildRegistry(models, reports, kinds)`): the engine keeps no list of kinds.
 */
export interface QueryKindSpec<Q extends { kind: string } = NamedQuery> {
  kind: Q['kind'];
  /** What the kind computes, for analysts writing definitions. */
  description: string;
  /** JSON Schema of the query object, `kind` included: checked when the definitions load. */
  schema: Record<string, unknown>;
  /** The fields its rows carry, with their formats. */
  fields(query: Q): Map<string, FieldInfo>;
}

/** The named kinds' specs by kind name, as the server found them. */
export type KindSpecs = ReadonlyMap<string, QueryKindSpec>;

/**
 * A kind's spec. `Q` must be a member of `NamedQuery`: the spec file adds it to `KindQueries`
 * (src/engine/definition/namedQueries.ts) by declaration merging, so reports' queries of the kind
 * are type-checked.
 */
export const defineQueryKind = <Q extends NamedQuery>(spec: QueryKindSpec<Q>): QueryKindSpec<Q> => spec;

export const count: FieldInfo = { kind: 'measure', format: 'count', money: false };
export const rate: FieldInfo = { kind: 'measure', format: 'rate', money: false };
export const amount: FieldInfo = { kind: 'measure', format: 'amount', money: true };
export const text: FieldInfo = { kind: 'dimension', format: 'text', money: false };
