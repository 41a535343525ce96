import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

const GRAINS = ['day', 'week', 'month'] as const;

/** Day, week or month as a segmented control. */
export function GrainWidget({ id, value, onChange, disabled }: WidgetProps) {
  const { t } = useTranslation();
  return (
    <div id={id} className="segmented" role="radiogroup">
      {GRAINS.map((g) => (
        <button key={g} type="button" role="radio" aria-checked={value === g} disabled={disabled}
          className={value === g ? 'active' : undefined} onClick={() => onChange(g)}>
          {t(`filters.grains.${g}`)}
        </button>
      ))}
    </div>
  );
}
