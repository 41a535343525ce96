/**
 * The names a report may use, filled in by the models themselves: each `models/<id>.model.ts`
 * adds its measures and dimensions here by module augmentation (`declare module … { interface
 * ModelMeasures { <id>: … } }`), so the engine imports no model and no list is kept by hand.
 * A report naming a measure or dimension no model has is then a type error in the report's own
 * file, with TypeScript's "Did you mean …?" pointing at the nearest valid name.
 */

/** Model id → the names of its measures. Filled in by each model file. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by module augmentation
export interface ModelMeasures {}

/** Model id → the names of its dimensions. Filled in by each model file. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by module augmentation
export interface ModelDimensions {}

// `{} extends T` rather than `[keyof T] extends [never]`: the schema generator (server/definitions/schemas.ts) reads it too
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an empty interface is what is tested for
type NamesOf<T> = {} extends T ? string : Extract<T[keyof T], string>;

/**
 * A measure of some model (any text when no model is part of the program, as in the report schema:
 * the registry then names the nearest measures).
 * @pattern ^[a-z][a-z0-9_]*$
 */
export type MeasureName = NamesOf<ModelMeasures>;
/**
 * A dimension of some model (any text when no model is part of the program, as in the report schema:
 * the registry then names the nearest dimensions).
 * @pattern ^[a-z][a-z0-9_]*$
 */
export type DimensionName = NamesOf<ModelDimensions>;

/**
 * A field of a result row: a dimension, a measure or a figure derived from them (`_prev`,
 * `_growth_rate`, `_rank`…), in lower snake case.
 * @pattern ^[a-z][a-z0-9_]*$
 */
export type FieldName = string;
