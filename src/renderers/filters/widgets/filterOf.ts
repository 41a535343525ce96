import type { FilterDef } from '../../../engine/definition/filters';

/** The filter definition the uiSchema hands every widget. */
export function filterOf(options: Record<string, unknown> | undefined): FilterDef {
  return (options?.filter ?? { key: '', widget: 'text' }) as FilterDef;
}
