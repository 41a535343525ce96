import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shell/icons';
import { hasErrors, validateLogin, type LoginErrors } from './validateLogin';

export interface LoginFormProps {
  busy: boolean;
  /** Server or network message to show above the button. */
  errorText?: string;
  onSubmit: (account: string, password: string) => void;
}

/** Account and password with the spec §5 messages. */
export function LoginForm({ busy, errorText, onSubmit }: LoginFormProps) {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateLogin({ account, password });
    setErrors(found);
    if (!hasErrors(found)) onSubmit(account, password);
  }

  return (
    <form className="login-form" onSubmit={submit} noValidate aria-describedby={errorText ? 'login-error' : undefined}>
      <div className="field">
        <label htmlFor="login-account">{t('login.account')}</label>
        <input id="login-account" name="account" className="input" autoComplete="username" autoFocus value={account}
          aria-invalid={Boolean(errors.account)} aria-describedby="login-account-error"
          onChange={(e) => setAccount(e.target.value)} placeholder={t('login.accountPlaceholder')} />
        <div id="login-account-error" className="field-error">{errors.account && t(errors.account)}</div>
      </div>
      <div className="field">
        <label htmlFor="login-password">{t('login.password')}</label>
        <input id="login-password" name="password" type="password" className="input" autoComplete="current-password"
          value={password} aria-invalid={Boolean(errors.password)} aria-describedby="login-password-error"
          onChange={(e) => setPassword(e.target.value)} placeholder={t('login.passwordPlaceholder')} />
        <div id="login-password-error" className="field-error">{errors.password && t(errors.password)}</div>
      </div>
      {errorText && (
        <div id="login-error" className="form-error" role="alert"><Icon name="alert" size={18} /> <span>{errorText}</span></div>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? t('login.signingIn') : t('login.submit')}
      </button>
    </form>
  );
}
