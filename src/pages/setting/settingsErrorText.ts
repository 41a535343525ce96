import type { TFunction } from 'i18next';
import { isApiError } from '../../api/ApiError';

/** Server texts of the settings calls that have a translation (docs/API.md). */
const KNOWN_MESSAGES: Record<string, string> = {
  'your password is incorrect': 'settings.passwordIncorrect',
  'New password and confirmation password do not match': 'settings.mismatch',
  'This password is too common, please choose another': 'settings.passwordCommon',
  'The new password must differ from the current one': 'settings.passwordSame',
  'Password must be at least 8 characters': 'settings.passwordTooShort',
  'OTP verification failed': 'settings.otpVerifyFailed',
  'Passkey registration failed': 'settings.passkeyFailed',
};

/**
 * What a failed settings call shows, in the operator's language: a known server text, the text
 * of a catalogue status (locked, too many attempts), the network text, else the action's own
 * failure text (spec §8, e.g. 'OTP verification failed').
 */
export function settingsErrorText(t: TFunction, error: unknown, fallbackKey: string): string {
  if (!isApiError(error)) return t(fallbackKey);
  if (error.kind === 'network') return t('errors.network');
  const known = KNOWN_MESSAGES[error.message];
  if (known) return t(known);
  if (error.status !== undefined && error.status >= 8000 && error.status < 9000) {
    return t(`errors.status.${error.status}`, { defaultValue: error.message });
  }
  return t(fallbackKey);
}
