import type { ExactRow, Row } from '../../warehouse/warehouse';
import { absValue, addValues, apiNumber, compareValues, constantValue, divideValues, doubleValue, extremeValue, isExact, multiplyValues, sameValue, sumValues, zeroIfNull, type FigureValue } from './exact';
import { TOTALS_COLUMN_PREFIX, type FigureExpr, type FigureProgram, type FigureStep, type FigureTest, type RowTotals } from './types';
import { DOUBLES, EXACT, orderCompare, partitions, stepReads, type Adding, type Values } from './windows';

const valuesOf = (r?: ExactRow): Values => Object.assign(Object.create(null) as Values, r);

/** A test's value with SQL's three: true, false, or null (unknown). */
function holds(test: FigureTest, values: Values): boolean | null {
  if ('compare' in test) {
    const c = compareValues(evaluate(test.of[0], values), evaluate(test.of[1], values));
    if (c === null) return null;
    switch (test.compare) {
      case '<': return c < 0;
      case '<=': return c <= 0;
      case '>': return c > 0;
      case '>=': return c >= 0;
      case '=': return c === 0;
      case '<>': return c !== 0;
    }
  }
  if ('dimension' in test) {
    const v = values[test.dimension];
    if (v === null || v === undefined) return null;
    return test.in.some((x) => sameValue(v, x) === true);
  }
  if ('not' in test) {
    const h = holds(test.not, values);
    return h === null ? null : !h;
  }
  // AND: false wins, then unknown; OR: true wins, then unknown
  const all = 'all' in test;
  const parts = (all ? test.all : test.any).map((t) => holds(t, values));
  if (parts.includes(!all)) return !all;
  return parts.includes(null) ? null : all;
}

function evaluate(expr: FigureExpr, values: Values): FigureValue {
  if ('read' in expr) return values[expr.read] ?? null;
  if ('number' in expr) return constantValue(expr.number);
  switch (expr.op) {
    case 'multiply':
      return multiplyValues(evaluate(expr.of[0], values), evaluate(expr.of[1], values));
    case 'if':
      return doubleValue(evaluate(holds(expr.test, values) === true ? expr.then : expr.else, values));
    case 'add':
      return addValues(evaluate(expr.of[0], values), evaluate(expr.of[1], values), 1);
    case 'subtract':
      return addValues(evaluate(expr.of[0], values), evaluate(expr.of[1], values), -1);
    case 'divide':
      return divideValues(evaluate(expr.of[0], values), evaluate(expr.of[1], values));
    case 'abs':
      return absValue(evaluate(expr.of, values));
    case 'zeroIfNull':
      return zeroIfNull(evaluate(expr.of, values));
  }
}

/** The steps over every row, in order: a row's expression on its own values, a window over the column (a share's sum, a running sum, ranks, as `adding` adds). */
function runSteps(steps: readonly FigureStep[], rows: Values[], { sum, running, rank }: Adding = EXACT): void {
  for (const step of steps) {
    if ('expr' in step) {
      for (const values of rows) values[step.name] = evaluate(step.expr, values);
    } else if ('rank' in step) {
      const ranked = rank(rows.map((v) => v[step.rank] ?? null));
      rows.forEach((values, i) => { values[step.name] = ranked[i]; });
    } else if ('running' in step) {
      for (const part of partitions(rows, step.partition)) {
        part.sort((a, b) => orderCompare(a[step.order] ?? null, b[step.order] ?? null));
        const sums = running(part.map((v) => v[step.running] ?? null));
        part.forEach((values, i) => { values[step.name] = sums[i]; });
      }
    } else {
      // `v / nullif(sum(v) OVER (), 0)`
      const total = sum(rows.map((v) => v[step.share] ?? null));
      for (const values of rows) values[step.name] = divideValues(values[step.share] ?? null, total);
    }
  }
}

/**
 * The program's window figures and rank changes (`steps`) added to rows read whole from a warehouse
 * without window functions (ClickHouse 18.16: the finish stage): the values they read as numbers,
 * a share's sum as doubles in the rows' order, the figures as the API's numbers. New rows, each
 * made at once with its fields then the figures': adding fields one by one to tens of thousands of
 * rows already made (a member list) cost V8 ten times as much.
 */
