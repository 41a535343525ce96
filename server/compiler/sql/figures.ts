import type { ModelQuerySqlInput } from '../dialect/dialect';
import { figureStages, type FigureStages } from '../figures/program';
import type { FigureExpr, FigureProgram, FigureStep } from '../figures/types';
import { ident } from './params';

/**
 * The SQL of the figure program (figures/program.ts): each figure printed from its expression, so
 * that its meaning is written once, there, for the web tier's evaluator and for every dialect.
 */

/** An expression's SQL, and whether it needs no parentheses as an operand (a column or a call). */
interface Printed { sql: string; atomic: boolean }

/** How a name an expression reads is spelled: a column, or a figure's own SQL inlined. */
type Reader = (name: string) => Printed;

const operand = (p: Printed) => (p.atomic ? p.sql : `(${p.sql})`);

/** `a + b`, `a - b`, `a / nullif(b, 0)`, `abs(a)`, `coalesce(a, 0)`: the operators of FigureExpr. */
function exprSql(e: FigureExpr, read: Reader): Printed {
  if ('read' in e) return read(e.read);
  switch (e.op) {
    case 'zeroIfNull':
      return { sql: `coalesce(${exprSql(e.of, read).sql}, 0)`, atomic: true };
    case 'abs':
      return { sql: `abs(${exprSql(e.of, read).sql})`, atomic: true };
    case 'divide':
      return { sql: `${operand(exprSql(e.of[0], read))} / nullif(${exprSql(e.of[1], read).sql}, 0)`, atomic: false };
    default:
      return { sql: `${operand(exprSql(e.of[0], read))} ${e.op === 'add' ? '+' : '-'} ${operand(exprSql(e.of[1], read))}`, atomic: false };
  }
}

/** A column by name. */
const byName: Reader = (name) => ({ sql: ident(name), atomic: true });

/** The program's stages and a reader of its aggregates as the relations' columns (`cur."m"`, `prev."m"`, `period."m"`). */
function stagesWithReads(input: ModelQuerySqlInput, totals: boolean): { stages: FigureStages; aggregate: Reader; isAggregate: (name: string) => boolean } {
  const reads = new Map<string, FigureProgram['reads'][number]>();
  const stages = figureStages(input, totals, reads);
  const aggregate: Reader = (name) => {
    const r = reads.get(name);
    return r ? { sql: `${r.rel}.${ident(r.measure)}`, atomic: true } : byName(name);
  };
  return { stages, aggregate, isAggregate: (name) => reads.has(name) };
}

/** Whether an expression reads the aggregates only (a final value), not figures before it. */
function readsAggregatesOnly(e: FigureExpr, isAggregate: (name: string) => boolean): boolean {
  if ('read' in e) return isAggregate(e.read);
  switch (e.op) {
    case 'abs':
    case 'zeroIfNull':
      return readsAggregatesOnly(e.of, isAggregate);
    default:
      return e.of.every((x) => readsAggregatesOnly(x, isAggregate));
  }
}

/** A figure expression over columns by name, as SQL. */
export const figureSql = (e: FigureExpr): string => exprSql(e, byName).sql;

/** Steps as `expr AS "name"`, each reading a step before it in the list by its SQL inlined (one SELECT cannot read its own aliases), anything else by `outer`. */
function inlined(steps: readonly FigureStep[], outer: Reader): string[] {
  const own = new Map<string, Printed>();
  const read: Reader = (name) => own.get(name) ?? outer(name);
  return steps.map((s) => {
    const printed = exprSql((s as { expr: FigureExpr }).expr, read);
    own.set(s.name, printed);
    return `${printed.sql} AS ${ident(s.name)}`;
  });
}

/** The figures stage in one SELECT over the relations `cur`, `prev` and `period`: dimensions (`dim` spells one), then each figure, inlined. */
export function figureColumns(input: ModelQuerySqlInput, dim: (d: string) => string): string[] {
  const { stages, aggregate } = stagesWithReads(input, false);
  return [...input.dimensions.map(dim), ...inlined(stages.figures, aggregate)];
}

/**
 * The figures stage in two SELECTs, each final value computed once: `base` over the relations
 * `cur`, `prev` and `period` (dimensions, then the figures that read the aggregates only: final
 * measures, previous values, period totals), then `figures` over `base`'s columns by name (growth as
 * the difference of two columns), in the program's order. A warehouse that plans every statement at
 * each request (DuckDB) binds and rewrites a third of the expressions it would for figureColumns'
 * inlined ones.
 */
export function stagedFigureColumns(input: ModelQuerySqlInput, dim: (d: string) => string): { base: string[]; figures: string[] } {
  const { stages, aggregate, isAggregate } = stagesWithReads(input, false);
  const base = input.dimensions.map(dim);
  const figures = input.dimensions.map((d) => ident(input.rename?.[d] ?? d));
  for (const s of stages.figures) {
    const { expr } = s as { expr: FigureExpr };
    if (readsAggregatesOnly(expr, isAggregate)) {
      base.push(`${exprSql(expr, aggregate).sql} AS ${ident(s.name)}`);
      figures.push(ident(s.name));
    } else {
      figures.push(`${exprSql(expr, byName).sql} AS ${ident(s.name)}`);
    }
  }
  return { base, figures };
}

/** Derived fields (`derived`), and with `compare` their previous values and growth, over the figures by name; a field reading one defined before it inlines it. */
export function derivedColumns(input: ModelQuerySqlInput, totals: boolean): string[] {
  return inlined(stagesWithReads(input, totals).stages.derived, byName);
}

/** What follows the window figures, over the figures by name: rank changes (rows only), then the derived fields (derivedColumns). */
export function laterColumns(input: ModelQuerySqlInput, totals: boolean): string[] {
  const { stages } = stagesWithReads(input, totals);
  return [...inlined(stages.changes, byName), ...inlined(stages.derived, byName)];
}

/** The window figures (ranks and shares) of the rows, as the program has them. */
export function windowSteps(input: ModelQuerySqlInput): FigureStages['windows'] {
  return stagesWithReads(input, false).stages.windows;
}
