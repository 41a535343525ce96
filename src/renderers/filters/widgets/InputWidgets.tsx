import type { WidgetProps } from '@rjsf/utils';

/** Free text (a name or code to look for). */
export function TextWidget({ id, value, onChange, disabled, placeholder }: WidgetProps) {
  return <input id={id} className="input" type="text" maxLength={100} value={value ?? ''} placeholder={placeholder} disabled={disabled}
    onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)} />;
}

/** A number; an emptied box means no filter. */
export function NumberWidget({ id, value, onChange, disabled }: WidgetProps) {
  return <input id={id} className="input" type="number" value={value ?? ''} disabled={disabled}
    onChange={(e) => onChange(e.target.value === '' || Number.isNaN(e.target.valueAsNumber) ? undefined : e.target.valueAsNumber)} />;
}
