import { ClientSideRowModelModule, ModuleRegistry, RowSelectionModule, colorSchemeDark, themeQuartz } from 'ag-grid-community';

let registered = false;
/** The AG Grid modules the maintenance lists use: one page of rows at a time, one selected row. */
export function registerMaintenanceGrid(): void {
  if (registered) return;
  ModuleRegistry.registerModules([ClientSideRowModelModule, RowSelectionModule]);
  registered = true;
}

/** AG Grid in the console's dark theme (src/theme/theme.css). */
export const maintenanceGridTheme = themeQuartz.withPart(colorSchemeDark).withParams({
  backgroundColor: '#151d33',
  foregroundColor: '#e7ebf5',
  headerBackgroundColor: '#1b2540',
  headerTextColor: '#9aa6c2',
  headerFontWeight: 600,
  oddRowBackgroundColor: '#172039',
  borderColor: '#27324f',
  rowBorder: { color: '#222c47' },
  accentColor: '#4f8cff',
  selectedRowBackgroundColor: 'rgba(79, 140, 255, 0.18)',
  chromeBackgroundColor: '#10172a',
  fontFamily: "'Inter', 'Segoe UI', system-ui, -apple-system, 'Noto Sans CJK TC', 'Noto Sans TC', sans-serif",
  fontSize: 13,
  headerFontSize: 12,
  rowHeight: 38,
  headerHeight: 42,
  wrapperBorderRadius: 10,
  spacing: 7,
});
