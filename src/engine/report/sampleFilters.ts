import type { FilterDef } from '../definition/filters';
import type { ReportDefinition } from '../definition/report';

/** Whether a filter must be given by the operator: required with no default (the single site and date ranges always have one). */
const mustGive = (f: FilterDef) => f.required && f.default === undefined && f.widget !== 'site' && f.widget !== 'dateRange';

/**
 * Whether a report cannot run on its defaults alone: it needs one of some criteria (member search,
 * lookup) or a value no default can give (the member of a recap). Generic checks that run every
 * report on its defaults (snapshots, stories) skip or sample these.
 */
export function needsCriteria(report: Pick<ReportDefinition, 'filters' | 'requireOneOf'>): boolean {
  return Boolean(report.requireOneOf) || report.filters.some(mustGive);
}

function sampleValue(f: FilterDef): unknown {
  switch (f.widget) {
    case 'conditions': {
      const c = f.conditionFields?.[0];
      const value = c?.type === 'number' ? 1 : c?.type === 'date' ? '2020-01-01' : c?.type === 'enum' ? c.options?.[0] : 'a';
      return c ? [{ field: c.field, op: c.ops[0], value }] : [];
    }
    case 'text': return 'a';
    case 'number': return 1;
    case 'enum': return f.options?.[0];
    default: return [1];
  }
}

/** Filter values that let such a report compile and run: the first criterion of a required-one-of set and every value it must be given. */
export function sampleFilters(report: Pick<ReportDefinition, 'filters' | 'requireOneOf'>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const first = report.requireOneOf?.filters[0];
  for (const f of report.filters) if (mustGive(f) || f.key === first) out[f.key] = sampleValue(f);
  return out;
}
