import type { ChartDef, ColumnDef, SortDef } from './grid';
import type { FilterDef } from './filters';
import type { ModelQuery } from './modelQuery';
import type { ModelDimensions, ModelMeasures } from './names';

// The fields a model query produces, as a type: what a report's columns, chart, sort and tiles may
// name, so that a misspelt one is a type error in the report's own file (tsc's "not assignable to
// '…' | '…'"), not only a problem `npm run check` finds. The same rules as reportFields
// (src/engine/report/fields.ts) at run time; a named kind's fields depend on its spec, so a kind's
// report keeps `FieldName` here and check names its misspelt fields.

type Item<T> = T extends readonly (infer E)[] ? Extract<E, string> : never;
type Elem<T> = T extends readonly (infer E)[] ? E : never;
type Prop<Q, K extends string> = Q extends { readonly [P in K]?: infer V } ? V : never;

/** `<m>_prev`, `_growth` and `_growth_rate` of the compared measures and derived fields. */
type Compared<Q> = `${Item<Prop<Prop<Q, 'compare'>, 'measures'>> | DerivedCompared<Q>}_${'prev' | 'growth' | 'growth_rate'}`;
type DerivedCompared<Q> = Elem<Prop<Q, 'derived'>> extends infer D ? (D extends { field: infer F extends string; compare: true } ? F : never) : never;
type Ranked<Q> = `${Item<Prop<Q, 'ranks'>>}_rank` | `${Item<Prop<Q, 'ranks'>> & Item<Prop<Prop<Q, 'compare'>, 'measures'>>}_${'rank_prev' | 'rank_change'}`;
type Derived<Q> = Elem<Prop<Q, 'derived'>> extends infer D ? (D extends { field: infer F extends string } ? F : never) : never;

/** Every field a model query's rows hold (the running sums of measures and derived fields among them). */
export type ModelQueryFields<Q extends ModelQuery> =
  | Item<Q['dimensions']> | Item<Q['measures']>
  | (Q extends { groupBy: object } ? 'group_value' : never)
  | (Q extends { time: object } ? 'stat_date' : never)
  | Compared<Q> | Ranked<Q> | `${Item<Prop<Q, 'shares'>>}_share` | `${Item<Prop<Q, 'periodTotals'>>}_period` | Derived<Q>
  | `${Item<Prop<Q, 'running'>>}_running`;

/** The models whose measures a query reads (model id), and the dimensions they share with it: what its filters may restrict. */
type ModelsOf<Q extends ModelQuery> = { [K in keyof ModelMeasures]: Item<Q['measures']> & ModelMeasures[K] extends never ? never : K }[keyof ModelMeasures];
export type ModelQueryDimensions<Q extends ModelQuery> = ModelsOf<Q> extends infer K ? (K extends keyof ModelDimensions ? ModelDimensions[K] : never) : never;

/** The parts of a grid that name fields, each restricted to `F`. */
interface FieldsNamed<F extends string> {
  columns: readonly (Omit<ColumnDef, 'field'> & { field: F })[];
  chart?: Omit<ChartDef, 'x' | 'series' | 'splitBy' | 'orderBy'> & { x: F; series: readonly F[] | { param: string }; splitBy?: F; orderBy?: F };
  defaultSort?: readonly (Omit<SortDef, 'field'> & { field: F })[];
  tiles?: readonly F[];
}

/** A grid (a report or a section) whose named fields are checked against its model query's fields; a named kind's, as it is. */
export type FieldsChecked<G> = G extends { query: infer Q extends ModelQuery } ? FieldsNamed<ModelQueryFields<Q>> : unknown;

/** A report's filters: on a model query, each `dimension` one of its models' dimensions or the time (`stat_date`). */
type FiltersChecked<R> = R extends { query: infer Q extends ModelQuery } ? { filters: readonly (Omit<FilterDef, 'dimension'> & { dimension?: ModelQueryDimensions<Q> | 'stat_date' })[] } : unknown;

/** A report's fields checked, its sections' too (each against its own query). */
export type ReportFieldsChecked<R> = FieldsChecked<R> & FiltersChecked<R> & (R extends { sections: readonly (infer E)[] } ? { sections: readonly (E extends unknown ? E & FieldsChecked<E> : never)[] } : unknown);
