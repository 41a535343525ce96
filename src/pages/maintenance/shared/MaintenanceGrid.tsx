import type { ColDef, GetLocaleTextParams, GetRowIdParams, SelectionChangedEvent, SortChangedEvent } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { i18n } from '../../../i18n/i18n';
import { ROW_HEIGHT } from '../../../renderers/grid/gridHeight';
import { gridText } from '../../../renderers/grid/gridText';
import { MAINTENANCE_HEADER_HEIGHT, maintenanceGridTheme, registerMaintenanceGrid } from './maintenanceGridTheme';
import type { SortItem } from './maintenanceTypes';

registerMaintenanceGrid();

/**
 * AG Grid's texts only these lists show or read out, beside those every grid shares
 * (renderers/grid/gridText): the no-rows overlay and the labels of the row checkboxes.
 */
const LIST_TEXTS: Readonly<Record<string, string>> = {
  noRowsToShow: 'maintenance.noRows',
  noMatchingRows: 'maintenance.noRows',
  ariaRowToggleSelection: 'maintenance.grid.toggleRow',
  ariaRowSelect: 'maintenance.grid.selectRow',
  ariaRowDeselect: 'maintenance.grid.deselectRow',
  ariaRowSelectionDisabled: 'maintenance.grid.selectionDisabled',
  ariaChecked: 'maintenance.grid.checked',
  ariaUnchecked: 'maintenance.grid.unchecked',
  ariaIndeterminate: 'maintenance.grid.indeterminate',
};

/** One of AG Grid's texts in the reader's language (asked each time it is shown), else AG Grid's own. */
export function maintenanceGridText(t: TFunction, key: string, defaultValue: string): string {
  return gridText(t, key, defaultValue, LIST_TEXTS);
}

export interface MaintenanceGridProps<R> {
  label: string;
  rows: R[];
  columns: ColDef<R>[];
  rowId: (row: R) => string;
  loading: boolean;
  /** Remote sort: the grid never reorders rows itself, it asks for a new page. */
  onSort: (sort: SortItem[]) => void;
  /** Single-row selection (click, or Space on a focused row). */
  onSelect?: (row: R | null) => void;
  height?: number;
}

/** Borders and a horizontal scrollbar. */
const CHROME = 18;
/** The fewest rows a list is tall for: room for its loading and empty overlays. */
const MIN_ROWS = 5;

/**
 * The list's height: as tall as its rows (five at the least), up to `height`, past which it scrolls
 * inside. One audit line was drawn in a 420 px frame, most of it empty.
 */
const listHeight = (rows: number, height: number): number => Math.min(height, MAINTENANCE_HEADER_HEIGHT + Math.max(rows, MIN_ROWS) * ROW_HEIGHT + CHROME);

/** One server page of rows in AG Grid, sorted and paged by the server. */
export function MaintenanceGrid<R>({ label, rows, columns, rowId, loading, onSort, onSelect, height = 420 }: MaintenanceGridProps<R>) {
  const cols = useMemo(() => columns.map((c) => ({ comparator: () => 0, ...c })), [columns]);
  return (
    <div className="mnt-grid" style={{ height: listHeight(rows.length, height) }} role="region" aria-label={label} aria-busy={loading}>
      <AgGridReact<R>
        theme={maintenanceGridTheme} rowData={rows} columnDefs={cols} getRowId={(p: GetRowIdParams<R>) => rowId(p.data)}
        loading={loading} tooltipShowDelay={300}
        // AG Grid takes this callback once: it asks i18n, so a text shown after a language change is in the new language
        getLocaleText={(p: GetLocaleTextParams<R>) => maintenanceGridText(i18n.t, p.key, p.defaultValue)}
        rowSelection={onSelect ? { mode: 'singleRow', checkboxes: true, enableClickSelection: true } : undefined}
        defaultColDef={{ sortable: true, resizable: true, minWidth: 90 }}
        // one server page of rows and about ten columns: every cell is in the page, for find-in-page and screen readers
        suppressColumnVirtualisation ensureDomOrder
        onSelectionChanged={(e: SelectionChangedEvent<R>) => onSelect?.(e.api.getSelectedRows()[0] ?? null)}
        onSortChanged={(e: SortChangedEvent<R>) => onSort(e.api.getColumnState().filter((c) => c.sort)
          .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0)).map((c) => ({ field: c.colId, dir: c.sort as 'asc' | 'desc' })))}
      />
    </div>
  );
}
