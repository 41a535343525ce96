import type { FormatId } from '../../engine/format/formatId';
import type { GridSort } from '../../engine/request/buildRequest';
import type { GridRow } from './totalsRow';

/** A sort the tile table applies: field and direction, in order of precedence. */
export interface TableSort {
  field: string;
  dir: 'asc' | 'desc';
}

/**
 * Two cell values as AG Grid's default comparator orders them, so a tile sorts its rows as the
 * report's grid does: empty values first, numbers by size, text by character codes, anything else
 * by its text.
 */
export function compareValues(a: unknown, b: unknown): number {
  const emptyA = a === null || a === undefined;
  const emptyB = b === null || b === undefined;
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = typeof a === 'string' ? a : String(a);
  const y = typeof b === 'string' ? b : String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The rows in the sort's order (a new array; rows that compare equal keep the answer's order). */
export function sortRows(rows: readonly GridRow[], sort: readonly TableSort[]): GridRow[] {
  if (sort.length === 0) return [...rows];
  return rows.map((row, index) => ({ row, index })).sort((p, q) => {
    for (const s of sort) {
      const c = compareValues(p.row[s.field], q.row[s.field]);
      if (c !== 0) return s.dir === 'asc' ? c : -c;
    }
    return p.index - q.index;
  }).map((p) => p.row);
}

/** The directions a header's clicks go through, the last back to the answer's order (AG Grid's `sortingOrder`). */
export type SortCycle = readonly ['asc', 'desc', null] | readonly ['desc', 'asc', null];
const LARGEST_FIRST: SortCycle = ['desc', 'asc', null];
const A_TO_Z: SortCycle = ['asc', 'desc', null];
/** Figures whose largest value is what an operator looks for first (a rank's first place is its smallest). */
const FIGURES: ReadonlySet<FormatId> = new Set(['amount', 'localAmount', 'count', 'decimal', 'rate', 'growthRate', 'rankChange', 'duration', 'days']);

/**
 * A column's cycle by what it holds: a figure (money, counts, rates, growth) largest first on the
 * first click, where the operator's question is (the biggest depositors, not the zero ones); text,
 * codes, dates and ranks (1 first) ascending.
 */
export const sortCycleOf = (format: FormatId): SortCycle => (FIGURES.has(format) ? LARGEST_FIRST : A_TO_Z);

/**
 * A header activated (click, Enter or Space): as in the report's grid, the column alone sorts in
 * its cycle's first direction, then the other, then not at all (the answer's order).
 */
export function nextSort(current: readonly TableSort[], field: string, cycle: SortCycle = A_TO_Z): TableSort[] {
  const mine = current.length === 1 && current[0].field === field ? current[0].dir : null;
  const next = mine === null ? cycle[0] : cycle[cycle.indexOf(mine) + 1];
  return next ? [{ field, dir: next }] : [];
}

/** The sort as the report page's view records it (GridSort). */
export const toGridSort = (sort: readonly TableSort[]): GridSort[] => sort.map((s) => ({ colId: s.field, sort: s.dir }));
