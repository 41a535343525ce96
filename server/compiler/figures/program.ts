import { isRatio, type ModelDefinition } from '../../../src/engine/definition/model';
import type { ModelQuerySqlInput } from '../dialect/dialect';
import type { Formula, FormulaTest } from '../../../src/engine/definition/modelQuery';
import { constantText, FORMULA_CONSTANT_DECIMALS, FORMULA_CONSTANT_MAX, formulaOf } from '../../../src/engine/report/formula';
import { CompileError } from '../errors';
import type { AggregateRelation, FigureExpr, FigureProgram, FigureStages, FigureStep, FigureTest } from './types';

export type { FigureProgram, FigureStages };

const read = (name: string): FigureExpr => ({ read: name });
const subtract = (a: FigureExpr, b: FigureExpr): FigureExpr => ({ op: 'subtract', of: [a, b] });
const divide = (a: FigureExpr, b: FigureExpr): FigureExpr => ({ op: 'divide', of: [a, b] });

/** Operations of two or more operands, left to right (`a - b - c` is `(a - b) - c`). */
function folded(op: 'add' | 'subtract' | 'multiply', list: readonly FigureExpr[]): FigureExpr {
  return list.slice(1).reduce((acc, x) => ({ op, of: [acc, x] }), list[0]);
}

/**
 * A derived field's formula (src/engine/report/formula.ts) as a figure expression; `field` names
 * the figure each field read is taken from (its previous value for `<field>_prev`).
 */
export function formulaExpr(f: Formula, field: (name: string) => string, param: (name: string) => FigureExpr): FigureExpr {
  const of = (x: Formula) => formulaExpr(x, field, param);
  if (typeof f === 'string') return read(field(f));
  if (typeof f === 'number') return { number: constantText(f)! };
  if ('param' in f) return param(f.param);
  if ('add' in f) return folded('add', f.add.map(of));
  if ('subtract' in f) return folded('subtract', f.subtract.map(of));
  if ('multiply' in f) return folded('multiply', f.multiply.map(of));
  if ('divide' in f) return divide(of(f.divide[0]), of(f.divide[1]));
  const test = (t: FormulaTest): FigureTest => {
    if ('compare' in t) return { compare: t.compare[1], of: [of(t.compare[0]), of(t.compare[2])] };
    if ('dimension' in t) return { dimension: t.dimension, in: t.in };
    if ('all' in t) return { all: t.all.map(test) };
    if ('any' in t) return { any: t.any.map(test) };
    return { not: test(t.not) };
  };
  return { op: 'if', test: test(f.if), then: of(f.then), else: of(f.else) };
}

/** `(now - before) / abs(before)`, NULL where `before` is NULL or 0: a growth rate, a promotion's lift. */
export const growthRateOf = (now: string, before: string): FigureExpr => divide(subtract(read(now), read(before)), { op: 'abs', of: read(before) });

/** `<m>_share`: a row's part of the sum of `m` over every row. */
export const shareStep = (m: string): FigureStep => ({ name: `${m}_share`, share: m });

/** Aggregations whose value over no rows is 0 (a sum or count of nothing), not NULL. */
export const ZERO_OVER_NO_ROWS: ReadonlySet<string> = new Set(['sum', 'count', 'countDistinct']);

/** Where the SQL reads the aggregate `<rel>."<m>"`, the program reads the column `__<rel>_<m>`. */
export const aggregateColumn = (rel: AggregateRelation, measure: string) => `__${rel}_${measure}`;

/**
 * The figures of a model query in the order they are computed, in four stages: final measures,
 * previous values and growth, period totals (`figures`, over the aggregates); ranks and shares over
 * the whole set (`windows`, rows only); rank changes (`changes`, rows only); derived fields
 * (`derived`). Each figure's meaning is written here once: the web tier evaluates it
 * (figures/evaluate.ts) and each dialect prints it (figures/sql.ts).
 */
