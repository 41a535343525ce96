import { describe, expect, it } from 'vitest';
import { loginFailureFor } from '../../../../src/pages/login/loginFailureKey';
import { canUsePasskeys } from '../../../../src/pages/login/passkeySupport';

describe('loginFailureFor', () => {
  it('reads a refused one-time code as an OTP failure', () => {
    expect(loginFailureFor('password', { kind: 'failed', key: 'errors.status.8005' }, true).key).toBe('login.otpFailed');
    expect(loginFailureFor('password', { kind: 'failed', key: 'errors.status.8005' }, false).key).toBe('errors.status.8005');
  });
  it('names what failed for status 0 of a quick login or a passkey', () => {
    expect(loginFailureFor('quick', { kind: 'failed', key: 'errors.status.0' }, false).key).toBe('login.quickLoginInvalid');
    expect(loginFailureFor('passkey', { kind: 'failed', key: 'errors.status.0' }, false).key).toBe('login.passkeyFailed');
  });
  it('tells a disabled operator from a locked one', () => {
    const disabled = { kind: 'failed', key: 'errors.status.8004', fallback: 'Operator has been disabled, please contact the administrator' } as const;
    expect(loginFailureFor('password', disabled, false).key).toBe('login.operatorDisabled');
    expect(loginFailureFor('passkey', disabled, false).key).toBe('login.operatorDisabled');
    expect(loginFailureFor('password', { kind: 'failed', key: 'errors.status.8004', fallback: 'Operator has been locked' }, false).key).toBe('errors.status.8004');
  });
});

describe('canUsePasskeys', () => {
  it('needs WebAuthn and a host name, not an IP address', () => {
    expect(canUsePasskeys('localhost', true)).toBe(true);
    expect(canUsePasskeys('console.example.com', true)).toBe(true);
    expect(canUsePasskeys('127.0.0.1', true)).toBe(false);
    expect(canUsePasskeys('[::1]', true)).toBe(false);
    expect(canUsePasskeys('localhost', false)).toBe(false);
  });
});
