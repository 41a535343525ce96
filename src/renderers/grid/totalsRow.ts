import type { ViewColumn } from '../../engine/report/reportView';

/** Marks the pinned bottom row, so cells know to show the label and leave non-total columns blank. */
export const TOTAL_MARK = '__total';

export type GridRow = Record<string, unknown>;

/** The pinned totals row: the result's totals for the columns that total, nothing else. */
export function totalsRow(columns: readonly ViewColumn[], totals: GridRow | null | undefined): GridRow[] {
  if (!totals) return [];
  const row: GridRow = { [TOTAL_MARK]: true };
  for (const c of columns) if (c.total && c.field in totals) row[c.field] = totals[c.field];
  return [row];
}

export function isTotalsRow(row: GridRow | undefined): boolean {
  return Boolean(row?.[TOTAL_MARK]);
}

/** Marks the pinned row of a query's top, "Others": what it gathers (how many rows, their keys). */
export const OTHERS_MARK = '__others';

export interface OthersMark {
  count: number;
  keys: readonly (string | number)[];
}

/** The pinned "Others" row (above the totals): the result's figures of the rows a top does not keep, for the columns that total. */
export function othersRow(columns: readonly ViewColumn[], others: { row: GridRow; count: number; keys: readonly (string | number)[] } | null | undefined): GridRow[] {
  if (!others) return [];
  const row: GridRow = { [OTHERS_MARK]: { count: others.count, keys: others.keys } satisfies OthersMark };
  for (const c of columns) if (c.total && c.field in others.row) row[c.field] = others.row[c.field];
  return [row];
}

export function othersOf(row: GridRow | undefined): OthersMark | undefined {
  return row?.[OTHERS_MARK] as OthersMark | undefined;
}
