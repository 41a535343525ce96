import { OPERATOR_DISABLED_MESSAGE } from '../../engine/status';
import type { LoginOutcome } from './loginOutcome';

export type LoginMethod = 'password' | 'quick' | 'passkey';
type Failure = Extract<LoginOutcome, { kind: 'failed' }>;

/**
 * The text of a failed login for the way it was tried: a refused one-time code reads 'OTP
 * verification failed' (not the password text of 8005), and status 0 of a quick login or a
 * passkey says what went wrong with it; 8004 of a disabled operator says it is disabled, not locked.
 */
export function loginFailureFor(method: LoginMethod, failure: Failure, sentOtp: boolean): Failure {
  if (failure.key === 'errors.status.8004' && failure.fallback === OPERATOR_DISABLED_MESSAGE) return { ...failure, key: 'login.operatorDisabled' };
  if (sentOtp && failure.key === 'errors.status.8005') return { ...failure, key: 'login.otpFailed' };
  if (failure.key === 'errors.status.0' && method === 'quick') return { ...failure, key: 'login.quickLoginInvalid' };
  if (failure.key === 'errors.status.0' && method === 'passkey') return { ...failure, key: 'login.passkeyFailed' };
  return failure;
}
