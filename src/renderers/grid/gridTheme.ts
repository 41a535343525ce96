import { colorSchemeDark, themeQuartz } from 'ag-grid-community';
import { FONT_FAMILY } from './gridFonts';

export { CELL_FONT, HEADER_FONT } from './gridFonts';

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
