import type { ColDef, GetRowIdParams, SelectionChangedEvent, SortChangedEvent } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { maintenanceGridTheme, registerMaintenanceGrid } from './maintenanceGridTheme';
import type { SortItem } from './maintenanceTypes';

registerMaintenanceGrid();

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

/** One server page of rows in AG Grid, sorted and paged by the server. */
export function MaintenanceGrid<R>({ label, rows, columns, rowId, loading, onSort, onSelect, height = 420 }: MaintenanceGridProps<R>) {
  const { t } = useTranslation();
  const cols = useMemo(() => columns.map((c) => ({ comparator: () => 0, ...c })), [columns]);
  return (
    <div className="mnt-grid" style={{ height }} role="region" aria-label={label} aria-busy={loading}>
      <AgGridReact<R>
        theme={maintenanceGridTheme} rowData={rows} columnDefs={cols} getRowId={(p: GetRowIdParams<R>) => rowId(p.data)}
        loading={loading} overlayNoRowsTemplate={`<span>${t('maintenance.noRows')}</span>`}
        rowSelection={onSelect ? { mode: 'singleRow', checkboxes: true, enableClickSelection: true } : undefined}
        defaultColDef={{ sortable: true, resizable: true, minWidth: 90 }}
        // one server page of rows and about ten columns: every cell is in the page, for find-in-page and screen readers
        suppressColumnVirtualisation
        onSelectionChanged={(e: SelectionChangedEvent<R>) => onSelect?.(e.api.getSelectedRows()[0] ?? null)}
        onSortChanged={(e: SortChangedEvent<R>) => onSort(e.api.getColumnState().filter((c) => c.sort)
          .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0)).map((c) => ({ field: c.colId, dir: c.sort as 'asc' | 'desc' })))}
      />
    </div>
  );
}
