import type { MeasureText } from './headerFit';

/** Cell padding on both sides and the borders of a cell (AG Grid Quartz at spacing 7), with a little room. */
export const CELL_CHROME = 36;

/**
 * The width a column of figures needs so that none of the given cell texts (the first page and the
 * totals row) is cut: a figure ending in '…' reads as another figure. At least `width`.
 */
export function cellFitWidth(texts: readonly string[], width: number, measure: MeasureText): number {
  const widest = Math.max(0, ...texts.map(measure));
  return widest ? Math.max(width, Math.ceil(widest + CELL_CHROME)) : width;
}
