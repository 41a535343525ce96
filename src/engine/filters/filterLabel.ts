import type { FilterDef } from '../definition/filters';
import type { Translate } from '../report/columnHeader';

/**
 * A filter's label as the report page shows it above its widget (and the audit log names an
 * export's filters by it): the definition's label key, else a label named after the filter's key
 * (`filters.transType`), else the widget's.
 */
export function filterLabel(t: Translate, def: FilterDef): string {
  if (def.labelKey) return t(def.labelKey);
  return t(`filters.${def.key}`, { defaultValue: t(`filters.${def.widget}`) });
}
