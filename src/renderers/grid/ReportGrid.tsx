import type { ColumnMovedEvent, GetLocaleTextParams, GridApi, IDatasource, SortChangedEvent } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormatContext } from '../../engine/format/formatters';
import { LOCAL_PAGE_SIZE } from '../../engine/request/requestSchema';
import type { ReportView } from '../../engine/report/reportView';
import { DrillLink } from '../drill/DrillLink';
import type { DrillContext } from '../drill/drillContext';
import type { SearchState } from '../hooks/searchState';
import type { GridSort } from '../../engine/request/buildRequest';
import { EmptyState, ErrorState, IdleState, LoadingOverlay } from '../states/StateOverlays';
import { isDefaultLayout, layoutFromState, type GridLayout } from '../../engine/view/gridLayout';
import { ColumnChooser } from './ColumnChooser';
import { columnDefs, columnHeaderName } from './columnDefs';
import { gridHeight, rowsOnPage } from './gridHeight';
import { gridText } from './gridText';
import { registerGridModules } from './gridModules';
import { CELL_FONT, gridTheme, HEADER_FONT } from './gridTheme';
import { browserMeasure } from './headerFit';
import { Pager } from './Pager';
import { pendingGridRows } from '../states/pendingLayout';
import { othersRow, totalsRow, type GridRow } from './totalsRow';
import { OthersLink } from '../drill/OthersLink';

registerGridModules();

/** Long labels ('Depositing members growth %') wrap instead of being cut. */
const DEFAULT_COL = { wrapHeaderText: true, autoHeaderHeight: true, suppressMovable: true };
/** With a column chooser, headers can also be dragged to a new place. */
const MOVABLE_COL = { ...DEFAULT_COL, suppressMovable: false };

/** The layout as AG Grid's column state: order, shown or hidden, pinned left or not (sort untouched). */
function applyLayout(api: GridApi, layout: GridLayout): void {
  api.applyColumnState({ state: layout.columns.map((c) => ({ colId: c.field, hide: Boolean(c.hidden), pinned: c.pinned ? 'left' as const : null })), applyOrder: true });
}

export interface ReportGridProps {
  view: ReportView;
  ctx: FormatContext;
  state: SearchState;
  rows: GridRow[];
  datasource: IDatasource | null;
  pageSize: number;
  onPageSize: (size: number) => void;
  onSort: (sort: GridSort[]) => void;
  /** The sort and page a report page's URL opened with; the page is shown once the first page has loaded (it carries the totals and chart). */
  initialSort?: readonly GridSort[];
  initialPage?: number;
  /** The page shown changed (0-based). */
  onPage?: (page: number) => void;
  onRetry: () => void;
  drill: DrillContext;
  desktop: boolean;
  /** A name may take the desktop's width though the other columns are narrow (columnDefs' wideNames). */
  wideNames?: boolean;
  /** The columns shown, their order and pins (engine/view/gridLayout.ts); absent: the definition's. */
  layout?: GridLayout;
  /** Offers the column chooser: a changed layout, or null to go back to the report's. */
  onLayout?: (layout: GridLayout | null) => void;
}

const sortOf = (api: GridApi): GridSort[] => api.getColumnState().filter((c) => c.sort)
  .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0)).map((c) => ({ colId: c.colId, sort: c.sort }));

