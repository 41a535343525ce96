import type { WidgetProps } from '@rjsf/utils';
import { pickerOptions } from '../../../engine/filters/pickerOptions';
import { useSessionLists } from '../useSessionLists';

/** One site of the session's site list (single-site reports). */
export function SiteWidget({ id, value, onChange, disabled }: WidgetProps) {
  const choices = pickerOptions('site', useSessionLists());
  return (
    <select id={id} className="select" value={value ?? ''} disabled={disabled}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}>
      {value === undefined && <option value="" />}
      {choices.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
    </select>
  );
}
