import { describe, expect, it } from 'vitest';
import { hasErrors, validateLogin, validateOtp } from '../../../../src/pages/login/validateLogin';

describe('validateLogin', () => {
  it('requires the account and the password', () => {
    expect(validateLogin({ account: ' ', password: '' })).toEqual({ account: 'login.accountRequired', password: 'login.passwordRequired' });
    expect(hasErrors(validateLogin({ account: 'admin', password: 'x' }))).toBe(false);
  });
});

describe('validateOtp', () => {
  it('accepts exactly 6 digits', () => {
    expect(validateOtp('123456')).toBeNull();
    expect(validateOtp('12345')).toBe('login.otpDigits');
    expect(validateOtp('1234567')).toBe('login.otpDigits');
    expect(validateOtp('12a456')).toBe('login.otpDigits');
  });
});
