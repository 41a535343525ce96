import type { ChartDef, ColumnDef, PagingDef, ReportDefinition, RoutePlacement, SortDef } from '../definition/report';
import type { FilterDef } from '../definition/filters';
import type { FormatId } from '../format/formatId';
import { filtersSchema } from '../request/requestSchema';
import { columnHeader, type HeaderLabel } from './columnHeader';
import { reportFields, type MeasureIndex } from './fields';

/** A column as the browser renders it: header key and format resolved. */
export interface ViewColumn extends ColumnDef {
  header: HeaderLabel;
  format: FormatId;
  money: boolean;
  kind: 'dimension' | 'measure';
  total: boolean;
  sortable: boolean;
}

/** What the browser needs to render a report: no SQL, no model internals. */
export interface ReportView {
  id: string;
  route: RoutePlacement;
  titleKey: string;
  descriptionKey: string;
  filters: readonly FilterDef[];
  filtersSchema: Record<string, unknown>;
  columns: ViewColumn[];
  chart: ChartDef | null;
  paging: PagingDef;
  defaultSort: readonly SortDef[];
  export: boolean;
  widget: boolean;
}

/** A menu entry of POST /api/report/list. */
export interface ReportEntry {
  id: string;
  path: string;
  menuGroup: string;
  category: RoutePlacement['category'];
  itemIdx: number;
  reportIdx: number;
  order: number;
  titleKey: string;
  singleSite: boolean;
  widget: boolean;
}

export function reportTitleKey(r: ReportDefinition): string {
  return r.titleKey ?? `reports.${r.id}.title`;
}

export function reportEntry(r: ReportDefinition): ReportEntry {
  const { path, menuGroup, category, itemIdx, reportIdx, order } = r.route;
  return { id: r.id, path, menuGroup, category, itemIdx, reportIdx, order, titleKey: reportTitleKey(r), singleSite: Boolean(r.route.singleSite), widget: Boolean(r.widget) };
}

export function reportView(r: ReportDefinition, measures: MeasureIndex): ReportView {
  const fields = reportFields(r, measures);
  return {
    id: r.id,
    route: r.route,
    titleKey: reportTitleKey(r),
    descriptionKey: r.descriptionKey ?? `reports.${r.id}.description`,
    filters: r.filters,
    filtersSchema: filtersSchema(r),
    columns: r.columns.map((c) => {
      const info = fields.get(c.field)!;
      return {
        ...c,
        header: c.headerKey ? { key: c.headerKey } : columnHeader(c.field, (base) => measures.has(base)),
        format: c.format ?? info.format,
        money: c.format ? c.format === 'amount' : info.money,
        kind: info.kind,
        total: c.total ?? info.kind === 'measure',
        sortable: c.sortable ?? true,
      };
    }),
    chart: r.chart ?? null,
    paging: r.paging,
    defaultSort: r.defaultSort ?? [],
    export: r.export ?? true,
    widget: Boolean(r.widget),
  };
}
