import { Status } from '../../src/engine/status';
import type { AppStore } from '../appstore/appStore';
import { getOperator } from '../appstore/operators';
import { findQuickLogin, replaceQuickLogin, takeQuickLogin } from '../appstore/quickLogins';
import { type LoginOutcome, completeLogin } from './login';
import type { LoginThrottle } from './loginThrottle';
import { hashToken, newSessionToken } from './sessionTokens';

/** A quick-login token lasts 30 days from its issue; every use replaces it with a fresh one. */
export const QUICK_LOGIN_MS = 30 * 24 * 60 * 60_000;
export const QUICK_LOGIN_INVALID = 'Quick login is no longer valid, please sign in with your password';

export interface QuickLoginGrant { token: string; expiresMs: number }

/** A new token for the operator on that browser (the device id is the browser's own random id). */
export async function issueQuickLogin(store: AppStore, operatorID: number, deviceId: string, nowMs: number): Promise<QuickLoginGrant> {
  const token = newSessionToken();
  const expiresMs = nowMs + QUICK_LOGIN_MS;
  await replaceQuickLogin(store, { tokenHash: hashToken(token), operatorID, deviceHash: hashToken(deviceId), createdMs: nowMs, expiresMs });
  return { token, expiresMs };
}

export type QuickLoginOutcome = LoginOutcome & { next?: QuickLoginGrant };

/**
 * Exchanges a quick-login token for a session. The token stands in for the password only: an
 * operator with OTP on still gives its code (see docs/SECURITY-DECISIONS.md). The token is used
 * up at the session's start and a new one returned, so a copied token works once at most and
 * its use shows (the owner's copy stops working).
 */
export async function exchangeQuickLogin(store: AppStore, throttle: LoginThrottle,
  input: { deviceId: string; token: string; otp?: string; clientAddr: string }, nowMs: number): Promise<QuickLoginOutcome> {
  if (throttle.addressBlocked(input.clientAddr, nowMs)) {
    return { kind: 'refused', status: Status.INCORRECT_PASSWORD_LIMIT_EXCEEDED, reason: 'address_throttled' };
  }
  const tokenHash = hashToken(input.token);
  const deviceHash = hashToken(input.deviceId);
  const grant = await findQuickLogin(store, tokenHash, deviceHash);
  const operator = grant && grant.expiresMs > nowMs ? await getOperator(store, grant.operatorID) : undefined;
  const invalid: QuickLoginOutcome = { kind: 'refused', status: Status.FAIL, message: QUICK_LOGIN_INVALID, reason: 'quick_login_invalid' };
  if (!grant || !operator) {
    throttle.recordAddressFailure(input.clientAddr, nowMs);
    return { ...invalid, operatorID: grant?.operatorID };
  }
  if (operator.lockedUntilMs !== null && operator.lockedUntilMs > nowMs) {
    return { kind: 'refused', status: Status.USER_LOCKED, reason: 'locked', operatorID: operator.operatorID };
  }
  const outcome = await completeLogin(store, throttle, operator, {
    otp: input.otp, clientAddr: input.clientAddr, beforeSession: async () => Boolean(await takeQuickLogin(store, tokenHash, deviceHash)),
  }, nowMs);
  if (outcome.kind !== 'session') return outcome.kind === 'refused' && outcome.reason === 'raced' ? { ...invalid, operatorID: operator.operatorID } : outcome;
  return { ...outcome, next: await issueQuickLogin(store, operator.operatorID, input.deviceId, nowMs) };
}
