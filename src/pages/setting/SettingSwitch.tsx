export interface SettingSwitchProps {
  id: string;
  label: string;
  on: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}

/** An on/off switch (role switch) for a setting row. */
export function SettingSwitch({ id, label, on, disabled, onChange }: SettingSwitchProps) {
  return (
    <button id={id} type="button" role="switch" className="switch" aria-checked={on} aria-label={label} disabled={disabled}
      onClick={() => onChange(!on)}>
      <span className="switch-knob" aria-hidden="true" />
    </button>
  );
}
