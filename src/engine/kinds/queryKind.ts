import type { FieldInfo } from '../report/fieldInfo';

/**
 * A named query kind: a shape the semantic layer cannot express (cohorts, windows, funnels,
 * buckets…), implemented once and used by any number of reports. The engine side (here) says
 * what a query of the kind looks like and which fields it produces; the compiler side
 * (server/compiler/kinds/) emits its SQL.
 */
export interface QueryKindSpec<Q extends { kind: string } = { kind: string }> {
  kind: Q['kind'];
  /** What the kind computes, for analysts writing definitions. */
  description: string;
  /** JSON Schema of the query object, `kind` included. */
  schema: Record<string, unknown>;
  /** The fields its rows carry, with their formats. */
  fields(query: Q): Map<string, FieldInfo>;
}

export const count: FieldInfo = { kind: 'measure', format: 'count', money: false };
export const rate: FieldInfo = { kind: 'measure', format: 'rate', money: false };
export const amount: FieldInfo = { kind: 'measure', format: 'amount', money: true };
export const text: FieldInfo = { kind: 'dimension', format: 'text', money: false };
