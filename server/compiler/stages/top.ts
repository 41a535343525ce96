import { TOP_MAX, type TopDef } from '../../../src/engine/definition/modelQuery';
import type { Row } from '../../warehouse/warehouse';
import { CompileError } from '../errors';

/** How many rows a `top` keeps: its number, or its parameter's value (a whole number from 1 to TOP_MAX, else 9400). */
export function topCount(top: TopDef, params: Readonly<Record<string, unknown>>): number {
  const n = typeof top.n === 'number' ? top.n : params[top.n.param];
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > TOP_MAX) {
    throw new CompileError(9400, `top N must be a whole number from 1 to ${TOP_MAX}${typeof top.n === 'object' ? ` (the parameter '${top.n.param}')` : ''}`);
  }
  return n;
}

const value = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/**
 * A `top`'s split of every row: the keys of the `n` rows of the largest `by` (NULLs last, ties by
 * key ascending, so the same rows are kept whatever the page's sort), and the other rows' keys, which
 * "Others" gathers.
 */
export function topSplit(rows: readonly Row[], top: TopDef, n: number): { kept: Set<unknown>; rest: (string | number)[] } {
  const ranked = [...rows].sort((a, b) => {
    const x = value(a[top.by]);
    const y = value(b[top.by]);
    if (x !== y) return x === null ? 1 : y === null ? -1 : y - x;
    return String(a[top.key]).localeCompare(String(b[top.key]));
  });
  return { kept: new Set(ranked.slice(0, n).map((r) => r[top.key])), rest: ranked.slice(n).map((r) => r[top.key] as string | number) };
}

/** The rows kept, for a chart: ranked by `by`, largest first. */
export function rankedBy(rows: readonly Row[], by: string): Row[] {
  return [...rows].sort((a, b) => (value(b[by]) ?? -Infinity) - (value(a[by]) ?? -Infinity));
}
