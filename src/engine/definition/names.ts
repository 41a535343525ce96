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

type NamesOf<T> = [keyof T] extends [never] ? string : T[keyof T] & string;

/** A measure of some model (any text when no model is part of the program). */
export type MeasureName = NamesOf<ModelMeasures>;
/** A dimension of some model (any text when no model is part of the program). */
export type DimensionName = NamesOf<ModelDimensions>;
