import { partitionPoint } from '../../../src/engine/partitionPoint';
import type { ExactNumber, ExactRow, Row } from '../../warehouse/warehouse';
import { absValue, addValues, apiNumber, compareNumbers, compareValues, constantValue, divideValues, doubleValue, extremeValue, isExact, multiplyValues, numberOrNull, sameValue, sumValues, zeroIfNull, type FigureValue } from './exact';
import { TOTALS_COLUMN_PREFIX, type FigureExpr, type FigureProgram, type FigureStep, type FigureTest, type RowTotals } from './types';

/** A row's values by name: an object without a prototype (no name reads an inherited property), cheaper to copy a row into than a Map. */
type Values = Record<string, FigureValue>;

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

/**
 * `CASE WHEN nullif(v, 0) IS NOT NULL THEN rank() OVER (ORDER BY nullif(v, 0) DESC NULLS LAST) END`:
 * a row with a value other than 0 ranks one after the rows with a larger value; the others have none.
 */
function ranks(values: readonly FigureValue[]): FigureValue[] {
  const ranked = values.map((v) => { const x = numberOrNull(v); return x === null || compareNumbers(x, 0) === 0 ? null : x; });
  const present = ranked.filter((v): v is ExactNumber | number => v !== null).sort((a, b) => compareNumbers(b, a));
  return ranked.map((v) => {
    if (v === null) return null;
    // the rows before it in descending order: those larger
    return { unscaled: BigInt(partitionPoint(0, present.length, (i) => compareNumbers(present[i], v) > 0) + 1), scale: 0 };
  });
}

/**
 * `ranks` of doubles (the rows of 18.16, read whole, tens of thousands for a member list): the
 * values in a typed array sorted as numbers, no comparison called, each rank a double (whole
 * numbers, exact as one) so the rank changes after it are doubles' differences, not BigInts'.
 */
function doubleRanks(values: readonly FigureValue[]): FigureValue[] {
  // (NaN, which no JSON answer holds, is left unranked rather than sorted last into the search)
  const ranked = (v: FigureValue | undefined): v is number => typeof v === 'number' && v !== 0 && !Number.isNaN(v);
  const present = Float64Array.from(values.filter(ranked)).sort();
  return values.map((v) => {
    if (!ranked(v)) return null;
    // the values larger than it: those after the last not larger, in ascending order
    return present.length - partitionPoint(0, present.length, (i) => present[i] <= v) + 1;
  });
}

/** The steps over every row, in order: a row's expression on its own values, a window over the column so far (a share's sum by `sum`). */
function runSteps(steps: readonly FigureStep[], rows: Values[], sum: (values: readonly FigureValue[]) => FigureValue = sumValues, rank = ranks): void {
  for (const step of steps) {
    if ('expr' in step) {
      for (const values of rows) values[step.name] = evaluate(step.expr, values);
    } else if ('rank' in step) {
      const ranked = rank(rows.map((v) => v[step.rank] ?? null));
      rows.forEach((values, i) => { values[step.name] = ranked[i]; });
    } else {
      // `v / nullif(sum(v) OVER (), 0)`
      const total = sum(rows.map((v) => v[step.share] ?? null));
      for (const values of rows) values[step.name] = divideValues(values[step.share] ?? null, total);
    }
  }
}

/** sum() OVER () of doubles, added in the rows' order: NULLs left out, NULL when every value is. */
function doubleSum(values: readonly FigureValue[]): FigureValue {
  let sum: number | null = null;
  for (const v of values) if (v !== null && v !== undefined) sum = (sum ?? 0) + Number(v);
  return sum;
}

/**
 * The program's window figures and rank changes (`steps`) added to rows read whole from a warehouse
 * without window functions (ClickHouse 18.16: the finish stage): the values they read as numbers,
 * a share's sum as doubles in the rows' order, the figures as the API's numbers. New rows, each
 * made at once with its fields then the figures': adding fields one by one to tens of thousands of
 * rows already made (a member list) cost V8 ten times as much.
 */
export function windowFigures(rows: readonly Row[], steps: readonly FigureStep[]): Row[] {
  const reads = [...new Set(steps.flatMap((s) => ('rank' in s ? [s.rank] : 'share' in s ? [s.share] : [])))];
  // each row's values with every name the steps read or write, in one order (one shape for V8)
  const names = [...new Set([...reads, ...steps.map((s) => s.name)])];
  const values = rows.map((r) => {
    const v = valuesOf();
    for (const k of names) v[k] = r[k] === null || r[k] === undefined ? null : Number(r[k]);
    return v;
  });
  runSteps(steps, values, doubleSum, doubleRanks);
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
