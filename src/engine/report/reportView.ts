import type { ChartDef, ColumnDef, LayoutDef, PagingDef, ReportDefinition, RequireOneOfDef, RoutePlacement, SortDef } from '../definition/report';
import { sectionReport } from './sections';
import type { FilterDef } from '../definition/filters';
import type { TopDef } from '../definition/modelQuery';
import type { FormatId } from '../format/formatId';
import { filtersSchema } from '../request/requestSchema';
import { filterWidget } from '../filters/filterWidgets';
import { codeEnumKey } from '../format/codeLabels';
import { columnHeader, type HeaderLabel } from './columnHeader';
import { reportFields, type FieldSources } from './fields';
import type { FieldInfo } from './fieldInfo';

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
  /** Totals fields shown as KPI tiles, each with its format and, when compared, its growth field. */
  tiles: { field: string; format: FormatId; growthField?: string }[];
  /** `record`: the first row shown as label–value pairs. */
  layout: LayoutDef;
  /** Ask for confirmation before each search (text key). */
  confirm: { messageKey: string } | null;
  requireOneOf: RequireOneOfDef | null;
  /** A list report: the page shows `meta.capped` with this warning. */
  list: { key: string; capMessageKey?: string } | null;
  /** The parts below the main result, each rendered and requested (`reqData.section`) on its own. */
  sections: ReportView[];
  /** Set on a section's view: the id the requests carry. */
  section?: string;
  /**
   * A query's `top`: the filter listing the key's values and the one setting N, where the report
   * has them, so that "Others" opens the same report on the rows it gathers.
   */
  top?: { keyFilter?: string; nFilter?: { key: string; max: number } };
  /** A query's `pivot`: the dimension whose values head its columns, and how they are named (pivot.ts lays the columns out per answer). */
  pivot?: { dimension: string; format: FormatId; enumKey?: string; months?: true };
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

/** Whether a column has a figure in the totals row: its definition says so, else a measure's column does. */
const columnTotal = (c: ColumnDef, info: FieldInfo | undefined): boolean => c.total ?? info?.kind === 'measure';

/** Whether a report's answer has a totals row: some column of it has a figure there (the server computes none otherwise). */
export function hasTotalsRow(r: ReportDefinition, sources: FieldSources): boolean {
  const fields = reportFields(r, sources);
  return r.columns.some((c) => columnTotal(c, fields.get(c.field)));
}

export function reportView(r: ReportDefinition, sources: FieldSources): ReportView {
  const fields = reportFields(r, sources);
  const { measures } = sources;
  const derivedFields = new Set(r.query.kind === 'model' ? (r.query.derived ?? []).map((d) => d.field) : []);
  return {
    id: r.id,
    route: r.route,
    titleKey: reportTitleKey(r),
    descriptionKey: r.descriptionKey ?? `reports.${r.id}.description`,
    filters: r.filters,
    filtersSchema: filtersSchema(r),
    columns: r.columns.map((c) => {
      const info = fields.get(c.field)!;
      const named = info.kind === 'dimension' && !c.format && !c.enumKey ? codeEnumKey(c.field) : undefined;
      return {
        ...c,
        ...(named ? { enumKey: named } : {}),
        header: c.headerKey ? { key: c.headerKey } : info.header ?? columnHeader(c.field, (base) => measures.has(base) || derivedFields.has(base)),
        format: named ? 'enum' : c.format ?? info.format,
        money: c.format ? c.format === 'amount' : info.money,
        kind: info.kind,
        total: columnTotal(c, info),
        sortable: c.sortable ?? true,
      };
    }),
    chart: r.chart ?? null,
    paging: r.paging,
    defaultSort: r.defaultSort ?? [],
    export: r.export ?? true,
    widget: Boolean(r.widget),
    tiles: (r.tiles ?? []).map((field) => ({
      field,
      format: fields.get(field)!.format,
      growthField: fields.has(`${field}_growth_rate`) ? `${field}_growth_rate` : undefined,
    })),
    layout: r.layout ?? 'grid',
    confirm: r.confirm ? { messageKey: r.confirm.messageKey ?? 'renderers.confirm.run' } : null,
    requireOneOf: r.requireOneOf ?? null,
    list: r.list ? { key: r.list.key, capMessageKey: r.list.capMessageKey } : null,
    sections: (r.sections ?? []).map((s) => ({ ...reportView(sectionReport(r, s), sources), section: s.id })),
    ...(r.query.kind === 'model' && r.query.top ? { top: topView(r, r.query.top) } : {}),
    ...(r.query.kind === 'model' && r.query.pivot ? { pivot: pivotDimension(r.query.pivot.dimension, fields.get(r.query.pivot.dimension)?.format, r.query.time?.grain === 'month') } : {}),
  };
}

/** How a pivot's values are named: days as they are (a month's period as its month), codes by their names (enums), the rest as text. */
function pivotDimension(dimension: string, format: FormatId | undefined, months: boolean): NonNullable<ReportView['pivot']> {
  const enumKey = codeEnumKey(dimension);
  if (dimension === 'stat_date') return { dimension, format: 'date', ...(months ? { months: true as const } : {}) };
  return enumKey ? { dimension, format: 'enum', enumKey } : { dimension, format: format === 'date' ? 'date' : 'text' };
}

/** The filters "Others" opens its report with: a list filter on the key (its values), and N's filter (as many as it gathers, up to its bound). */
function topView(r: ReportDefinition, top: TopDef): NonNullable<ReportView['top']> {
  const keyFilter = r.filters.find((f) => f.dimension === top.key && filterWidget(f.widget).binding === 'in')?.key;
  const n = typeof top.n === 'object' ? r.filters.find((f) => f.param === (top.n as { param: string }).param) : undefined;
  return { ...(keyFilter ? { keyFilter } : {}), ...(n && n.max !== undefined ? { nFilter: { key: n.key, max: n.max } } : {}) };
}

