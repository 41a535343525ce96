import type { FilterDef } from '../definition/filters';

export type FilterValues = Record<string, unknown>;

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * The filters object as the server's schema accepts it: only the report's keys, no empty values
 * (an empty picker means "all"), and a date range carries its dates only when it is custom.
 */
export function cleanFilters(defs: readonly FilterDef[], values: FilterValues): FilterValues {
  const out: FilterValues = {};
  for (const def of defs) {
    const value = values[def.key];
    if (isEmpty(value)) continue;
    if (def.widget === 'dateRange') {
      const range = value as { preset?: string; from?: string; to?: string };
      if (!range.preset) continue;
      out[def.key] = range.preset === 'custom' ? { preset: 'custom', from: range.from, to: range.to } : { preset: range.preset };
      continue;
    }
    out[def.key] = value;
  }
  return out;
}
