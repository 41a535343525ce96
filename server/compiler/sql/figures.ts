import type { ModelQuerySqlInput } from '../dialect/dialect';
import { figureStages, type FigureStages } from '../figures/program';
import type { FigureExpr, FigureProgram, FigureStep, FigureTest } from '../figures/types';
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

/** How a dialect spells what differs: a value made a double, and a row's dimension (NULL where the relation has none: the totals row). */
export interface FigureSqlStyle {
  double(sql: string): string;
  dimension(name: string): string;
}

/** DuckDB's casts, every dimension a column. */
const DUCKDB_STYLE: FigureSqlStyle = { double: (sql) => `CAST(${sql} AS DOUBLE)`, dimension: (d) => ident(d) };

/** A literal of a dimension's value. */
const literal = (v: string | number): string => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`);

/** A test's SQL (a boolean, NULL where unknown). */
function testSql(t: FigureTest, read: Reader, style: FigureSqlStyle): string {
  if ('compare' in t) return `${operand(exprSql(t.of[0], read, style))} ${t.compare} ${operand(exprSql(t.of[1], read, style))}`;
  if ('dimension' in t) return `${style.dimension(t.dimension)} IN (${t.in.map(literal).join(', ')})`;
  if ('not' in t) return `NOT (${testSql(t.not, read, style)})`;
  const all = 'all' in t;
  return `(${(all ? t.all : t.any).map((x) => `(${testSql(x, read, style)})`).join(all ? ' AND ' : ' OR ')})`;
}

/** `a + b`, `a - b`, `a / nullif(b, 0)`, `abs(a)`, `coalesce(a, 0)`, a product and a condition as doubles: the operators of FigureExpr. */
function exprSql(e: FigureExpr, read: Reader, style: FigureSqlStyle = DUCKDB_STYLE): Printed {
  if ('read' in e) return read(e.read);
  // a negative constant is parenthesized, so that `a - -1` never reads as a comment
  if ('number' in e) return { sql: e.number.startsWith('-') ? `(${e.number})` : e.number, atomic: true };
  const of = (x: FigureExpr) => exprSql(x, read, style);
  switch (e.op) {
    case 'zeroIfNull':
      return { sql: `coalesce(${of(e.of).sql}, 0)`, atomic: true };
    case 'abs':
      return { sql: `abs(${of(e.of).sql})`, atomic: true };
    case 'divide':
      return { sql: `${operand(of(e.of[0]))} / nullif(${of(e.of[1]).sql}, 0)`, atomic: false };
    case 'multiply':
      return { sql: `${style.double(of(e.of[0]).sql)} * ${style.double(of(e.of[1]).sql)}`, atomic: false };
    case 'if':
      return { sql: `CASE WHEN ${testSql(e.test, read, style)} THEN ${style.double(of(e.then).sql)} ELSE ${style.double(of(e.else).sql)} END`, atomic: true };
    default:
      return { sql: `${operand(of(e.of[0]))} ${e.op === 'add' ? '+' : '-'} ${operand(of(e.of[1]))}`, atomic: false };
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
  if ('number' in e) return true;
  switch (e.op) {
    case 'abs':
    case 'zeroIfNull':
      return readsAggregatesOnly(e.of, isAggregate);
    case 'if':
      return false;
    default:
      return e.of.every((x) => readsAggregatesOnly(x, isAggregate));
  }
}

/** A figure expression over columns by name, as SQL. */
export const figureSql = (e: FigureExpr): string => exprSql(e, byName).sql;

/** Steps as `expr AS "name"`, each reading a step before it in the list by its SQL inlined (one SELECT cannot read its own aliases), anything else by `outer`. */
function inlined(steps: readonly FigureStep[], outer: Reader, style: FigureSqlStyle = DUCKDB_STYLE): string[] {
  const own = new Map<string, Printed>();
  const read: Reader = (name) => own.get(name) ?? outer(name);
  return steps.map((s) => {
    const printed = exprSql((s as { expr: FigureExpr }).expr, read, style);
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
export function derivedColumns(input: ModelQuerySqlInput, totals: boolean, double: FigureSqlStyle['double'] = DUCKDB_STYLE.double): string[] {
  return inlined(stagesWithReads(input, totals).stages.derived, byName, rowStyle(input, totals, double));
}

/** A dialect's double, and the row's dimensions as columns (none in the totals row). */
function rowStyle(input: ModelQuerySqlInput, totals: boolean, double: FigureSqlStyle['double']): FigureSqlStyle {
  const dims = new Set(totals ? [] : input.dimensions);
  return { double, dimension: (d) => (dims.has(d) ? ident(d) : 'NULL') };
}

/** What follows the window figures, over the figures by name: rank changes (rows only), then the derived fields (derivedColumns). */
export function laterColumns(input: ModelQuerySqlInput, totals: boolean, double: FigureSqlStyle['double'] = DUCKDB_STYLE.double): string[] {
  const { stages } = stagesWithReads(input, totals);
  return [...inlined(stages.changes, byName), ...inlined(stages.derived, byName, rowStyle(input, totals, double))];
}

/** The window figures (ranks and shares) of the rows, as the program has them. */
export function windowSteps(input: ModelQuerySqlInput): FigureStages['windows'] {
  return stagesWithReads(input, false).stages.windows;
}

/** The running sums (of the rows, or the totals row's), as the program has them. */
export function runningSteps(input: ModelQuerySqlInput, totals: boolean): FigureStages['running'] {
  return stagesWithReads(input, totals).stages.running;
}
