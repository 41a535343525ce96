import type { FilterDef } from '../../engine/definition/filters';
import type { FilterValues } from '../../engine/request/cleanFilters';

/** The preset of the searched period (a link keeps it, not its dates); null for custom dates or no period. */
export function linkPresetOf(defs: readonly FilterDef[], filters: FilterValues): string | null {
  const def = defs.find((d) => d.widget === 'dateRange');
  const preset = def ? (filters[def.key] as { preset?: string } | undefined)?.preset : undefined;
  return preset && preset !== 'custom' ? preset : null;
}
