import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shell/icons';
import { OTP_LENGTH, validateOtp } from './validateLogin';

export interface OtpFormProps {
  busy: boolean;
  errorText?: string;
  onSubmit: (code: string) => void;
  onBack: () => void;
}

/** The second step: the 6-digit code of the operator's authenticator app. */
export function OtpForm({ busy, errorText, onSubmit, onBack }: OtpFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateOtp(code);
    setError(found);
    if (!found) onSubmit(code);
  }

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <p className="login-hint"><Icon name="lock" size={18} /> {t('login.otpHint')}</p>
      <div className="field">
        <label htmlFor="login-otp">{t('login.otp')}</label>
        <input id="login-otp" name="otp" className="input otp-input" inputMode="numeric" autoComplete="one-time-code"
          maxLength={OTP_LENGTH} autoFocus value={code} aria-invalid={Boolean(error)} aria-describedby="login-otp-error"
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))} placeholder="000000" />
        <div id="login-otp-error" className="field-error">{error && t(error)}</div>
      </div>
      {errorText && <div className="form-error" role="alert"><Icon name="alert" size={18} /> <span>{errorText}</span></div>}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? t('login.verifying') : t('login.verify')}
      </button>
      <button type="button" className="btn btn-ghost btn-block" onClick={onBack}>{t('login.back')}</button>
    </form>
  );
}
