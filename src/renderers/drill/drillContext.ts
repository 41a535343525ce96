import type { FilterDef } from '../../engine/definition/filters';
import type { FilterValues } from '../../engine/request/cleanFilters';

/** What drill cells read from the grid's context: where reports live and the filters of the search shown. */
export interface DrillContext {
  pathOf: (reportId: string) => string | undefined;
  filters: FilterValues;
  filterDefs: readonly FilterDef[];
}

/** A report's route path from the operator's permitted reports; undefined when it may not open it. */
export function reportPath(routes: readonly { id: string; path: string }[] | null | undefined, reportId: string): string | undefined {
  return routes?.find((r) => r.id === reportId)?.path;
}
