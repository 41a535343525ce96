import type { FilterDef } from '../../engine/definition/filters';
import type { DrillDef } from '../../engine/definition/report';
import type { FilterValues } from '../../engine/request/cleanFilters';
import { takesPicks } from '../../engine/filters/filterWidgets';

/**
 * Drill links carry filters in the URL: `<target path>?f=<JSON of a filters object>`, e.g.
 * `/provider/trend?f={"sites":[101],"range":{"preset":"prev30"}}`. The target report reads `f` as its
 * opening filter values (ReportPage → decodeDrillFilters): keys it does not have are dropped, a
 * single value given to a list filter becomes a one-element list, and what is left is checked by
 * the form's schema like any typed value. The source's date ranges travel along so the target opens
 * on the same period.
 */
export const DRILL_PARAM = 'f';


/** The filters a drill carries from one row: the mapped row values plus the current date ranges. */
export function drillFilters(drill: DrillDef, row: Record<string, unknown>, current: FilterValues, sourceDefs: readonly FilterDef[]): FilterValues {
  const filters: FilterValues = {};
  for (const def of sourceDefs) if (def.widget === 'dateRange' && current[def.key]) filters[def.key] = current[def.key];
  for (const [key, field] of Object.entries(drill.filters)) if (row[field] !== undefined && row[field] !== null) filters[key] = row[field];
  return filters;
}

/** Separator of the names of a list cell and of the values listed beside them. */
const LIST_SEPARATOR = ', ';

/**
 * A list cell's names, each with the filters its own link carries (`drill.each`: the row's lists of
 * values beside the names); null when the drill has no `each` or the lists do not match the names.
 */
export function drillEach(drill: DrillDef, row: Record<string, unknown>, text: string, current: FilterValues, sourceDefs: readonly FilterDef[]): { name: string; filters: FilterValues }[] | null {
  if (!drill.each || !text) return null;
  const names = text.split(LIST_SEPARATOR);
  const lists = Object.entries(drill.each).map(([key, field]) => [key, String(row[field] ?? '').split(LIST_SEPARATOR)] as const);
  if (lists.some(([, values]) => values.length !== names.length)) return null;
  const shared = drillFilters(drill, row, current, sourceDefs);
  return names.map((name, i) => ({
    name,
    filters: { ...shared, ...Object.fromEntries(lists.map(([key, values]) => [key, /^-?\d+$/.test(values[i]) ? Number(values[i]) : values[i]])) },
  }));
}

export function drillHref(path: string, filters: FilterValues): string {
  return `${path}?${new URLSearchParams({ [DRILL_PARAM]: JSON.stringify(filters) }).toString()}`;
}

/** The opening filters carried by a URL's search string, fitted to the report's filters; {} when absent or unreadable. */
export function decodeDrillFilters(search: string, defs: readonly FilterDef[]): FilterValues {
  const raw = new URLSearchParams(search).get(DRILL_PARAM);
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const out: FilterValues = {};
  for (const def of defs) {
    if (!(def.key in parsed)) continue;
    const value = (parsed as Record<string, unknown>)[def.key];
    out[def.key] = takesPicks(def.widget) && !Array.isArray(value) ? [value] : value;
  }
  return out;
}
