import { openingRange, type DateRangeValue } from '../dates/presets';
import type { FilterDef } from '../definition/filters';
import type { FilterValues } from '../request/cleanFilters';

export interface DefaultSources {
  /** Site ids of the session's site list: a required single-site picker opens on the first. */
  siteIds: readonly number[];
  /** The server's day (YYYY-MM-DD): a default range of months to date opens on its dates. */
  today?: string;
}

/** The value a filter opens with: the definition's default, else the first site for a required site picker. */
export function defaultOf(def: FilterDef, sources: DefaultSources): unknown {
  if (def.default !== undefined && def.widget === 'dateRange') {
    return openingRange((typeof def.default === 'string' ? { preset: def.default } : def.default) as DateRangeValue, sources.today);
  }
  if (def.default !== undefined) return def.default;
  if (def.widget === 'site' && def.required) return sources.siteIds[0];
  if (def.widget === 'dateRange' && def.required) return { preset: 'prev30' };
  return undefined;
}

/**
 * The form's opening values, assembled in one place: definition defaults, then values carried in
 * (a drill link's filters, a widget's params), which win.
 */
export function filterDefaults(defs: readonly FilterDef[], sources: DefaultSources, carried: FilterValues = {}): FilterValues {
  const values: FilterValues = {};
  for (const def of defs) {
    const value = def.key in carried ? carried[def.key] : defaultOf(def, sources);
    if (value !== undefined) values[def.key] = value;
  }
  return values;
}
