import type { CustomValidator, FormValidation } from '@rjsf/utils';
import type { FilterDef } from '../../engine/definition/filters';
import type { Translate } from '../format/fieldLabel';
import type { FilterValues } from '../../engine/request/cleanFilters';

/** A custom range whose start is after its end (days as YYYY-MM-DD compare as text). */
export const rangeReversed = (range: { preset?: string; from?: string; to?: string }): boolean =>
  range.preset === 'custom' && Boolean(range.from && range.to && range.from > range.to);

/**
 * A custom date range needs both dates, which the filter schema does not say (the server would
 * fail to resolve it), and its start on or before its end (the server would answer for the dates
 * swapped while the inputs still show them reversed): the form asks for them before searching.
 * Days as YYYY-MM-DD compare as text.
 */
export function customRangeCheck(defs: readonly FilterDef[], t: Translate): CustomValidator<FilterValues> {
  return (formData, errors) => {
    for (const def of defs) {
      if (def.widget !== 'dateRange') continue;
      const range = formData?.[def.key] as { preset?: string; from?: string; to?: string } | undefined;
      if (range?.preset !== 'custom') continue;
      const field = (errors as Record<string, FormValidation>)[def.key];
      if (!range.from || !range.to) field?.addError(t('renderers.filters.pickDates'));
      else if (rangeReversed(range)) field?.addError(t('renderers.filters.datesReversed'));
    }
    return errors;
  };
}