export function figureStages(input: ModelQuerySqlInput, totals: boolean, reads = new Map<string, FigureProgram['reads'][number]>()): FigureStages {
  const { query, measures } = input;
  const modelOf = (m: string) => measures.get(m)!;
  const compare: readonly string[] = query.compare?.measures ?? [];
  const hasPrev = compare.length > 0 && Boolean(input.previousRange);
  // sums and counts of no rows are 0, ratios divide safely
  const finalOf = (model: ModelDefinition, m: string, rel: AggregateRelation): FigureExpr => {
    const def = model.measures[m];
    if (isRatio(def)) return divide(finalOf(model, def.ratio[0], rel), finalOf(model, def.ratio[1], rel));
    const column = aggregateColumn(rel, m);
    reads.set(column, { rel, measure: m, column });
    return ZERO_OVER_NO_ROWS.has(def.agg) ? { op: 'zeroIfNull', of: read(column) } : read(column);
  };
  const final = (m: string, rel: AggregateRelation) => finalOf(modelOf(m), m, rel);
  const growth = (of: string) => subtract(read(of), read(`${of}_prev`));
  const growthRate = (of: string) => growthRateOf(of, `${of}_prev`);
  const figures: FigureStep[] = query.measures.map((m) => ({ name: m, expr: final(m, 'cur') }));
  if (hasPrev) {
    for (const m of compare) {
      figures.push({ name: `${m}_prev`, expr: final(m, 'prev') }, { name: `${m}_growth`, expr: growth(m) }, { name: `${m}_growth_rate`, expr: growthRate(m) });
    }
  }
  for (const m of query.periodTotals ?? []) figures.push({ name: `${m}_period`, expr: final(m, 'period') });
  const windows: FigureStep[] = [];
  const changes: FigureStep[] = [];
  if (!totals) {
    for (const m of query.ranks ?? []) {
      windows.push({ name: `${m}_rank`, rank: m });
      if (hasPrev && compare.includes(m)) windows.push({ name: `${m}_rank_prev`, rank: `${m}_prev` });
    }
    for (const m of query.shares ?? []) windows.push(shareStep(m));
    for (const m of query.ranks ?? []) if (hasPrev && compare.includes(m)) changes.push({ name: `${m}_rank_change`, expr: subtract(read(`${m}_rank_prev`), read(`${m}_rank`)) });
  }
  // a parameter's value is a constant of the request (its filter's schema bounds it)
  const param = (name: string): FigureExpr => {
    const value = input.params?.[name];
    const text = typeof value === 'number' ? constantText(value) : undefined;
    if (text === undefined) throw new CompileError(9400, `the parameter '${name}' needs a number of at most ${FORMULA_CONSTANT_DECIMALS} decimals, below ${FORMULA_CONSTANT_MAX} in size`);
    return { number: text };
  };
  const derived: FigureStep[] = [];
  for (const d of query.derived ?? []) {
    const formula = formulaOf(d);
    derived.push({ name: d.field, expr: formulaExpr(formula, (f) => f, param) });
    if (d.compare && hasPrev) {
      derived.push({ name: `${d.field}_prev`, expr: formulaExpr(formula, (f) => `${f}_prev`, param) }, { name: `${d.field}_growth`, expr: growth(d.field) },
        { name: `${d.field}_growth_rate`, expr: growthRate(d.field) });
    }
  }
  return { figures, windows, changes, derived, running: runningSteps(input, totals) };
}

/** The time dimension a running sum adds along. */
export const RUNNING_ORDER = 'stat_date';

/** `<f>_running` of each field of `running`: within the rows' other dimensions, along the time; the totals row holds the field. */
function runningSteps(input: ModelQuerySqlInput, totals: boolean): FigureStep[] {
  const partition = input.dimensions.filter((d) => d !== RUNNING_ORDER).map((d) => input.rename?.[d] ?? d);
  return (input.query.running ?? []).map((f) => (totals ? { name: `${f}_running`, expr: read(f) } : { name: `${f}_running`, running: f, partition, order: RUNNING_ORDER }));
}

/** A stage list run in order. */
export const stepsOf = (s: FigureStages): FigureStep[] => [...s.figures, ...s.windows, ...s.changes, ...s.derived, ...s.running];

/** The program of a model query's figures for the web tier (figures/evaluate.ts): figureStages for the rows and for the totals row. */
export function figureProgram(input: ModelQuerySqlInput): FigureProgram | undefined {
  // the same for every request of a query with the same periods, grouping and parameters: built once (read, never changed)
  const key = JSON.stringify([Boolean(input.previousRange), input.dimensions, input.rename ?? null, input.params ?? null]);
  const byQuery = programs.get(input.measures) ?? programs.set(input.measures, new WeakMap()).get(input.measures)!;
  const built = byQuery.get(input.query) ?? byQuery.set(input.query, new Map()).get(input.query)!;
  const program = built.get(key) ?? builtProgram(input);
  if (built.size < 256) built.set(key, program);
  return program;
}

/** Programs built, by the measures they read and their query (a registry's, dropped with it), then periods, grouping and parameters. */
const programs = new WeakMap<ModelQuerySqlInput['measures'], WeakMap<ModelQuerySqlInput['query'], Map<string, FigureProgram>>>();

function builtProgram(input: ModelQuerySqlInput): FigureProgram {
  const reads = new Map<string, FigureProgram['reads'][number]>();
  const rows = stepsOf(figureStages(input, false, reads));
  const totals = stepsOf(figureStages(input, true, reads));
  return { dims: input.dimensions.map((d) => input.rename?.[d] ?? d), rows, totals, reads: [...reads.values()] };
}
