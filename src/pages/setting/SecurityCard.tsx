import { useTranslation } from 'react-i18next';
import { OtpSection } from './OtpSection';
import { ToggleSection } from './ToggleSection';
import { useBiometricToggle } from './useBiometricToggle';
import { useQuickLoginToggle } from './useQuickLoginToggle';

/** One-time password, quick login and biometric login of the operator. */
export function SecurityCard({ operatorID, operatorAC, otpEnabled }: { operatorID: number | null; operatorAC: string; otpEnabled: boolean }) {
  const { t } = useTranslation();
  const quick = useQuickLoginToggle(operatorAC);
  const biometric = useBiometricToggle();
  return (
    <section className="card settings-card settings-security" aria-labelledby="settings-security">
      <h2 id="settings-security">{t('settings.security')}</h2>
      <OtpSection operatorID={operatorID} otpEnabled={otpEnabled} />
      <ToggleSection id="settings-quick-login" label={t('settings.quickLogin')} hint={t('settings.quickLoginHint')}
        promptTitle={t('settings.quickLoginPrompt')} state={quick} />
      <ToggleSection id="settings-biometric" label={t('settings.biometric')}
        hint={biometric.supported ? t('settings.biometricHint') : t('settings.biometricUnavailable')}
        promptTitle={t('settings.biometricPrompt')} state={biometric} disabled={!biometric.supported && !biometric.on} />
    </section>
  );
}
