import type { ExactNumber, ExactRow, Row } from '../../warehouse/warehouse';
import { scaledNumber } from '../../warehouse/duckValues';

/**
 * A figure's value as DuckDB computes it: an exact number (an integer, or a DECIMAL as its unscaled
 * integer and scale), a DOUBLE, text, or NULL. The arithmetic below is DuckDB's on those types:
 * sums and differences of exact numbers are exact (at the larger scale); a division, or anything
 * with a DOUBLE, is a DOUBLE of the operands each made a DOUBLE first (`CAST(x AS DOUBLE)`: the
 * unscaled integer as a double, divided by the power of ten).
 */
export type FigureValue = ExactNumber | number | ExactRow[string];

/** A figure DuckDB would compute otherwise than here (a value too large for this arithmetic to follow its casts): the statement's SQL answers instead. */
export class InexactFigure extends Error {
  constructor(what: string) {
    super(`inexact in the web tier: ${what}`);
  }
}

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const POWERS: bigint[] = Array.from({ length: 39 }, (_, i) => 10n ** BigInt(i));

export const isExact = (v: unknown): v is ExactNumber => typeof v === 'object' && v !== null && typeof (v as ExactNumber).unscaled === 'bigint';

/** A number operand, or null (text and booleans are no figure's operands). */
function operand(v: FigureValue | undefined): ExactNumber | number | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || isExact(v)) return v;
  throw new InexactFigure(`operand ${JSON.stringify(v)}`);
}

const TWO_64 = 1n << 64n;

/** A 128-bit integer made a double as DuckDB 1.5 does (Hugeint CastBigintToFloating): its low and high 64 bits apart. */
function wideToDouble(n: bigint): number {
  const lower = BigInt.asUintN(64, n);
  const upper = n >> 64n;
  if (upper === -1n) return -Number(TWO_64 - 1n - lower) - 1;
  return Number(lower) + Number(upper) * 18446744073709551616;
}

/** 10^scale as DuckDB's table of double powers of ten holds it (the nearest double). */
const doublePower = (scale: number): number => Number(`1e${scale}`);

/**
 * CAST(x AS DOUBLE) as DuckDB 1.5 does it (TryCastDecimalToFloatingPoint): an unscaled integer
 * within 2^53 as a double divided by the power of ten; a larger one held in 128 bits as its
 * integer part plus its fraction, each made a double. A larger one held in 64 bits is not followed.
 */
export function toDouble(v: ExactNumber | number): number {
  if (typeof v === 'number') return v;
  const { unscaled, scale } = v;
  if (unscaled <= SAFE && unscaled >= -SAFE) return Number(unscaled) / doublePower(scale);
  if (!v.wide) throw new InexactFigure('a 64-bit value beyond 2^53 made a double');
  if (scale === 0) return wideToDouble(unscaled);
  const power = POWERS[scale];
  return wideToDouble(unscaled / power) + wideToDouble(unscaled % power) / doublePower(scale);
}

const rescale = (v: ExactNumber, scale: number): bigint => v.unscaled * POWERS[scale - v.scale];

/** `a + b` or `a - b`. */
export function addValues(a: FigureValue, b: FigureValue, sign: 1 | -1): FigureValue {
  const x = operand(a);
  const y = operand(b);
  if (x === null || y === null) return null;
  if (typeof x === 'number' || typeof y === 'number') return sign === 1 ? toDouble(x) + toDouble(y) : toDouble(x) - toDouble(y);
  const scale = Math.max(x.scale, y.scale);
  const unscaled = sign === 1 ? rescale(x, scale) + rescale(y, scale) : rescale(x, scale) - rescale(y, scale);
  return { unscaled, scale, ...(x.wide || y.wide ? { wide: true } : {}) };
}

/** `a / b` (DuckDB's `/`: a DOUBLE; NULL when either is, or when `b` is 0). */
export function divideValues(a: FigureValue, b: FigureValue): FigureValue {
  const x = operand(a);
  const y = operand(b);
  if (x === null || y === null || isZero(y)) return null;
  return toDouble(x) / toDouble(y);
}

/** `CAST(a AS DOUBLE) * CAST(b AS DOUBLE)`: NULL when either is. */
export function multiplyValues(a: FigureValue, b: FigureValue): FigureValue {
  const x = operand(a);
  const y = operand(b);
  return x === null || y === null ? null : toDouble(x) * toDouble(y);
}

