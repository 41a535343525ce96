import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: string;
  value: string;
  /** i18n key under maintenance.validation, when the value is refused. */
  error?: string;
  /** Said under the field while it is not refused (the rule it must meet). */
  hint?: string;
  onChange: (value: string) => void;
}

/** A labelled input with its validation message, or else its hint, underneath (spec §5 texts). */
export function TextField({ id, label, value, error, hint, onChange, ...rest }: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="input" value={value} aria-invalid={Boolean(error)} aria-describedby={`${id}-error`}
        onChange={(e) => onChange(e.target.value)} {...rest} />
      <div id={`${id}-error`} className={error || !hint ? 'field-error' : 'field-error field-hint'}>{error ? t(`maintenance.validation.${error}`) : hint ?? ''}</div>
    </div>
  );
}
