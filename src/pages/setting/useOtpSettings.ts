import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDialog } from '../../state/dialogActions';
import { sessionStore } from '../../state/sessionStore';
import { settingsApi, type OtpSetup } from './settingsApi';
import { settingsErrorText } from './settingsErrorText';

export type OtpPhase = 'idle' | 'setup' | 'closing';

function markOtp(on: boolean): void {
  if (sessionStore.operator) sessionStore.operator.otpEnabled = on;
}

/** OTP setup (start, verify) and closing (with the password), with the spec §4 and §8 texts. */
export function useOtpSettings(operatorID: number | null) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<OtpPhase>('idle');
  const [setup, setSetup] = useState<OtpSetup | null>(null);
  const [busy, setBusy] = useState(false);
  const [closeError, setCloseError] = useState<string | undefined>();

  async function run(work: () => Promise<void>, onError: (error: unknown) => void) {
    setBusy(true);
    try { await work(); } catch (error) { onError(error); } finally { setBusy(false); }
  }

  const start = () => operatorID !== null && run(async () => {
    setSetup(await settingsApi.startOtp(operatorID));
    setPhase('setup');
  }, (e) => showDialog('error', settingsErrorText(t, e, 'settings.otpSetupFailed')));

  const verify = (code: string) => operatorID !== null && run(async () => {
    await settingsApi.verifyOtp(operatorID, code);
    markOtp(true);
    setSetup(null);
    setPhase('idle');
    showDialog('success', t('settings.otpActivated'));
  }, (e) => showDialog('error', settingsErrorText(t, e, 'settings.otpVerifyFailed')));

  const close = (password: string) => operatorID !== null && run(async () => {
    await settingsApi.closeOtp(operatorID, password);
    markOtp(false);
    setPhase('idle');
    setCloseError(undefined);
    showDialog('success', t('settings.otpClosed'));
  }, (e) => {
    // a mistyped password says so ('your password is incorrect'); other failures keep the spec's text
    const text = settingsErrorText(t, e, 'settings.otpCloseFailed');
    setCloseError(text);
    showDialog('error', text);
  });

  const askClose = () => { setCloseError(undefined); setPhase('closing'); };
  const cancel = () => { setPhase('idle'); setSetup(null); setCloseError(undefined); };
  return { phase, setup, busy, closeError, start, verify, close, askClose, cancel };
}