/** `CAST(v AS DOUBLE)`. */
export function doubleValue(v: FigureValue): FigureValue {
  const x = operand(v);
  return x === null ? null : toDouble(x);
}

/** A constant's decimal text (`-12.5`) as SQL reads the literal: an exact number. */
export function constantValue(text: string): ExactNumber {
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const unscaled = BigInt(whole + fraction);
  return { unscaled: negative ? -unscaled : unscaled, scale: fraction.length };
}

/** How `a` compares with `b` as SQL's `<`, `=`…: null (unknown) when either is NULL. */
export function compareValues(a: FigureValue, b: FigureValue): number | null {
  const x = operand(a);
  const y = operand(b);
  return x === null || y === null ? null : compareNumbers(x, y);
}

/** A dimension's value `v` equal to `value` (SQL's `=` on the dimension's type): null (unknown) when `v` is NULL. */
export function sameValue(v: FigureValue | undefined, value: string | number): boolean | null {
  if (v === null || v === undefined) return null;
  if (typeof value === 'number') return (typeof v === 'number' || isExact(v)) ? compareNumbers(v, value) === 0 : Number(v) === value;
  return String(v) === value;
}

const isZero = (v: ExactNumber | number): boolean => (typeof v === 'number' ? v === 0 : v.unscaled === 0n);

/** `abs(v)`. */
export function absValue(v: FigureValue): FigureValue {
  const x = operand(v);
  if (x === null) return null;
  return typeof x === 'number' ? Math.abs(x) : { ...x, unscaled: x.unscaled < 0n ? -x.unscaled : x.unscaled };
}

/** `coalesce(v, 0)`. */
export function zeroIfNull(v: FigureValue): FigureValue {
  return v === null || v === undefined ? { unscaled: 0n, scale: 0 } : v;
}

/** The sum of exact numbers (a column's values, NULLs left out; NULL when every value is). A DOUBLE's sum depends on its order: not followed here. */
export function sumValues(values: readonly FigureValue[]): FigureValue {
  let sum: FigureValue = null;
  for (const v of values) {
    const x = operand(v);
    if (x === null) continue;
    if (typeof x === 'number') throw new InexactFigure('a sum of doubles');
    sum = sum === null ? x : addValues(sum, x, 1);
  }
  return sum;
}

/**
 * `sum(v) OVER (ORDER BY … ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)` of exact numbers in
 * their order: each the sum so far, NULLs left out (NULL until a value comes). Doubles as sumValues.
 */
export function runningValues(values: readonly FigureValue[]): FigureValue[] {
  let sum: FigureValue = null;
  return values.map((v) => {
    const x = operand(v);
    if (x === null) return sum;
    if (typeof x === 'number') throw new InexactFigure('a running sum of doubles');
    sum = sum === null ? x : addValues(sum, x, 1);
    return sum;
  });
}

/** min() or max() of a column's numbers, NULLs left out (NULL when every value is). */
export function extremeValue(values: readonly FigureValue[], how: 'min' | 'max'): FigureValue {
  let best: ExactNumber | number | null = null;
  for (const v of values) {
    const x = operand(v);
    if (x !== null && (best === null || (how === 'max' ? compareNumbers(x, best) > 0 : compareNumbers(x, best) < 0))) best = x;
  }
  return best;
}

/** How `a` compares with `b` (both numbers): exact numbers exactly, at their common scale. */
export function compareNumbers(a: ExactNumber | number, b: ExactNumber | number): number {
  if (typeof a === 'number' || typeof b === 'number') return toDouble(a) - toDouble(b);
  const scale = Math.max(a.scale, b.scale);
  const d = rescale(a, scale) - rescale(b, scale);
  return d === 0n ? 0 : d < 0n ? -1 : 1;
}

/** A number operand of a window figure (a rank's or a share's), or null. */
export const numberOrNull = (v: FigureValue | undefined): ExactNumber | number | null => operand(v);

/** The value as the API sends it (server/warehouse/duckValues.ts): an exact number as the double nearest it. */
export function apiNumber(v: FigureValue): Row[string] {
  if (isExact(v)) return v.scale === 0 ? Number(v.unscaled) : scaledNumber(v.unscaled, 38, v.scale);
  return v as Row[string];
}
