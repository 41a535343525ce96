import { colorSchemeDark, themeQuartz } from 'ag-grid-community';

const FONT_FAMILY = "'Inter', 'Segoe UI', system-ui, -apple-system, 'Noto Sans CJK TC', 'Noto Sans TC', sans-serif";
/** The header font, for measuring header words (headerFit.ts). */
export const HEADER_FONT = `600 12px ${FONT_FAMILY}`;
/** The cells' font as the totals row draws it (bold), for widening columns of figures (cellFit.ts). */
export const CELL_FONT = `600 13px ${FONT_FAMILY}`;

/** AG Grid in the console's dark theme (the custom properties of src/theme/theme.css). */
export const gridTheme = themeQuartz.withPart(colorSchemeDark).withParams({
  backgroundColor: '#151d33',
  foregroundColor: '#e7ebf5',
  headerBackgroundColor: '#1b2540',
  headerTextColor: '#9aa6c2',
  headerFontWeight: 600,
  oddRowBackgroundColor: '#172039',
  borderColor: '#27324f',
  rowBorder: { color: '#222c47' },
  accentColor: '#4f8cff',
  chromeBackgroundColor: '#10172a',
  pinnedRowBackgroundColor: '#1b2540',
  pinnedRowFontWeight: 600,
  fontFamily: FONT_FAMILY,
  fontSize: 13,
  headerFontSize: 12,
  rowHeight: 38,
  headerHeight: 44,
  wrapperBorderRadius: 10,
  spacing: 7,
});
