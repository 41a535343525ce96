import type { CustomValidator, FormValidation } from '@rjsf/utils';
import type { FilterDef } from '../../engine/definition/filters';
import type { Translate } from '../format/fieldLabel';
import type { FilterValues } from '../../engine/request/cleanFilters';

/**
 * A custom date range needs both dates, which the filter schema does not say (the server would
 * fail to resolve it): the form asks for them before searching.
 */
export function customRangeCheck(defs: readonly FilterDef[], t: Translate): CustomValidator<FilterValues> {
  return (formData, errors) => {
    for (const def of defs) {
      if (def.widget !== 'dateRange') continue;
      const range = formData?.[def.key] as { preset?: string; from?: string; to?: string } | undefined;
      if (range?.preset === 'custom' && (!range.from || !range.to)) {
        (errors as Record<string, FormValidation>)[def.key]?.addError(t('renderers.filters.pickDates'));
      }
    }
    return errors;
  };
}
