import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldErrorText } from './FieldErrorText';
import { validatePasswordChange, type PasswordChange, type PasswordErrors } from './validatePasswordChange';

export interface PasswordCardProps {
  busy: boolean;
  /** Called with valid values; resolves true when the password was changed (the form then empties). */
  onSubmit: (values: PasswordChange) => Promise<boolean>;
}

const EMPTY: PasswordChange = { oldPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = [
  { name: 'oldPassword', label: 'settings.currentPassword', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'settings.newPassword', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'settings.confirmPassword', autoComplete: 'new-password' },
] as const;

/** Current, new and confirmation password with the spec §5 messages. */
export function PasswordCard({ busy, onSubmit }: PasswordCardProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await onSubmit(values)) setValues(EMPTY);
  }

  return (
    <section className="card settings-card" aria-labelledby="settings-password">
      <h2 id="settings-password">{t('settings.changePassword')}</h2>
      <form className="settings-form" onSubmit={(e) => void submit(e)} noValidate>
        {FIELDS.map((f) => (
          <div className="field" key={f.name}>
            <label htmlFor={`settings-${f.name}`}>{t(f.label)}</label>
            <input id={`settings-${f.name}`} type="password" className="input" autoComplete={f.autoComplete} value={values[f.name]}
              aria-invalid={Boolean(errors[f.name])} aria-describedby={`settings-${f.name}-error`}
              onChange={(e) => setValues({ ...values, [f.name]: e.target.value })} />
            <FieldErrorText id={`settings-${f.name}-error`} error={errors[f.name]} />
          </div>
        ))}
        <p className="settings-hint">{t('settings.passwordRule')}</p>
        <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? t('settings.working') : t('settings.updatePassword')}</button>
      </form>
    </section>
  );
}
