import type { ReportView } from '../../engine/report/reportView';
import type { FilterValues } from '../../engine/request/cleanFilters';

const hasValue = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/** The message key when the report needs one of some filters and none holds a value (spec §5); null when it may run. */
export function missingCriterion(view: Pick<ReportView, 'requireOneOf'>, values: FilterValues): string | null {
  const rule = view.requireOneOf;
  if (!rule) return null;
  return rule.filters.some((key) => hasValue(values[key])) ? null : rule.messageKey;
}

/**
 * Whether a report may search as soon as it opens with these values: never one that asks for a
 * confirmation, nor one missing a needed criterion or a required filter without a default (a recap
 * opened without a member waits for one instead of answering an error).
 */
export function canRunAtOnce(view: Pick<ReportView, 'confirm' | 'requireOneOf' | 'filters'>, values: FilterValues): boolean {
  if (view.confirm || missingCriterion(view, values)) return false;
  return view.filters.every((f) => !f.required || f.default !== undefined || f.widget === 'site' || f.widget === 'dateRange' || hasValue(values[f.key]));
}
