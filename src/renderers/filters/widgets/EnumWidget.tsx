import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { filterOf } from './filterOf';

/**
 * One of the filter's options, named through its enumKey. An optional filter narrowing a dimension
 * offers "All"; a choice of the report's own (a parameter with a default: group by, period) has no
 * "All" (it would mean the default) and shows its default until another is chosen.
 */
export function EnumWidget({ id, value, onChange, options, disabled, required }: WidgetProps) {
  const { t } = useTranslation();
  const def = filterOf(options);
  const choices = def.options ?? [];
  const choice = Boolean(def.param) && def.default !== undefined && def.default !== null;
  const index = choices.findIndex((o) => o === (value ?? (choice ? def.default : undefined)));
  const label = (o: string | number) => (def.enumKey ? t(`${def.enumKey}.${o}`) : String(o));
  return (
    <select id={id} className="select" value={index < 0 ? '' : String(index)} disabled={disabled}
      onChange={(e) => onChange(e.target.value === '' ? undefined : choices[Number(e.target.value)])}>
      {((!required && !choice) || index < 0) && <option value="">{t('renderers.filters.all.enum')}</option>}
      {choices.map((o, i) => <option key={String(o)} value={String(i)}>{label(o)}</option>)}
    </select>
  );
}
