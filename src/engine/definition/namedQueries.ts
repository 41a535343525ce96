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

/** A query of any named kind (the union of the kinds' query types). */
export type NamedQuery = KindQueries[keyof KindQueries];
