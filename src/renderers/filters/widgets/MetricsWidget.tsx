import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { filterOf } from './filterOf';

/** The metrics to chart: toggles labelled by field names, at least one and at most six. */
export function MetricsWidget({ id, value, onChange, options, disabled }: WidgetProps) {
  const { t } = useTranslation();
  const picked: string[] = Array.isArray(value) ? value : [];
  const choices = (filterOf(options).options ?? []).map(String);
  const toggle = (m: string) => onChange(picked.includes(m) ? picked.filter((x) => x !== m) : [...picked, m]);
  return (
    <div id={id} className="chips" role="group">
      {choices.map((m) => {
        const on = picked.includes(m);
        return (
          <button key={m} type="button" aria-pressed={on} className={on ? 'chip active' : 'chip'}
            disabled={disabled || (on ? picked.length <= 1 : picked.length >= 6)} onClick={() => toggle(m)}>
            {t(`fields.${m}`)}
          </button>
        );
      })}
    </div>
  );
}
