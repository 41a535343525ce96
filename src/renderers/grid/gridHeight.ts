/** Row and header heights of gridTheme. */
export const ROW_HEIGHT = 38;
export const HEADER_HEIGHT = 44;
/** Beyond this many rows the grid scrolls inside itself, so pagers and totals stay in view. */
export const MAX_VISIBLE_ROWS = 15;
/** Borders, a horizontal scrollbar and room for a header wrapped on two lines. */
const CHROME = 2 + 16 + 20;

/** The grid's height for the rows of the current page (at least three, so overlays have room). */
export function gridHeight(rowsOnPage: number, hasTotals: boolean): number {
  const rows = Math.min(Math.max(rowsOnPage, 3), MAX_VISIBLE_ROWS) + (hasTotals ? 1 : 0);
  return HEADER_HEIGHT + rows * ROW_HEIGHT + CHROME;
}

/** Rows on a page of a table of `total` rows. */
export function rowsOnPage(page: number, size: number, total: number): number {
  return Math.max(0, Math.min(size, total - page * size));
}
