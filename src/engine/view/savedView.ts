import type { SortDef } from '../definition/report';
import { mergeLayout, type GridLayout, type LayoutSource } from './gridLayout';
import { decodeView, encodeView, type ViewNote, type ViewShape } from './viewUrl';

/** The URL parameter naming the saved view a report page shows (kept when the operator searches on). */
export const SAVED_VIEW_PARAM = 'v';

/** Most characters of a saved view's name (spec §5: "Max 30 characters", as for every name). */
export const VIEW_NAME_MAX = 30;

/**
 * What a saved view keeps: the view a report's URL holds (filters with their preset, sort, page
 * and page size; engine/view/viewUrl.ts), and the grid's layout.
 */
export interface SavedViewState {
  /** Filter values by key; `null` means "cleared" (as in the URL). */
  filters: Record<string, unknown>;
  sort: SortDef[];
  /** The grid's page, 0-based as a report request's page index. Absent: the first page. */
  page?: number;
  /** Absent: the report's default page size. */
  size?: number;
  /** Absent: the operator's own layout of the report at the time it opens. */
  layout?: GridLayout;
}

/** A saved view as the API lists it. */
export interface SavedView {
  viewID: number;
  reportId: string;
  name: string;
  /** Shared with the owner's group (the group it was shared with). */
  shared: boolean;
  ownerID: number;
  ownerName: string;
  /** The caller owns it. */
  own: boolean;
  /**
   * The caller may rename, update or delete it: its owner, and for a view shared with a group the
   * operators of that group holding the right to share views. Only the owner shares or unshares it.
   */
  editable: boolean;
  version: number;
  updatedAt: string;
  state: SavedViewState;
}

/** The search string (without `?`) that opens a saved view: its state as the URL keeps it, and its id. */
export function savedViewSearch(state: SavedViewState, viewID: number, keep = ''): string {
  // the other parameters of the page (a pin's tab) kept, the view's id set
  const params = new URLSearchParams(keep);
  params.set(SAVED_VIEW_PARAM, String(viewID));
  return encodeView({ filters: state.filters, sort: state.sort, page: state.page ?? 0, ...(state.size !== undefined ? { size: state.size } : {}) }, params.toString());
}

/** The id a report page's search names, if any. */
export function savedViewIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get(SAVED_VIEW_PARAM);
  return raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

export interface OpenedSavedView {
  /** The search that shows what the report can still take of it (with the view's id). */
  search: string;
  /** What was dropped because the report's filters or columns changed since saving. */
  notes: ViewNote[];
  /** Its layout fitted to the report's columns; null when it keeps none. */
  layout: GridLayout | null;
}

/**
 * A saved view opened on the report as it is now, through the URL's own reading: filters the
 * report no longer has, values it no longer accepts, sorts on columns it lost and layout columns
 * it dropped each give a note; the rest opens as saved.
 */
export function openSavedView(state: SavedViewState, viewID: number, shape: ViewShape, columns: readonly LayoutSource[]): OpenedSavedView {
  const decoded = decodeView(savedViewSearch(state, viewID), shape, { unknownFilters: 'note' });
  const merged = state.layout ? mergeLayout(state.layout, columns) : null;
  const notes = [...decoded.notes, ...(merged?.dropped ?? []).map((field) => ({ code: 'column' as const, detail: field }))];
  const { view } = decoded;
  return {
    search: encodeView(view, `${SAVED_VIEW_PARAM}=${viewID}`),
    notes,
    layout: merged?.layout ?? null,
  };
}
