import { rangeReversed } from '../filters/customRangeCheck';
import type { FilterDef } from '../../engine/definition/filters';
import type { ReportView } from '../../engine/report/reportView';
import { PAGE_SIZES } from '../../engine/request/requestSchema';
import type { UrlView, ViewShape } from '../../engine/view/viewUrl';
import { defaultOf } from '../../engine/filters/filterDefaults';
import { schemaCheck } from '../filters/schemaCheck';
import { pickerOptions, type SessionLists } from '../../engine/filters/pickerOptions';
import { sortFromGrid, type GridSort } from '../../engine/request/buildRequest';
import { cleanFilters, type FilterValues } from '../../engine/request/cleanFilters';

/**
 * What a report's URL may carry: its filters, sortable columns and page sizes (none when paged in
 * the browser); with the session's lists, the values its pickers offer this user.
 */
export function viewShape(view: Pick<ReportView, 'filters' | 'filtersSchema' | 'columns' | 'paging'>, lists?: SessionLists): ViewShape {
  return {
    ...(lists ? { offered: (def: FilterDef) => pickerOptions(def.widget, lists).map((o) => o.value) } : {}),
    filters: view.filters,
    valid: (def, value) => {
      const schema = (view.filtersSchema.properties as Record<string, Record<string, unknown>> | undefined)?.[def.key];
      return Boolean(schema) && schemaCheck(schema!, value).length === 0;
    },
    sortable: view.columns.filter((c) => c.sortable).map((c) => c.field),
    pageSizes: view.paging.mode === 'remote' ? PAGE_SIZES : [],
  };
}

export interface ScreenView {
  filters: FilterValues;
  sort: readonly GridSort[];
  page: number;
  /** Only when it is not the report's default. */
  size?: number;
}

/**
 * The searched state as the URL keeps it: the filters as the server gets them (a preset stays a
 * preset), and a filter emptied where the report has a default as `null`, so the link does not
 * reopen on the default.
 */
export function urlViewOf(defs: readonly FilterDef[], state: ScreenView): UrlView {
  const filters = cleanFilters(defs, state.filters);
  for (const def of defs) if (!(def.key in filters) && defaultOf(def, { siteIds: [0] }) !== undefined) filters[def.key] = null;
  const sort = state.sort.filter((s) => s.sort).map((s) => ({ field: s.colId, dir: s.sort as 'asc' | 'desc' }));
  return { filters, sort: sort.slice(0, 3), page: state.page, ...(state.size !== undefined ? { size: state.size } : {}) };
}

/**
 * A URL's filters as opening values: `null` (cleared) becomes an empty value that beats the default;
 * a custom range written end first opens the right way round, as the server answers it.
 */
export function openingFilters(defs: readonly FilterDef[], filters: Record<string, unknown>): FilterValues {
  const out: FilterValues = {};
  for (const [key, value] of Object.entries(filters)) {
    const def = defs.find((d) => d.key === key);
    out[key] = value !== null ? value : def && ['sites', 'markets', 'gameKinds', 'gameBrands', 'memberLevels', 'memberTags', 'metrics', 'conditions'].includes(def.widget) ? [] : undefined;
    const range = out[key] as { preset?: string; from?: string; to?: string } | undefined;
    if (def?.widget === 'dateRange' && range && rangeReversed(range)) out[key] = { ...range, from: range.to, to: range.from };
  }
  return out;
}

/** The grid's sort from the URL's. */
export function gridSortOf(view: Pick<ReportView, 'columns' | 'defaultSort'>, sort: UrlView['sort']): GridSort[] {
  return sort.length ? sortFromGrid(view, sort.map((s) => ({ colId: s.field, sort: s.dir }))).map((s) => ({ colId: s.field, sort: s.dir })) : [];
}
