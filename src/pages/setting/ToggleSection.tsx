import { PasswordPrompt } from './PasswordPrompt';
import { SettingRow } from './SettingRow';
import { SettingSwitch } from './SettingSwitch';

export interface ToggleState {
  on: boolean;
  prompting: boolean;
  busy: boolean;
  error?: string;
  toggle: (on: boolean) => void;
  enable: (password: string) => Promise<void>;
  cancel: () => void;
}

export interface ToggleSectionProps {
  id: string;
  label: string;
  hint: string;
  promptTitle: string;
  state: ToggleState;
  disabled?: boolean;
}

/** A setting switched on only after the password is given again (quick login, biometric login). */
export function ToggleSection({ id, label, hint, promptTitle, state, disabled }: ToggleSectionProps) {
  return (
    <div className="setting-block">
      <SettingRow label={label} hint={hint}>
        <SettingSwitch id={id} label={label} on={state.on || state.prompting} disabled={disabled || state.busy || state.prompting}
          onChange={state.toggle} />
      </SettingRow>
      {state.prompting && (
        <PasswordPrompt id={`${id}-password`} busy={state.busy} title={promptTitle} errorText={state.error}
          onConfirm={(password) => void state.enable(password)} onCancel={state.cancel} />
      )}
    </div>
  );
}
