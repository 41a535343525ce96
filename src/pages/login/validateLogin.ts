/** Spec §5 login validation; values are i18n keys of the messages. */
export interface LoginErrors {
  account?: 'login.accountRequired';
  password?: 'login.passwordRequired';
}

export function validateLogin(values: { account: string; password: string }): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.account.trim()) errors.account = 'login.accountRequired';
  if (!values.password) errors.password = 'login.passwordRequired';
  return errors;
}

export const OTP_LENGTH = 6;

/** Spec §5: the one-time code is exactly 6 digits. */
export function validateOtp(code: string): 'login.otpDigits' | null {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code) ? null : 'login.otpDigits';
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}
