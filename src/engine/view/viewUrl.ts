import { customDaysAllowed } from '../dates/presets';
import type { FilterDef } from '../definition/filters';
import type { SortDef } from '../definition/report';
import { takesPicks } from '../filters/filterWidgets';

/**
 * A report's view in its URL, so a reload, Back/Forward and a copied link open exactly it:
 * `f` the searched filters as JSON (a date range keeps its preset, so a link with "previous 7 days"
 * opened tomorrow shows tomorrow's previous 7 days; the drill links' `f` reads the same way),
 * `s` the sort (`-field` descending, `field` ascending, comma separated), `p` the page (from 1),
 * `n` the page size. Other parameters (the pin's `tab`) are kept as they are.
 */
export const VIEW_PARAMS = { filters: 'f', sort: 's', page: 'p', size: 'n' } as const;

export interface UrlView {
  /** Filter values by key; `null` means "cleared" (empty where the definition has a default). */
  filters: Record<string, unknown>;
  sort: SortDef[];
  /** 0-based. */
  page: number;
  /** Absent: the report's default page size. */
  size?: number;
}

/** What a report's URL may say: its filters, the fields it sorts by and its page sizes (none when paged in the browser). */
export interface ViewShape {
  filters: readonly FilterDef[];
  /**
   * Whether a value fits a filter's JSON Schema. Handed in: the browser checks without Ajv (its
   * compiled validators need eval, which the console's CSP forbids); the server checks every request again.
   */
  valid: (def: FilterDef, value: unknown) => boolean;
  sortable: readonly string[];
  pageSizes: readonly number[];
  /**
   * The values a picker offers this user (the sites in its scope, the markets of those sites…), or
   * undefined where not known: a link's pick outside them is left out with a note, as the form
   * could not show it and the search would find nothing for it.
   */
  offered?: (def: FilterDef) => readonly (string | number)[] | undefined;
}

/** Why part of a URL was not taken: the page opens with the default for it and says so. */
export interface ViewNote {
  /**
   * `removedFilter` (a filter the report no longer has) and `column` (a column it no longer has) are
   * noted for saved views only; `picks`: some of a picker's values are not offered here (left out).
   */
  code: 'filters' | 'filter' | 'picks' | 'sort' | 'page' | 'size' | 'removedFilter' | 'column';
  /** The filter key or sort field concerned. */
  detail?: string;
}

export interface DecodedView {
  /** The URL carries a view (any of its parameters). */
  present: boolean;
  view: UrlView;
  notes: ViewNote[];
}

/** The last page a URL may name (from 1). */
export const MAX_PAGE = 1_000_000;
const SORT_ITEM = /^(-?)([A-Za-z_][A-Za-z0-9_]{0,63})$/;

/** The search string (without `?`) of a view; parameters of `keep` other than the view's stay. */
export function encodeView(view: UrlView, keep = ''): string {
  const params = new URLSearchParams(keep);
  for (const name of Object.values(VIEW_PARAMS)) params.delete(name);
  params.set(VIEW_PARAMS.filters, JSON.stringify(view.filters));
  if (view.sort.length) params.set(VIEW_PARAMS.sort, view.sort.map((s) => `${s.dir === 'desc' ? '-' : ''}${s.field}`).join(','));
  if (view.page > 0) params.set(VIEW_PARAMS.page, String(view.page + 1));
  if (view.size !== undefined) params.set(VIEW_PARAMS.size, String(view.size));
  return params.toString();
}

/**
 * A custom range names both ends (the schema's if/then, which a browser check may not read), each
 * a day the report takes (2000 to 2099): else the server refuses the search and the page could not load.
 */
function rangeReadable(def: FilterDef, value: unknown): boolean {
  if (def.widget !== 'dateRange') return true;
  const range = value as { preset?: string; from?: unknown; to?: unknown };
  return range.preset !== 'custom' || (typeof range.from === 'string' && typeof range.to === 'string' && customDaysAllowed(range.from, range.to));
}

