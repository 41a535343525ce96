import { useEffect, useRef } from 'react';
import type { CheckState } from './permissionTreeState';

export interface TriStateCheckboxProps {
  id: string;
  state: CheckState;
  label: string;
  disabled?: boolean;
  onToggle: () => void;
}

/** A native checkbox (Space toggles it) that can show the mixed state of a partly granted menu group. */
export function TriStateCheckbox({ id, state, label, disabled, onToggle }: TriStateCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => { if (ref.current) ref.current.indeterminate = state === 'mixed'; }, [state]);
  return (
    <label className="mnt-check" htmlFor={id}>
      <input ref={ref} id={id} type="checkbox" checked={state === 'checked'} aria-checked={state === 'mixed' ? 'mixed' : state === 'checked'}
        disabled={disabled} onChange={onToggle} />
      <span>{label}</span>
    </label>
  );
}