export function windowFigures(rows: readonly Row[], steps: readonly FigureStep[]): Row[] {
  const reads = steps.map(stepReads);
  const asIs = new Set(reads.flatMap((r) => r.values));
  // each row's values with every name the steps read or write, in one order (one shape for V8)
  const names = [...new Set([...reads.flatMap((r) => r.numbers), ...asIs, ...steps.map((s) => s.name)])];
  const values = rows.map((r) => {
    const v = valuesOf();
    for (const k of names) v[k] = r[k] === null || r[k] === undefined ? null : asIs.has(k) ? r[k] as FigureValue : Number(r[k]);
    return v;
  });
  runSteps(steps, values, DOUBLES);
  return rows.map((r, i) => {
    const row: Row = {};
    for (const k in r) row[k] = r[k];
    for (const s of steps) row[s.name] = apiNumber(values[i][s.name] ?? null);
    return row;
  });
}

/** The totals row's aggregates added up from the rows: the current period's over its rows, the previous period's over every row read. */
function addedUp(totals: RowTotals, current: readonly Values[], all: readonly Values[]): Values {
  const values = valuesOf();
  for (const { column, rel, how } of totals.columns) {
    const read = (rel === 'cur' ? current : all).map((v) => v[column] ?? null);
    values[column] = how === 'sum' ? sumValues(read) : extremeValue(read, how);
  }
  return values;
}

/** The totals row's aggregates, read under names of their own (TOTALS_COLUMN_PREFIX), by the rows' names. */
function totalsRow(r: ExactRow): Values {
  const values = valuesOf();
  for (const [k, v] of Object.entries(r)) if (k.startsWith(TOTALS_COLUMN_PREFIX)) values[k.slice(TOTALS_COLUMN_PREFIX.length)] = v;
  return values;
}

const partOf = (r: ExactRow): number => (isExact(r.__part) ? Number(r.__part.unscaled) : Number(r.__part));

/** A row's values as the API sends them, under `names` in order. */
export function apiRow(values: Values, names: readonly string[]): Row {
  const row: Row = {};
  for (const n of names) row[n] = apiNumber(values[n] ?? null);
  return row;
}

/** Every row's figures (and the totals row's) computed, as exact values by name, before they are the API's values. */
export interface Figured {
  rows: Values[];
  totals: Values[];
  /** The rows' fields in order: dimensions, then figures. */
  names: string[];
  totalNames: string[];
}

/** The figures of every row and of the totals row, from the rows read (the relation's aggregates); throws InexactFigure as evaluateFigures does. */
export function figureValues(read: readonly ExactRow[], program: FigureProgram): Figured {
  const rowValues: Values[] = [];
  const totalsValues: Values[] = [];
  const previousOnly: Values[] = [];
  // a row marked not in the current period (`__in` NULL) is a previous period's group alone: in the totals only
  for (const r of read) {
    if (partOf(r) === 2) totalsValues.push(totalsRow(r));
    else (r.__in === null ? previousOnly : rowValues).push(valuesOf(r));
  }
  if (program.rowTotals) totalsValues.push(addedUp(program.rowTotals, rowValues, [...rowValues, ...previousOnly]));
  runSteps(program.rows, rowValues);
  runSteps(program.totals, totalsValues);
  return { rows: rowValues, totals: totalsValues, names: [...program.dims, ...program.rows.map((s) => s.name)], totalNames: program.totals.map((s) => s.name) };
}

/** The totals rows as Wrappers.wholeRows answers them (`__part` 2, the row as the column `__totals_row`). */
export const totalsRows = (f: Figured): Row[] => f.totals.map((values) => ({ __part: 2, __totals_row: apiRow(values, f.totalNames) as unknown as Row[string] }));

/**
 * The rows of Wrappers.wholeRows from the rows of a relation's aggregates (`__part` 0) and its
 * totals row's (`__part` 2, or added up from the rows: `rowTotals`): each row's dimensions and
 * figures in the relation's order, the totals row as the column `__totals_row`, as the statement
 * computing them in SQL answers. Throws
 * InexactFigure where DuckDB would compute a figure otherwise (the caller asks the SQL then).
 */
export function evaluateFigures(read: readonly ExactRow[], program: FigureProgram): Row[] {
  const f = figureValues(read, program);
  const carried = f.totals.length > 0;
  const out: Row[] = f.rows.map((values) => ({ __part: 0, ...apiRow(values, f.names), ...(carried ? { __totals_row: null } : {}) }));
  return [...out, ...totalsRows(f)];
}
