import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDialog } from '../../state/dialogActions';
import { settingsApi } from './settingsApi';
import { settingsErrorText } from './settingsErrorText';
import type { PasswordChange } from './validatePasswordChange';

/**
 * Sends a password change. The server ends the operator's other sessions and answers a new
 * token for this one, which the API client stores like any rotated token.
 */
export function usePasswordChange() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function submit(values: PasswordChange): Promise<boolean> {
    setBusy(true);
    try {
      await settingsApi.changePassword(values);
      showDialog('success', t('settings.passwordUpdated'));
      return true;
    } catch (e) {
      showDialog('error', settingsErrorText(t, e, 'settings.actionFailed'));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, submit };
}
