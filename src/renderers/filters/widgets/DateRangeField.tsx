import type { FieldProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { CUSTOM_DATE_MAX, CUSTOM_DATE_MIN, RANGE_PRESETS, type DateRangeValue, type RangePreset } from '../../../engine/dates/presets';
import { rangeText } from '../rangeText';
import { rangeReversed } from '../customRangeCheck';

/** Spec §9 date-range quick picks, custom from/to, and the dates the choice resolves to. */
export function DateRangeField({ formData, onChange, fieldPathId, disabled }: FieldProps) {
  const { t } = useTranslation();
  const value = (formData ?? { preset: 'prev30' }) as DateRangeValue;
  const id = fieldPathId.$id;
  const set = (next: DateRangeValue) => onChange(next, fieldPathId.path);
  const resolved = rangeText(value);
  // reversed, the dates are not shown swapped beside the inputs: the form says what is wrong (customRangeCheck.ts)
  const reversed = rangeReversed(value);
  return (
    <div className="range-field">
      <select id={id} className="select" value={value.preset} disabled={disabled} aria-describedby={`${id}-dates`}
        onChange={(e) => {
          const preset = e.target.value as RangePreset;
          set(preset === 'custom' ? { preset, ...datesOf(resolved, value) } : { preset });
        }}>
        {RANGE_PRESETS.map((p) => <option key={p} value={p}>{t(`presets.${p}`)}</option>)}
      </select>
      {value.preset === 'custom' && (
        <span className="range-custom">
          <input type="date" className="input" aria-label={t('renderers.filters.from')} value={value.from ?? ''} min={CUSTOM_DATE_MIN} max={value.to ?? CUSTOM_DATE_MAX}
            onChange={(e) => set({ ...value, from: e.target.value || undefined })} disabled={disabled} />
          <input type="date" className="input" aria-label={t('renderers.filters.to')} value={value.to ?? ''} min={value.from ?? CUSTOM_DATE_MIN} max={CUSTOM_DATE_MAX}
            onChange={(e) => set({ ...value, to: e.target.value || undefined })} disabled={disabled} />
        </span>
      )}
      <span id={`${id}-dates`} className="range-dates">{reversed ? '' : resolved || t('renderers.filters.pickDates')}</span>
    </div>
  );
}

/** Switching to custom starts from the dates the previous preset stood for. */
function datesOf(text: string, value: DateRangeValue): { from?: string; to?: string } {
  const [from, to] = text.split(' – ');
  return { from: value.from ?? from, to: value.to ?? to };
}
