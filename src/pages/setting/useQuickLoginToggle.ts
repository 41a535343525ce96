import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDialog } from '../../state/dialogActions';
import { deviceId, forgetQuickLogin, readQuickLogin, saveQuickLogin } from '../login/quickLoginStorage';
import { settingsApi } from './settingsApi';
import { settingsErrorText } from './settingsErrorText';

/**
 * The quick-login switch of this browser: on while this browser holds a live token of this
 * operator. Turning it on asks for the password; turning it off revokes the token on the server
 * and removes it from localStorage.
 */
export function useQuickLoginToggle(operatorAC: string) {
  const { t } = useTranslation();
  const [on, setOn] = useState(() => readQuickLogin(localStorage)?.operatorAC === operatorAC);
  const [prompting, setPrompting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    let live = true;
    settingsApi.quickLoginStatus(deviceId(localStorage)).then(({ enabled }) => {
      if (!live) return;
      const mine = readQuickLogin(localStorage)?.operatorAC === operatorAC;
      // A token the server revoked (new password, turned off elsewhere) leaves this browser too.
      if (mine && !enabled) forgetQuickLogin(localStorage);
      setOn(mine && enabled);
    }, () => undefined);
    return () => { live = false; };
  }, [operatorAC]);

  async function enable(password: string) {
    setBusy(true);
    try {
      const grant = await settingsApi.enableQuickLogin(deviceId(localStorage), password);
      saveQuickLogin(localStorage, { token: grant.token, operatorAC: grant.operatorAC, operatorName: grant.operatorName });
      setOn(true);
      setPrompting(false);
      showDialog('success', t('settings.quickLoginOpened'));
    } catch (e) {
      setError(settingsErrorText(t, e, 'settings.actionFailed'));
    } finally {
      setBusy(false);
    }
  }

  async function disable() {
    setBusy(true);
    try {
      await settingsApi.disableQuickLogin(deviceId(localStorage));
      forgetQuickLogin(localStorage);
      setOn(false);
      showDialog('success', t('settings.quickLoginClosed'));
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
  return { on, prompting, busy, error, toggle, enable, cancel: () => setPrompting(false) };
}
