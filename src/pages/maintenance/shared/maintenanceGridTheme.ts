import { CellStyleModule, ClientSideRowModelModule, ColumnApiModule, LocaleModule, ModuleRegistry, RowSelectionModule, TooltipModule } from 'ag-grid-community';
import { gridTheme } from '../../../renderers/grid/gridTheme';

let registered = false;
/** The AG Grid modules the maintenance lists use: one page of rows at a time, one selected row, texts in the reader's language, the columns' sort read for the server (`getColumnState`). */
export function registerMaintenanceGrid(): void {
  if (registered) return;
  ModuleRegistry.registerModules([ClientSideRowModelModule, RowSelectionModule, CellStyleModule, TooltipModule, LocaleModule, ColumnApiModule]);
  registered = true;
}

/** The lists' header: slightly lower than the report grids'. */
export const MAINTENANCE_HEADER_HEIGHT = 42;

/** The report grids' dark theme, with the selected row marked and a slightly lower header. */
export const maintenanceGridTheme = gridTheme.withParams({
  selectedRowBackgroundColor: 'rgba(79, 140, 255, 0.18)',
  headerHeight: MAINTENANCE_HEADER_HEIGHT,
});
