import type { ChartDef, ColumnDef, SortDef } from './grid';
import type { FilterDef } from './filters';
import type { FormulaComparison, FormulaDerivedDef, ModelQuery, OperandsDerivedDef } from './modelQuery';
import type { DimensionName, ModelDimensions, ModelMeasures } from './names';
import type { KindFields } from './namedQueries';

// The fields a model query produces, as a type: what a report's columns, chart, sort and tiles may
// name, so that a misspelt one is a type error in the report's own file (tsc's "not assignable to
// '…' | '…'"), not only a problem `npm run check` finds. The same rules as reportFields
// (src/engine/report/fields.ts) at run time; a named kind's fields are the type its spec.ts adds to
// `KindFields` (namedQueries.ts), a type of the query as `spec.fields(q)` is a function of it.

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

/** A column of one of the fields `F` (what a shared helper answers for a report to check). */
export type ColumnOf<F extends string> = Omit<ColumnDef, 'field'> & { field: F };
/** A chart of the fields `F`. */
export type ChartOf<F extends string> = Omit<ChartDef, 'x' | 'series' | 'splitBy' | 'orderBy'> & { x: F; series: readonly F[] | { param: string }; splitBy?: F; orderBy?: F };

/** The parts of a grid that name fields, each restricted to `F`. */
interface FieldsNamed<F extends string> {
  columns: readonly ColumnOf<F>[];
  chart?: ChartOf<F>;
  defaultSort?: readonly (Omit<SortDef, 'field'> & { field: F })[];
  tiles?: readonly F[];
}

/** The fields a named kind's query makes, as its spec declares them (`string` for a kind no spec in the program declares). */
export type KindQueryFields<Q> = Q extends { kind: infer K extends keyof KindFields<Q> } ? Extract<KindFields<Q>[K], string> : string;

/** A formula (modelQuery.ts `Formula`) whose fields are `F` and whose tests' dimensions are `D`. */
type FormulaNamed<F extends string, D extends string> = F | number | { param: string }
  | { add: readonly FormulaNamed<F, D>[] } | { subtract: readonly FormulaNamed<F, D>[] } | { multiply: readonly FormulaNamed<F, D>[] }
  | { divide: readonly [FormulaNamed<F, D>, FormulaNamed<F, D>] }
  | { if: FormulaTestNamed<F, D>; then: FormulaNamed<F, D>; else: FormulaNamed<F, D> };
type FormulaTestNamed<F extends string, D extends string> =
  | { compare: readonly [FormulaNamed<F, D>, FormulaComparison, FormulaNamed<F, D>] }
  | { dimension: D; in: readonly (string | number)[] }
  | { all: readonly FormulaTestNamed<F, D>[] } | { any: readonly FormulaTestNamed<F, D>[] } | { not: FormulaTestNamed<F, D> };

/** A model query's derived fields, their operands and formulas naming its fields `F`, their tests its dimensions `D`. */
interface DerivedNamed<F extends string, D extends string> {
  query: {
    derived?: readonly ((Omit<OperandsDerivedDef, 'of'> & { of: readonly [F, F] }) | (Omit<FormulaDerivedDef, 'formula'> & { formula: FormulaNamed<F, D> }))[];
    top?: { key: D; by: F; n: number | { param: string } };
    pivot?: { dimension: D | 'stat_date'; measures: readonly F[] };
  };
}

/** A grid (a report or a section) whose named fields are checked against its query's fields. */
export type FieldsChecked<G> = G extends { query: infer Q extends ModelQuery } ? FieldsNamed<ModelQueryFields<Q>> & DerivedNamed<ModelQueryFields<Q>, Item<Q['dimensions']>>
  : G extends { query: infer Q extends { kind: string } } ? FieldsNamed<KindQueryFields<Q>> : unknown;

/** A report's filters, each `dimension` restricted to `D` or the time (`stat_date`). */
type FiltersOn<D extends string> = { filters: readonly (Omit<FilterDef, 'dimension'> & { dimension?: D | 'stat_date' })[] };

/**
 * A report's filters: on a model query, each `dimension` one of its models' dimensions; on a named
 * kind, a dimension of any model or a field of the kind's rows (what its plan binds filters to).
 */
type FiltersChecked<R> = R extends { query: infer Q extends ModelQuery } ? FiltersOn<ModelQueryDimensions<Q>>
  : R extends { query: infer Q extends { kind: string } } ? FiltersOn<DimensionName | KindQueryFields<Q>> : unknown;

/** A report's fields checked, its sections' too (each against its own query). */
export type ReportFieldsChecked<R> = FieldsChecked<R> & FiltersChecked<R> & (R extends { sections: readonly (infer E)[] } ? { sections: readonly (E extends unknown ? E & FieldsChecked<E> : never)[] } : unknown);