export interface DecodeOptions {
  /**
   * A filter key the report does not have: dropped silently (`drop`, links: a drill link carries
   * keys a target may not have) or dropped with a note (`note`, saved views: the report changed).
   */
  unknownFilters?: 'drop' | 'note';
}

function decodeFilters(raw: string | null, shape: ViewShape, notes: ViewNote[], opts: DecodeOptions): Record<string, unknown> {
  if (raw === null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    notes.push({ code: 'filters' });
    return {};
  }
  const given = parsed as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(given)) {
    const def = shape.filters.find((d) => d.key === key);
    if (!def) {
      if (opts.unknownFilters === 'note') notes.push({ code: 'removedFilter', detail: key.slice(0, 64) });
      continue;
    }
    const raw = given[key];
    const value = raw !== null && takesPicks(def.widget) && !Array.isArray(raw) ? [raw] : raw;
    if (value !== null && !(shape.valid(def, value) && rangeReadable(def, value))) {
      notes.push({ code: 'filter', detail: key });
      continue;
    }
    const known = value === null ? value : offeredOnly(def, value, shape, notes);
    if (known !== undefined) out[key] = known;
  }
  return out;
}

/** A picker's value less what this user is not offered (a note says so); undefined when nothing is left (the default is shown). */
function offeredOnly(def: FilterDef, value: unknown, shape: ViewShape, notes: ViewNote[]): unknown {
  const offered = shape.offered?.(def);
  if (!offered?.length) return value;
  const has = (v: unknown) => offered.includes(v as string | number);
  if (!Array.isArray(value)) {
    if (has(value)) return value;
    notes.push({ code: 'filter', detail: def.key });
    return undefined;
  }
  const kept = value.filter(has);
  if (kept.length === value.length) return value;
  notes.push({ code: kept.length ? 'picks' : 'filter', detail: def.key });
  return kept.length ? kept : undefined;
}

function decodeSort(raw: string | null, shape: ViewShape, notes: ViewNote[]): SortDef[] {
  if (!raw) return [];
  const sort: SortDef[] = [];
  for (const item of raw.split(',').slice(0, 3)) {
    const m = SORT_ITEM.exec(item.trim());
    if (m && shape.sortable.includes(m[2]) && !sort.some((s) => s.field === m[2])) sort.push({ field: m[2], dir: m[1] ? 'desc' : 'asc' });
    else notes.push({ code: 'sort', detail: item.slice(0, 64) });
  }
  return sort;
}

function decodeInt(raw: string | null): number | null {
  return raw !== null && /^\d{1,7}$/.test(raw) ? Number(raw) : null;
}

/**
 * The view a URL's search string carries, fitted to the report: unknown or invalid parts fall back
 * to the report's defaults, each with a note; nothing here throws.
 */
export function decodeView(search: string, shape: ViewShape, opts: DecodeOptions = {}): DecodedView {
  const params = new URLSearchParams(search);
  const present = Object.values(VIEW_PARAMS).some((name) => params.has(name));
  const notes: ViewNote[] = [];
  const view: UrlView = {
    filters: decodeFilters(params.get(VIEW_PARAMS.filters), shape, notes, opts),
    sort: decodeSort(params.get(VIEW_PARAMS.sort), shape, notes),
    page: 0,
  };
  const page = params.get(VIEW_PARAMS.page);
  if (page !== null) {
    const n = decodeInt(page);
    if (n !== null && n >= 1 && n <= MAX_PAGE) view.page = n - 1;
    else notes.push({ code: 'page' });
  }
  const size = params.get(VIEW_PARAMS.size);
  if (size !== null) {
    const n = decodeInt(size);
    if (n !== null && shape.pageSizes.includes(n)) view.size = n;
    else notes.push({ code: 'size' });
  }
  return { present, view, notes };
}
