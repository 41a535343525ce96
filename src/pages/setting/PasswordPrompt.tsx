import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldErrorText } from './FieldErrorText';
import { validateRequired, type FieldError } from './validatePasswordChange';

export interface PasswordPromptProps {
  id: string;
  busy: boolean;
  /** What the password confirms, e.g. 'Close the one-time password'. */
  title: string;
  /** The server's refusal, shown under the field. */
  errorText?: string;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}

/** The current password asked again before a sensitive change (closing OTP, quick login, a new passkey). */
export function PasswordPrompt({ id, busy, title, errorText, onConfirm, onCancel }: PasswordPromptProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<FieldError | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateRequired(password);
    setError(found);
    if (!found) onConfirm(password);
  }

  return (
    <form className="password-prompt" onSubmit={submit} noValidate>
      <p className="prompt-title">{title}</p>
      <div className="field">
        <label htmlFor={id}>{t('settings.confirmWithPassword')}</label>
        <input id={id} type="password" className="input" autoComplete="current-password" autoFocus value={password}
          aria-invalid={Boolean(error || errorText)} aria-describedby={`${id}-error`} onChange={(e) => setPassword(e.target.value)} />
        <FieldErrorText id={`${id}-error`} error={error} serverText={errorText} />
      </div>
      <div className="prompt-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>{t('settings.cancel')}</button>
        <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? t('settings.working') : t('settings.confirm')}</button>
      </div>
    </form>
  );
}
