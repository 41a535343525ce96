import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { pickerOptions } from '../../../engine/filters/pickerOptions';
import { useSessionLists } from '../useSessionLists';
import { filterOf } from './filterOf';
import { MultiPicker } from './MultiPicker';

/** Sites, markets, game kinds and brands: several of the session's list; none picked means all. */
export function ListPickerWidget({ id, value, onChange, options, disabled }: WidgetProps) {
  const { t } = useTranslation();
  const def = filterOf(options);
  const choices = pickerOptions(def.widget, useSessionLists(), t);
  return (
    <MultiPicker id={id} options={choices} value={Array.isArray(value) ? value : []} disabled={disabled}
      allText={t(`renderers.filters.all.${def.widget}`)} onChange={(next) => onChange(next.length ? next : undefined)} />
  );
}
