import type { FilterDef } from '../../engine/definition/filters';
import { filterWidget } from '../../engine/filters/filterWidgets';
import { filterLabel } from '../../engine/filters/filterLabel';
import type { Translate } from '../format/fieldLabel';

export { filterLabel };

/**
 * The rjsf uiSchema of a report's filters: each filter's widget by the id of the registry (the date
 * range is an object, so rjsf needs it as a field), its label, and the definition for the widget.
 */
export function filterUiSchema(defs: readonly FilterDef[], t: Translate): Record<string, unknown> {
  const ui: Record<string, unknown> = { 'ui:order': defs.map((d) => d.key), 'ui:submitButtonOptions': { norender: true } };
  for (const def of defs) {
    const id = filterWidget(def.widget).uiWidget;
    ui[def.key] = {
      [def.widget === 'dateRange' ? 'ui:field' : 'ui:widget']: id,
      'ui:title': filterLabel(t, def),
      'ui:options': { filter: def, label: true },
    };
  }
  return ui;
}
