import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH, validateOtp } from '../login/validateLogin';
import { formatSecret } from './formatSecret';
import type { OtpSetup } from './settingsApi';

export interface OtpSetupPanelProps {
  setup: Pick<OtpSetup, 'qrCode' | 'secret'>;
  busy: boolean;
  onVerify: (code: string) => void;
  onCancel: () => void;
}

/** Step two of OTP setup: the QR code to scan (and its key for those who cannot), then the 6-digit code. */
export function OtpSetupPanel({ setup, busy, onVerify, onCancel }: OtpSetupPanelProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateOtp(code);
    setError(found);
    if (!found) onVerify(code);
  }

  return (
    <form className="otp-setup" onSubmit={submit} noValidate aria-labelledby="otp-setup-title">
      <h3 id="otp-setup-title">{t('settings.otpSetupTitle')}</h3>
      <p className="settings-hint">{t('settings.otpScan')}</p>
      <div className="otp-setup-body">
        <img className="otp-qr" src={setup.qrCode} alt={t('settings.otpQrAlt')} width={180} height={180} />
        <div className="otp-setup-side">
          <p className="otp-key-label">{t('settings.otpKeyLabel')}</p>
          <code className="otp-key" data-testid="otp-key">{formatSecret(setup.secret)}</code>
          <div className="field">
            <label htmlFor="settings-otp-code">{t('settings.otpCode')}</label>
            <input id="settings-otp-code" className="input otp-code-input" inputMode="numeric" autoComplete="one-time-code" maxLength={OTP_LENGTH}
              value={code} placeholder="000000" aria-invalid={Boolean(error)} aria-describedby="settings-otp-code-error"
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))} />
            <div id="settings-otp-code-error" className="field-error" role={error ? 'alert' : undefined}>{error && t(error)}</div>
          </div>
          <div className="prompt-actions">
            <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>{t('settings.cancel')}</button>
            <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? t('settings.working') : t('settings.otpVerify')}</button>
          </div>
        </div>
      </div>
    </form>
  );
}
