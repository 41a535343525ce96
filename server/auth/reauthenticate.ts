import { Status } from '../../src/engine/status';
import type { AppStore } from '../appstore/appStore';
import { recordAccountFailure } from '../appstore/loginCounters';
import type { OperatorRecord } from '../appstore/operators';
import { LOGIN_POLICY, type LoginThrottle } from './loginThrottle';
import { verifyPassword } from './passwords';

export type Reauthentication = { ok: true } | { ok: false; status: number; message: string };

/**
 * The current password asked again before a sensitive change (closing OTP, a new password).
 * Wrong answers count toward the account lock like failed logins, so a stolen session cannot
 * be used to guess the password.
 */
export async function reauthenticate(store: AppStore, throttle: LoginThrottle, operator: OperatorRecord, password: string,
  clientAddr: string, nowMs: number): Promise<Reauthentication> {
  if (operator.lockedUntilMs !== null && operator.lockedUntilMs > nowMs) {
    return { ok: false, status: Status.USER_LOCKED, message: 'Operator has been locked' };
  }
  if (throttle.addressBlocked(clientAddr, nowMs)) {
    return { ok: false, status: Status.INCORRECT_PASSWORD_LIMIT_EXCEEDED, message: 'Too many incorrect passwords, please try again later' };
  }
  if (await verifyPassword(operator.passwordHash, password)) return { ok: true };
  throttle.recordAddressFailure(clientAddr, nowMs);
  await recordAccountFailure(store, operator.operatorID, nowMs, { maxFailures: LOGIN_POLICY.accountMaxFailures, lockMs: LOGIN_POLICY.accountLockMs });
  return { ok: false, status: Status.INCORRECT_PASSWORD, message: 'your password is incorrect' };
}
