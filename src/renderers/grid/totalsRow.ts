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
