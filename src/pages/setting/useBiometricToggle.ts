import { startRegistration } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDialog } from '../../state/dialogActions';
import { browserCanUsePasskeys, isPasskeyCancel } from '../login/passkeySupport';
import { settingsApi } from './settingsApi';
import { settingsErrorText } from './settingsErrorText';

/**
 * The biometric-login switch: on while the operator has a passkey. Turning it on asks for the
 * password, then registers a passkey of this device; turning it off removes every passkey.
 */
export function useBiometricToggle() {
  const { t } = useTranslation();
  const supported = browserCanUsePasskeys();
  const [on, setOn] = useState(false);
  const [prompting, setPrompting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    let live = true;
    settingsApi.passkeys().then(({ enabled }) => { if (live) setOn(enabled); }, () => undefined);
    return () => { live = false; };
  }, []);

  async function enable(password: string) {
    setBusy(true);
    let options;
    try {
      options = (await settingsApi.passkeyOptions(password)).options;
    } catch (e) {
      setError(settingsErrorText(t, e, 'settings.actionFailed'));
      setBusy(false);
      return;
    }
    setPrompting(false);
    try {
      await settingsApi.registerPasskey(await startRegistration({ optionsJSON: options }));
      setOn(true);
      showDialog('success', t('settings.biometricUpdated'));
    } catch (e) {
      showDialog('error', isPasskeyCancel(e) ? t('settings.passkeyCancelled') : settingsErrorText(t, e, 'settings.passkeyFailed'));
    } finally {
      setBusy(false);
    }
  }

  async function disable() {
    setBusy(true);
    try {
      await settingsApi.clearPasskeys();
      setOn(false);
      showDialog('success', t('settings.biometricUpdated'));
    } catch (e) {
      showDialog('error', settingsErrorText(t, e, 'settings.actionFailed'));
    } finally {
      setBusy(false);
    }
  }

  const toggle = (next: boolean) => {
    setError(undefined);
    if (next) setPrompting(true);
    else void disable();
  };
  return { supported, on, prompting, busy, error, toggle, enable, cancel: () => setPrompting(false) };
}
