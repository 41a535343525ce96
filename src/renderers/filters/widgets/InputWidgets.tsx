import type { WidgetProps } from '@rjsf/utils';

/** Free text (a name or code to look for). */
export function TextWidget({ id, value, onChange, disabled, placeholder }: WidgetProps) {
  return <input id={id} className="input" type="text" maxLength={100} value={value ?? ''} placeholder={placeholder} disabled={disabled}
    onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)} />;
}

/** A number; an emptied box means no filter (a parameter's its default); a parameter's bounds are the box's (arrow keys step within them). */
export function NumberWidget({ id, value, onChange, disabled, schema }: WidgetProps) {
  // a story may render it with no schema
  const bounded = typeof schema?.minimum === 'number' && typeof schema.maximum === 'number' && schema.maximum - schema.minimum < Number.MAX_SAFE_INTEGER;
  return <input id={id} className="input" type="number" value={value ?? ''} disabled={disabled}
    {...(bounded ? { min: schema.minimum, max: schema.maximum } : {})} step={schema?.type === 'integer' ? 1 : 'any'}
    onChange={(e) => onChange(e.target.value === '' || Number.isNaN(e.target.valueAsNumber) ? undefined : e.target.valueAsNumber)} />;
}
