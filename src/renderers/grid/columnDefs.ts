import type { ColDef, ValueFormatterParams } from 'ag-grid-community';
import type { FormatId } from '../../engine/format/formatId';
import { formatter, type FormatContext } from '../../engine/format/formatters';
import type { ReportView, ViewColumn } from '../../engine/report/reportView';
import { headerText, type Translate } from '../format/fieldLabel';
import { columnWidth } from './columnWidth';
import { isTotalsRow, type GridRow } from './totalsRow';

const NUMERIC: ReadonlySet<FormatId> = new Set(['amount', 'localAmount', 'count', 'decimal', 'rate', 'growthRate', 'rank', 'rankChange', 'duration', 'days']);

export const isNumericFormat = (format: FormatId): boolean => NUMERIC.has(format);

export interface ColumnDefOptions {
  t: Translate;
  ctx: FormatContext;
  desktop: boolean;
  /** Client-side sort (local paging) or server-side (remote): both show the indicator. */
  sortable: boolean;
  /** Renders drill links; given only where the target report is reachable. */
  drillRenderer?: ColDef['cellRenderer'];
  canDrill?: (report: string) => boolean;
}

/** A money header names the currency its figures are in: 'Turnover (THB)'. */
export function columnHeaderName(t: Translate, column: ViewColumn, currency: string): string {
  const label = headerText(t, column.header);
  return column.money ? `${label} (${currency})` : label;
}

/** Cell text: the formatter registry's text; the totals row shows 'Total' in the first column and blanks where nothing totals. */
export function cellText(column: ViewColumn, first: boolean, row: GridRow | undefined, ctx: FormatContext, t: Translate): string {
  if (isTotalsRow(row)) {
    if (first) return t('common.total');
    if (!column.total) return '';
  }
  return formatter(column.format).text(row?.[column.field], ctx, column.enumKey);
}

/** AG Grid column definitions from the view's columns. */
export function columnDefs(view: Pick<ReportView, 'columns' | 'defaultSort'>, o: ColumnDefOptions): ColDef<GridRow>[] {
  return view.columns.map((column, index) => {
    const numeric = isNumericFormat(column.format);
    const initial = view.defaultSort.find((s) => s.field === column.field);
    const def: ColDef<GridRow> = {
      colId: column.field,
      field: column.field,
      headerName: columnHeaderName(o.t, column, o.ctx.currency),
      // An 80 px column cannot wrap a label word by word: it keeps one line and names itself in the tooltip.
      headerTooltip: column.descriptionKey ? o.t(column.descriptionKey) : column.width === 'tiny' ? columnHeaderName(o.t, column, o.ctx.currency) : undefined,
      wrapHeaderText: column.width !== 'tiny',
      width: columnWidth(column.width, o.desktop),
      pinned: column.pinned ? 'left' : undefined,
      sortable: o.sortable && column.sortable,
      initialSort: initial?.dir,
      initialSortIndex: initial ? view.defaultSort.indexOf(initial) : undefined,
      type: numeric ? 'rightAligned' : undefined,
      cellClass: numeric ? 'cell-num' : undefined,
      valueFormatter: (p: ValueFormatterParams<GridRow>) => cellText(column, index === 0, p.data, o.ctx, o.t),
    };
    if (column.drill && o.drillRenderer && (o.canDrill?.(column.drill.report) ?? true)) {
      def.cellRenderer = o.drillRenderer;
      def.cellRendererParams = { drill: column.drill };
    }
    return def;
  });
}
