import { codeEnumKey } from '../format/codeLabels';
import type { ModelQuery } from '../definition/modelQuery';
import type { ReportView } from './reportView';

/** The field a query's `groupBy` writes its chosen dimension's values to. */
export const GROUP_FIELD = 'group_value';

/** The dimension a query's `groupBy` groups by for these filter values (its first option when none is chosen), or none without a `groupBy`. */
export function chosenGroup(q: Pick<ModelQuery, 'groupBy'>, params: Readonly<Record<string, unknown>>): string | undefined {
  return q.groupBy ? String(params[q.groupBy.param] ?? q.groupBy.options[0]) : undefined;
}

/**
 * A view for an answer grouped by `group` (its `meta.groupBy`): `group_value` holds that dimension's
 * values, so where they are codes with names (a game kind) grid, chart and exports name them as the
 * dimension's own column would, in the reader's language. Other views stay as they are.
 */
export function groupedView<V extends Pick<ReportView, 'columns'>>(view: V, group: string | undefined): V {
  const enumKey = group ? codeEnumKey(group) : undefined;
  if (!enumKey) return view;
  const columns = view.columns.map((c) => (c.field === GROUP_FIELD && !c.enumKey ? { ...c, format: 'enum' as const, enumKey } : c));
  return { ...view, columns };
}
