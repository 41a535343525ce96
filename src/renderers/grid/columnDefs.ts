import type { ColDef, ITooltipParams, ValueFormatterParams } from 'ag-grid-community';
import type { FormatId } from '../../engine/format/formatId';
import { formatter, type FormatContext } from '../../engine/format/formatters';
import { wholeTip } from '../format/wholeTip';
import type { ReportView, ViewColumn } from '../../engine/report/reportView';
import { headerText, type Translate } from '../format/fieldLabel';
import { moneyHeader } from '../../engine/report/columnHeader';
import { columnWidth, nameWidthCap } from './columnWidth';
import { cellFitWidth } from './cellFit';
import { estimateText, HEADER_CHROME, headerFitWidth, SORT_ORDER_CHROME, type MeasureText } from './headerFit';
import { sortCycleOf } from './tableSort';
import { isTotalsRow, othersOf, type GridRow } from './totalsRow';
import { cellMarked, ROW_MARK, type RowMark } from '../../engine/report/rowMarks';

/** What follows a marked cell's text; the period line's note about the mark starts with it. */

const NUMERIC: ReadonlySet<FormatId> = new Set(['amount', 'localAmount', 'count', 'decimal', 'rate', 'growthRate', 'rank', 'rankChange', 'duration', 'days']);

export const isNumericFormat = (format: FormatId): boolean => NUMERIC.has(format);

export interface ColumnDefOptions {
  t: Translate;
  ctx: FormatContext;
  desktop: boolean;
  /** Names may grow to the desktop's bound though the other columns keep narrow widths: a report's section on a desktop page. */
  wideNames?: boolean;
  /** Client-side sort (local paging) or server-side (remote): both show the indicator. */
  sortable: boolean;
  /** Renders drill links; given only where the target report is reachable. */
  drillRenderer?: ColDef['cellRenderer'];
  /** The first cell's renderer on the "Others" row of a query's top, and its parameters. */
  others?: { renderer: ColDef['cellRenderer']; params: Record<string, unknown> };
  canDrill?: (report: string) => boolean;
  /** Header text width in px (the browser's canvas); an estimate when absent. */
  measure?: MeasureText;
  /** Rows the columns of figures are widened to show whole (the first page and the totals row). */
  sample?: readonly GridRow[];
  /** Cell text width in px at the (bold) cells' font; the header estimate when absent. */
  measureCell?: MeasureText;
  /** The answer's marked rows (`meta.marks`): their cells of the mark's field end with ROW_MARK. */
  marks?: readonly RowMark[];
}

/** A name column: a dimension shown as text or as a code's name, which may be long. */
const isNameColumn = (column: ViewColumn) => column.kind === 'dimension' && (column.format === 'text' || column.format === 'enum');

/** A money header names the currency its figures are in: 'Turnover (THB)'. */
export function columnHeaderName(t: Translate, column: ViewColumn, currency: string): string {
  const label = headerText(t, column.header);
  return column.money ? moneyHeader(t, label, currency) : label;
}

/** Cell text: the formatter registry's text; the totals row shows 'Total' in the first column and blanks where nothing totals. */
export function cellText(column: ViewColumn, first: boolean, row: GridRow | undefined, ctx: FormatContext, t: Translate, marks?: readonly RowMark[]): string {
  const others = othersOf(row);
  if (isTotalsRow(row) || others) {
    if (first) return others ? t('renderers.others', { count: others.count }) : t('common.total');
    if (!column.total) return '';
  }
  const text = formatter(column.format).text(row?.[column.field], ctx, column.enumKey);
  const marked = !isTotalsRow(row) && !others && cellMarked(marks, column.field, row);
  return marked ? `${text} ${ROW_MARK}` : text;
}

/** AG Grid column definitions from the view's columns. */
export function columnDefs(view: Pick<ReportView, 'columns' | 'defaultSort'>, o: ColumnDefOptions): ColDef<GridRow>[] {
  return view.columns.map((column, index) => {
    const numeric = isNumericFormat(column.format);
    const initial = view.defaultSort.find((s) => s.field === column.field);
    const headerName = columnHeaderName(o.t, column, o.ctx.currency);
    const name = isNameColumn(column);
    // a column of a sort by several columns shows its order number too
    const chrome = initial && view.defaultSort.length > 1 ? HEADER_CHROME + SORT_ORDER_CHROME : HEADER_CHROME;
    const headerWidth = headerFitWidth(headerName, columnWidth(column.width, o.desktop), o.measure, chrome);
    const fitWidth = !o.sample?.length ? headerWidth
      : cellFitWidth(o.sample.map((row) => cellText(column, index === 0, row, o.ctx, o.t, o.marks)), headerWidth, o.measureCell ?? o.measure ?? estimateText);
    const def: ColDef<GridRow> = {
      colId: column.field,
      field: column.field,
      headerName,
      // The whole header on hover, with what the figure divides when the definition says it.
      headerTooltip: column.descriptionKey ? `${headerName}: ${o.t(column.descriptionKey)}` : headerName,
      // Headers wrap between words; the column is widened to its longest word so none is cut or split.
      wrapHeaderText: true,
      // Figures and dates are never cut: the column is widened to them. Names too, up to a bound
      // (nameWidthCap); a longer one shows whole in the cell's tooltip (the grid's browser tooltips: a title).
      width: name ? Math.min(fitWidth, Math.max(headerWidth, nameWidthCap(o.desktop || Boolean(o.wideNames)))) : fitWidth,
      // a figure in W or E units (spec §9) shows whole on hover, with what the units are
      tooltipValueGetter: name ? (p: ITooltipParams<GridRow>) => cellText(column, index === 0, p.data, o.ctx, o.t, o.marks) || undefined
        : numeric ? (p: ITooltipParams<GridRow>) => wholeTip(o.t, column.format, p.data?.[column.field], o.ctx) : undefined,
      pinned: column.pinned ? 'left' : undefined,
      sortable: o.sortable && column.sortable,
      // the first click sorts a figure largest first, a name A to Z
      sortingOrder: [...sortCycleOf(column.format)],
      initialSort: initial?.dir,
      initialSortIndex: initial ? view.defaultSort.indexOf(initial) : undefined,
      // a figure at the right of its cell, under its header: the column type's cell class is replaced by one given here, so both are given
      type: numeric ? 'rightAligned' : undefined,
      cellClass: numeric ? ['ag-right-aligned-cell', 'cell-num'] : undefined,
      valueFormatter: (p: ValueFormatterParams<GridRow>) => cellText(column, index === 0, p.data, o.ctx, o.t, o.marks),
    };
    if (column.drill && o.drillRenderer && (o.canDrill?.(column.drill.report) ?? true)) {
      def.cellRenderer = o.drillRenderer;
      def.cellRendererParams = { drill: column.drill };
    }
    // the first cell of "Others" (a query's top) opens the same report on the rows it gathers
    if (index === 0 && o.others) {
      const { renderer, params } = o.others;
      const own = def.cellRenderer ? { component: def.cellRenderer, params: def.cellRendererParams } : undefined;
      def.cellRendererSelector = (p) => (othersOf(p.data) ? { component: renderer, params } : own);
    }
    return def;
  });
}
