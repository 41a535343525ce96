import { useTranslation } from 'react-i18next';

export interface CurrencyPickerProps {
  value: string;
  choices: readonly string[];
  onChange: (currency: string) => void;
  id?: string;
}

/** Chooses the currency amounts are displayed in. */
export function CurrencyPicker({ value, choices, onChange, id = 'toolbar-currency' }: CurrencyPickerProps) {
  const { t } = useTranslation();
  return (
    <label className="picker" htmlFor={id}>
      <span className="sr-only">{t('common.currency')}</span>
      <select id={id} className="select select-compact" value={value} onChange={(e) => onChange(e.target.value)}>
        {choices.map((code) => <option key={code} value={code}>{code}</option>)}
      </select>
    </label>
  );
}
