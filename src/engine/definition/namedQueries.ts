/**
 * Query shapes a model cannot express, each implemented once in its own folder
 * (server/compiler/kinds/<kind>/: `spec.ts` for its shape and fields, `plan.ts` and the dialects'
 * hooks for its SQL) and used by any number of reports.
 *
 * `KindQueries` is empty here: each kind's `spec.ts` adds its query type to it by declaration
 * merging (`declare module '…/namedQueries' { interface KindQueries { <kind>: <Kind>Query } }`),
 * so the definition types check a kind's query without a list of kinds in the engine.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the kinds' spec.ts
export interface KindQueries {}

/**
 * The fields a named kind's rows hold, as a type of its query `Q` (what `spec.fields(q)` answers at
 * run time): each kind's `spec.ts` adds `<kind>: <its field names>` by declaration merging, so that a
 * report's columns, chart, sort and tiles are checked against them by tsc (queryFields.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the kinds' spec.ts, each of a type of Q
export interface KindFields<Q> {}

/**
 * A query of a named kind as the engine alone sees it, with no kind's spec in the program (so in the
 * report schema, schemas/report.schema.json): its `kind` names a folder of server/compiler/kinds/,
 * and the rest is checked against that kind's own schema when the definitions load.
 */
export interface AnyKindQuery {
  /**
   * The kind's name (its folder's name); `model` is the semantic layer's query, not a named kind.
   * @pattern ^[a-z][A-Za-z0-9]*$
   * @not {"const": "model"}
   */
  kind: string;
  /** The kind's parameters, as its spec's schema says. */
  [param: string]: unknown;
}

/** A query of any named kind (the union of the kinds' query types; `AnyKindQuery` when no kind is part of the program). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an empty interface is what is tested for (as in names.ts)
export type NamedQuery = {} extends KindQueries ? AnyKindQuery : KindQueries[keyof KindQueries];
