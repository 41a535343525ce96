import { partitionPoint } from '../../../src/engine/partitionPoint';
import type { ExactNumber } from '../../warehouse/warehouse';
import { compareNumbers, compareValues, isExact, numberOrNull, runningValues, sumValues, type FigureValue } from './exact';
import type { FigureExpr, FigureStep, FigureTest } from './types';

/**
 * The window figures' arithmetic (figures/evaluate.ts runs the steps): ranks, sums and running sums
 * over every row, exact or as doubles, the rows of a running sum's partitions, and what a step reads.
 */

/** A row's values by name: an object without a prototype (no name reads an inherited property), cheaper to copy a row into than a Map. */
export type Values = Record<string, FigureValue>;

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

/** How a window adds up: exact numbers (sumValues, runningValues), or doubles in the rows' order (a warehouse's rows read as doubles). */
export interface Adding {
  sum: (values: readonly FigureValue[]) => FigureValue;
  running: (values: readonly FigureValue[]) => FigureValue[];
  rank: (values: readonly FigureValue[]) => FigureValue[];
}

export const EXACT: Adding = { sum: sumValues, running: runningValues, rank: ranks };


/** The rows grouped by their values of `dims` (each group in the rows' order; the rows themselves, not copies). */
export function partitions(rows: readonly Values[], dims: readonly string[]): Values[][] {
  const groups = new Map<string, Values[]>();
  for (const values of rows) {
    const key = dims.map((d) => keyText(values[d] ?? null)).join('\u0000');
    const group = groups.get(key);
    if (group) group.push(values);
    else groups.set(key, [values]);
  }
  return [...groups.values()];
}

/** A dimension's value as text that tells values apart (an exact number by its digits and scale; NULL apart from any text). */
const keyText = (v: FigureValue): string => (v === null ? '\u0001' : isExact(v) ? `n${v.unscaled}/${v.scale}` : `${typeof v}:${String(v)}`);

/** The order of a running sum's time values: days as text (ISO, so in order as text), or numbers; NULLs last. */
export function orderCompare(a: FigureValue, b: FigureValue): number {
  if (a === null || b === null) return a === null ? (b === null ? 0 : 1) : -1;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return compareValues(a, b) ?? 0;
}

/** The sums so far of doubles, added in the rows' order: NULLs left out, NULL until a value comes. */
function doubleRunning(values: readonly FigureValue[]): FigureValue[] {
  let sum: number | null = null;
  return values.map((v) => {
    if (v !== null && v !== undefined) sum = (sum ?? 0) + Number(v);
    return sum;
  });
}

/** sum() OVER () of doubles, added in the rows' order (no array of the sums so far: a share over a whole member list). */
function doubleSum(values: readonly FigureValue[]): FigureValue {
  let sum: number | null = null;
  for (const v of values) if (v !== null && v !== undefined) sum = (sum ?? 0) + Number(v);
  return sum;
}

export const DOUBLES: Adding = { sum: doubleSum, running: doubleRunning, rank: doubleRanks };

/** The names a step reads as numbers, and those it reads as they are (a running sum's partition and time). */
export function stepReads(s: FigureStep): { numbers: string[]; values: string[] } {
  if ('rank' in s) return { numbers: [s.rank], values: [] };
  if ('share' in s) return { numbers: [s.share], values: [] };
  if ('running' in s) return { numbers: [s.running], values: [...s.partition, s.order] };
  return { numbers: exprReads(s.expr), values: [] };
}

/** The names an expression reads. */
function exprReads(e: FigureExpr): string[] {
  if ('read' in e) return [e.read];
  if ('number' in e) return [];
  switch (e.op) {
    case 'if':
      return [...testReads(e.test), ...exprReads(e.then), ...exprReads(e.else)];
    case 'abs':
    case 'zeroIfNull':
      return exprReads(e.of);
    default:
      return [...exprReads(e.of[0]), ...exprReads(e.of[1])];
  }
}

function testReads(t: FigureTest): string[] {
  if ('compare' in t) return [...exprReads(t.of[0]), ...exprReads(t.of[1])];
  if ('dimension' in t) return [];
  if ('not' in t) return testReads(t.not);
  return ('all' in t ? t.all : t.any).flatMap(testReads);
}
