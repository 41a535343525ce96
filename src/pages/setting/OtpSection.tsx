import { useTranslation } from 'react-i18next';
import { OtpSetupPanel } from './OtpSetupPanel';
import { PasswordPrompt } from './PasswordPrompt';
import { SettingRow } from './SettingRow';
import { useOtpSettings } from './useOtpSettings';

/** The one-time-password row: its state, Set up (QR code, code, Verify) when off, Close when on. */
export function OtpSection({ operatorID, otpEnabled }: { operatorID: number | null; otpEnabled: boolean }) {
  const { t } = useTranslation();
  const otp = useOtpSettings(operatorID);
  return (
    <div className="setting-block">
      <SettingRow label={t('settings.otp')} hint={t('settings.otpHint')}>
        <span className="badge" data-on={otpEnabled}>{t(otpEnabled ? 'settings.on' : 'settings.off')}</span>
        {otp.phase === 'idle' && (otpEnabled
          ? <button type="button" className="btn btn-sm" onClick={otp.askClose}>{t('settings.otpClose')}</button>
          : <button type="button" className="btn btn-sm btn-primary" onClick={() => void otp.start()} disabled={otp.busy}>{t('settings.otpSetup')}</button>)}
      </SettingRow>
      {otp.phase === 'setup' && otp.setup && (
        <OtpSetupPanel setup={otp.setup} busy={otp.busy} onVerify={(code) => void otp.verify(code)} onCancel={otp.cancel} />
      )}
      {otp.phase === 'closing' && (
        <PasswordPrompt id="settings-otp-close-password" busy={otp.busy} title={t('settings.otpCloseTitle')} errorText={otp.closeError}
          onConfirm={(password) => void otp.close(password)} onCancel={otp.cancel} />
      )}
    </div>
  );
}
