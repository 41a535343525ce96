import type { SortDef } from '../definition/report';
import type { ReportView } from '../report/reportView';
import type { ReportRequest } from './types';
import { cleanFilters, type FilterValues } from './cleanFilters';

/** AG Grid's sort model item (`colId` is the column's field). */
export interface GridSort {
  colId: string;
  sort: 'asc' | 'desc' | null | undefined;
}

export interface RequestState {
  filters: FilterValues;
  /** Remote paging only; local reports load every row at once. */
  page?: { index: number; size: number };
  /** The grid's sort; empty means the report's default sort. */
  sort?: readonly GridSort[];
  currency?: string;
  lang?: string;
}

/** At most three sort fields, the server's limit; only sortable columns. */
export function sortFromGrid(view: Pick<ReportView, 'columns' | 'defaultSort'>, sort: readonly GridSort[] = []): SortDef[] {
  const sortable = new Set(view.columns.filter((c) => c.sortable).map((c) => c.field));
  const chosen = sort.filter((s): s is GridSort & { sort: 'asc' | 'desc' } => Boolean(s.sort) && sortable.has(s.colId))
    .map((s) => ({ field: s.colId, dir: s.sort }));
  return (chosen.length ? chosen : [...view.defaultSort]).slice(0, 3);
}

/** `reqData` of POST /api/report/<id> (and of its export, which leaves the page out). */
export function buildRequest(view: Pick<ReportView, 'filters' | 'columns' | 'defaultSort' | 'paging'> & { section?: string }, state: RequestState): ReportRequest {
  const request: ReportRequest = { filters: cleanFilters(view.filters, state.filters), sort: sortFromGrid(view, state.sort) };
  if (view.section) request.section = view.section;
  if (view.paging.mode === 'remote' && state.page) request.page = { index: state.page.index, size: state.page.size };
  if (state.currency && /^[A-Z]{3}$/.test(state.currency)) request.currency = state.currency;
  if (state.lang === 'en' || state.lang === 'tw') request.lang = state.lang;
  return request;
}