/** The report's grid: remote (Infinite row model, server pages and sorts) or local (every row, 20 a page). */
export default function ReportGrid({ view, ctx, state, rows, datasource, pageSize, onPageSize, onSort, initialSort, initialPage, onPage, onRetry, drill, desktop, wideNames, layout, onLayout }: ReportGridProps) {
  const { t, i18n } = useTranslation();
  const [api, setApi] = useState<GridApi<GridRow> | null>(null);
  const [page, setPage] = useState(0);
  const remote = view.paging.mode === 'remote';
  const size = remote ? pageSize : LOCAL_PAGE_SIZE;
  const first = state.status === 'idle' ? null : state.first;
  const total = remote ? (first?.total ?? 0) : rows.length;
  // "Others" (a query's top) above the totals row; no totals under "No records" (zeros, and growth of -100% against the period before)
  const totals = total > 0 ? first?.totals : null;
  const pinned = useMemo(() => [...othersRow(view.columns, first?.others), ...totalsRow(view.columns, totals)], [view.columns, first?.others, totals]);
  // figures are measured on the first page and the totals, so columns keep their widths while paging
  const sample = useMemo(() => [...(remote ? first?.res ?? [] : rows), ...pinned], [remote, first?.res, rows, pinned]);
  const cols = useMemo(() => columnDefs(view, {
    t, ctx, desktop, wideNames, sortable: true, drillRenderer: DrillLink, canDrill: (id) => Boolean(drill.pathOf(id)),
    ...(view.top ? { others: { renderer: OthersLink, params: { reportId: view.id, top: view.top } } } : {}),
    measure: browserMeasure(HEADER_FONT), sample, measureCell: browserMeasure(CELL_FONT), marks: first?.meta.marks,
  }), [view, t, ctx, desktop, wideNames, drill, sample, first?.meta.marks]);
  useEffect(() => { api?.refreshCells({ force: true }); }, [api, ctx]);
  useEffect(() => { if (api && layout && !api.isDestroyed()) applyLayout(api, layout); }, [api, layout, cols]);
  const labelOf = useMemo(() => {
    const byField = new Map(view.columns.map((c) => [c.field, columnHeaderName(t, c, ctx.currency)]));
    return (field: string) => byField.get(field) ?? field;
  }, [view.columns, t, ctx.currency]);
  useEffect(() => { setPage(0); }, [datasource, rows]);
  // The page the URL asked for waits until the grid knows the rows (the first page carries totals
  // and chart); until it is shown, page changes are not reported.
  const pending = useRef(initialPage ?? 0);

  // the first page on its way: room for a full page, as the grid's placeholder kept (no layout shift)
  const waiting = state.status === 'loading' && !first;
  const overlay = state.status === 'idle' ? <IdleState />
    : state.status === 'loading' ? <LoadingOverlay />
    : state.status === 'error' ? <ErrorState message={state.message} onRetry={onRetry} />
    : state.status === 'ready' && state.first.total === 0 && (!remote || page === 0) ? <EmptyState range={state.first.meta.range} /> : null;

  return (
    <section className="report-grid card" aria-busy={state.status === 'loading'}>
      {onLayout && layout && (
        <div className="grid-tools">
          <ColumnChooser layout={layout} labelOf={labelOf} onChange={onLayout} onReset={() => onLayout(null)} isDefault={isDefaultLayout(layout, view.columns)} />
        </div>
      )}
      <div className="grid-frame" style={{ height: waiting ? gridHeight(pendingGridRows(view, pageSize), true) : gridHeight(rowsOnPage(page, size, total), pinned.length > 0) }}>
        <AgGridReact<GridRow>
          theme={gridTheme} columnDefs={cols} defaultColDef={onLayout ? MOVABLE_COL : DEFAULT_COL} context={drill} pinnedBottomRowData={pinned}
          pagination paginationPageSize={size} suppressPaginationPanel tooltipShowDelay={300} enableBrowserTooltips suppressDragLeaveHidesColumns suppressNoRowsOverlay
          // AG Grid takes this callback once: it asks i18n each time, so a text read after a language change is in the new language
          getLocaleText={(p: GetLocaleTextParams<GridRow>) => gridText(i18n.t, p.key, p.defaultValue)}
          {...(remote
            ? { rowModelType: 'infinite' as const, datasource: (api && datasource) || undefined, cacheBlockSize: size, maxConcurrentDatasourceRequests: 1 }
            // rows sorted in the page keep the page's order in the document too (a screen reader, a copy, find-in-page);
            // a server's page arrives in its order
            : { rowModelType: 'clientSide' as const, rowData: rows, ensureDomOrder: true })}
          onGridReady={(e) => {
            // The URL's sort is set before the grid has a datasource, so the first page is read with it.
            if (initialSort?.length) e.api.applyColumnState({ state: initialSort.map((s, i) => ({ colId: s.colId, sort: s.sort, sortIndex: i })), defaultState: { sort: null } });
            if (layout) applyLayout(e.api, layout);
            setApi(e.api);
          }}
          onSortChanged={(e: SortChangedEvent<GridRow>) => onSort(sortOf(e.api))}
          onColumnMoved={(e: ColumnMovedEvent<GridRow>) => {
            // a header dragged to a new place is a layout change like the chooser's
            if (e.finished && e.source.startsWith('ui') && onLayout) onLayout(layoutFromState(e.api.getColumnState()));
          }}
          onPaginationChanged={(e) => {
            if (e.api.isDestroyed()) return;
            if (pending.current > 0 && e.api.paginationIsLastPageFound()) {
              const target = Math.min(pending.current, Math.max(0, e.api.paginationGetTotalPages() - 1));
              pending.current = 0;
              if (target > 0) { e.api.paginationGoToPage(target); return; }
            }
            const current = e.api.paginationGetCurrentPage();
            setPage(current);
            if (pending.current <= 0) onPage?.(current);
          }}
        />
        {overlay}
      </div>
      <Pager page={page} size={size} total={total} onPage={(p) => api?.paginationGoToPage(p)} onSize={remote ? onPageSize : undefined} />
    </section>
  );
}
