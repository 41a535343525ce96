import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ITooltipParams } from 'ag-grid-community';
import type { FormatContext } from '../../engine/format/formatters';
import type { GridSort } from '../../engine/request/buildRequest';
import { LOCAL_PAGE_SIZE } from '../../engine/request/requestSchema';
import type { ReportView } from '../../engine/report/reportView';
import type { DrillContext } from '../drill/drillContext';
import { DrillList } from '../drill/DrillLink';
import { drillEach, drillFilters, drillHref } from '../drill/drillUrl';
import type { SearchState } from '../hooks/searchState';
import { EmptyState, ErrorState, IdleState, LoadingOverlay } from '../states/StateOverlays';
import { cellText, columnDefs, isNumericFormat } from './columnDefs';
import { CELL_FONT, HEADER_FONT } from './gridFonts';
import { gridHeight } from './gridHeight';
import { browserMeasure } from './headerFit';
import { Pager } from './Pager';
import { nextSort, sortCycleOf, sortRows, toGridSort, type TableSort } from './tableSort';
import { totalsRow, type GridRow } from './totalsRow';

export interface TileTableProps {
  view: ReportView;
  ctx: FormatContext;
  state: SearchState;
  /** Every row of the answer (a local report: they came with it). */
  rows: readonly GridRow[];
  onSort?: (sort: GridSort[]) => void;
  onRetry: () => void;
  drill: DrillContext;
  desktop: boolean;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const ARROW = { asc: '↑', desc: '↓' } as const;

/**
 * A dashboard tile's rows as a plain table: the report grid's headers, widths, formats, drill links,
 * totals row and sort (header click, Enter or Space), without AG Grid's code, which the first
 * dashboard would otherwise load for a handful of rows (PERFORMANCE.md). Full report grids keep AG Grid.
 */
export default function TileTable({ view, ctx, state, rows, onSort, onRetry, drill, desktop }: TileTableProps) {
  const { t } = useTranslation();
  const first = state.status === 'idle' ? null : state.first;
  const [sort, setSort] = useState<TableSort[]>(() => view.defaultSort.map((s) => ({ field: s.field, dir: s.dir })));
  // no totals under "No records", as the grid
  const shownTotals = rows.length ? first?.totals : null;
  const totals = useMemo(() => totalsRow(view.columns, shownTotals), [view.columns, shownTotals]);
  const defs = useMemo(() => columnDefs(view, {
    t, ctx, desktop, sortable: true, measure: browserMeasure(HEADER_FONT), sample: [...rows, ...totals], measureCell: browserMeasure(CELL_FONT), marks: first?.meta.marks,
  }), [view, t, ctx, desktop, rows, totals, first?.meta.marks]);
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort]);
  const width = defs.reduce((sum, d) => sum + (d.width ?? 0), 0);
  const overlay = state.status === 'idle' ? <IdleState />
    : state.status === 'loading' ? <LoadingOverlay />
    : state.status === 'error' ? <ErrorState message={state.message} onRetry={onRetry} />
    : state.first.total === 0 ? <EmptyState range={state.first.meta.range} /> : null;
  const shown = overlay && !first?.total ? [] : sorted;
  // the room the report grid takes for these rows, so the tile is as tall as it was with AG Grid
  const height = gridHeight(shown.length, totals.length > 0);

  const activate = (field: string) => {
    const next = nextSort(sort, field, sortCycleOf(view.columns.find((c) => c.field === field)!.format));
    setSort(next);
    onSort?.(toGridSort(next));
  };
  // pinned columns stay in view when the table scrolls sideways; each sits after those before it
  const left = defs.map((_, i) => defs.slice(0, i).reduce((sum, d) => sum + (d.width ?? 0), 0));
  const stick = (i: number) => (view.columns[i].pinned ? { position: 'sticky' as const, left: left[i], zIndex: 1 } : undefined);
  const cell = (row: GridRow, i: number, total: boolean) => {
    const column = view.columns[i];
    const text = cellText(column, i === 0, row, ctx, t, first?.meta.marks);
    const path = column.drill && !total ? drill.pathOf(column.drill.report) : undefined;
    const className = [isNumericFormat(column.format) ? 'cell-num' : '', column.pinned ? 'cell-pinned' : ''].filter(Boolean).join(' ') || undefined;
    const each = path && column.drill ? drillEach(column.drill, row, text, drill.filters, drill.filterDefs) : null;
    const content = path && each ? <DrillList path={path} links={each} />
      : path && column.drill ? <Link className="drill-link" to={drillHref(path, drillFilters(column.drill, row, drill.filters, drill.filterDefs))}>{text}</Link>
      : text;
    const tooltip = defs[i].tooltipValueGetter?.({ data: row } as ITooltipParams<GridRow>);
    const props = { className, 'data-field': column.field, style: stick(i), title: typeof tooltip === 'string' && tooltip ? tooltip : undefined };
    return i === 0 ? <th key={column.field} scope="row" {...props}>{content}</th> : <td key={column.field} {...props}>{content}</td>;
  };

  return (
    <section className="report-grid tile-table card" aria-busy={state.status === 'loading'}>
      <div className="grid-frame tile-table-frame" style={{ height }}>
        <table aria-label={t(view.titleKey)} style={{ width }}>
          <colgroup>{defs.map((d) => <col key={d.colId} style={{ width: d.width }} />)}</colgroup>
          <thead>
            <tr>
              {view.columns.map((column, i) => {
                const s = sort.findIndex((x) => x.field === column.field);
                const dir = s >= 0 ? sort[s].dir : null;
                const numeric = isNumericFormat(column.format);
                return (
                  <th key={column.field} scope="col" aria-sort={dir ? ARIA_SORT[dir] : 'none'} title={typeof defs[i].headerTooltip === 'string' ? defs[i].headerTooltip : undefined}
                    className={[numeric ? 'cell-num' : '', column.pinned ? 'cell-pinned' : ''].filter(Boolean).join(' ') || undefined} style={stick(i)}>
                    {column.sortable ? (
                      <button type="button" className="tile-table-sort" onClick={() => activate(column.field)}>
                        <span className="tile-table-header">{defs[i].headerName}</span>
                        <span className="tile-table-arrow" aria-hidden="true">{dir ? `${sort.length > 1 ? s + 1 : ''}${ARROW[dir]}` : ''}</span>
                      </button>
                    ) : <span className="tile-table-header">{defs[i].headerName}</span>}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.map((row, r) => <tr key={r}>{view.columns.map((_, i) => cell(row, i, false))}</tr>)}
          </tbody>
          {shown.length > 0 && totals.length > 0 && (
            <tfoot>
              <tr>{view.columns.map((_, i) => cell(totals[0], i, true))}</tr>
            </tfoot>
          )}
        </table>
        {overlay}
      </div>
      <Pager page={0} size={LOCAL_PAGE_SIZE} total={shown.length} onPage={() => undefined} />
    </section>
  );
}
