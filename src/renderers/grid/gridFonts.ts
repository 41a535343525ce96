/** The grid's fonts, apart from AG Grid's theme so the light tile table measures with them without loading AG Grid. */
export const FONT_FAMILY = "'Inter', 'Segoe UI', system-ui, -apple-system, 'Noto Sans CJK TC', 'Noto Sans TC', sans-serif";
/** The header font, for measuring header words (headerFit.ts). */
export const HEADER_FONT = `600 12px ${FONT_FAMILY}`;
/** The cells' font as the totals row draws it (bold), for widening columns of figures (cellFit.ts). */
export const CELL_FONT = `600 13px ${FONT_FAMILY}`;
