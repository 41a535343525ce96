import { OPERATOR_DISABLED_MESSAGE, Status } from '../../src/engine/status';
import type { AppStore } from '../appstore/appStore';
import { clearAccountFailures, recordAccountFailure, recordUnknownAccountFailure, unknownAccountLockedUntil } from '../appstore/loginCounters';
import { getGroup } from '../appstore/groups';
import { isAdministrator, MAINTENANCE_LOCK_MS } from '../appstore/operatorMaintenance';
import { type OperatorRecord, findOperatorByAccount, getOperator, normalizeAccount } from '../appstore/operators';
import { LOGIN_POLICY, type LoginThrottle } from './loginThrottle';
import { verifyDummy, verifyPassword } from './passwords';
import { startSession } from './sessions';
import { consumeOtpStep, matchTotp } from './totp';

export interface LoginInput { operatorAC: string; password: string; otp?: string; clientAddr: string }

export type LoginOutcome =
  | { kind: 'session'; operator: OperatorRecord; token: string; expiresMs: number }
  | { kind: 'otpRequired'; operator: OperatorRecord }
  | { kind: 'refused'; status: number; message?: string; reason: string; operatorID?: number };

const ACCOUNT_POLICY = { maxFailures: LOGIN_POLICY.accountMaxFailures, lockMs: LOGIN_POLICY.accountLockMs };
const BAD_PASSWORD = { status: Status.INCORRECT_PASSWORD } as const;

/**
 * The login decision (see docs/SECURITY-DECISIONS.md). An unknown account and a wrong password
 * get the same status, message and argon2 cost; locks apply to both alike.
 *
 * An address over its failure limit answers 8044 — after the same reads and the same argon2
 * verification as any login, and counting a failure like any login, so neither its answer nor its
 * time tells accounts, administrators or passwords apart. One exception: an administrator giving
 * its right password (and its one-time code when OTP is on) is let in, so others' failures from a
 * shared address cannot keep the administrator out; its own wrong passwords count as anyone's.
 */
export function attemptLogin(store: AppStore, throttle: LoginThrottle, input: LoginInput, nowMs: number): Promise<LoginOutcome> {
  const account = normalizeAccount(input.operatorAC);
  // one decision at a time per address and per name: a parallel burst is counted as a sequence
  return throttle.inTurn(input.clientAddr, account, () => decideLogin(store, throttle, input, account, nowMs));
}

async function decideLogin(store: AppStore, throttle: LoginThrottle, input: LoginInput, account: string, nowMs: number): Promise<LoginOutcome> {
  const addressBlocked = throttle.addressBlocked(input.clientAddr, nowMs);
  const throttled = (operatorID?: number): LoginOutcome =>
    ({ kind: 'refused', status: Status.INCORRECT_PASSWORD_LIMIT_EXCEEDED, reason: 'address_throttled', operatorID });
  // Both paths make the same reads, the same argon2 verification and the same kind of store
  // write, so neither the answer nor its time tells whether the account exists.
  const operator = await findOperatorByAccount(store, account);
  const nameLockedUntil = await unknownAccountLockedUntil(store, account);
  if (!operator) {
    if (nameLockedUntil !== null && nameLockedUntil > nowMs) return addressBlocked ? throttled() : { kind: 'refused', status: Status.USER_LOCKED, reason: 'locked' };
    await verifyDummy(input.password);
    throttle.recordAddressFailure(input.clientAddr, nowMs);
    await recordUnknownAccountFailure(store, account, nowMs, ACCOUNT_POLICY);
    return addressBlocked ? throttled() : { kind: 'refused', ...BAD_PASSWORD, reason: 'unknown_account' };
  }
  const refuse = (reason: string, status: number = Status.INCORRECT_PASSWORD, message?: string): LoginOutcome =>
    ({ kind: 'refused', status, message, reason, operatorID: operator.operatorID });

  // A lock by maintenance is told only to whoever gives the right password (as a disabled
  // account is): to a wrong one the account answers as an unknown name would, and its failures
  // are counted by name as an unknown name's are, so the maintenance lock is never overwritten
  // by a 15-minute one.
  const maintenanceLocked = (operator.lockedUntilMs ?? 0) >= MAINTENANCE_LOCK_MS;
  const lockedUntil = Math.max(maintenanceLocked ? 0 : operator.lockedUntilMs ?? 0, nameLockedUntil ?? 0);
  if (lockedUntil > nowMs) return addressBlocked ? throttled(operator.operatorID) : refuse('locked', Status.USER_LOCKED);
  if (!(await verifyPassword(operator.passwordHash, input.password))) {
    if (maintenanceLocked) {
      throttle.recordAddressFailure(input.clientAddr, nowMs);
      await recordUnknownAccountFailure(store, account, nowMs, ACCOUNT_POLICY);
    } else {
      await fail(store, throttle, operator, input.clientAddr, nowMs);
    }
    return addressBlocked ? throttled(operator.operatorID) : refuse('bad_password');
  }
  if (maintenanceLocked) return addressBlocked ? throttled(operator.operatorID) : refuse('locked', Status.USER_LOCKED);
  if (addressBlocked && !(await administrator(store, operator))) return throttled(operator.operatorID);
  return completeLogin(store, throttle, operator, { otp: input.otp, clientAddr: input.clientAddr }, nowMs);
}

/** An active operator, not locked by maintenance, of a group holding operator maintenance (item 1). */
async function administrator(store: AppStore, operator: OperatorRecord): Promise<boolean> {
  const group = await getGroup(store, operator.groupID);
  return isAdministrator(operator, group?.items ?? []);
}

/**
 * What follows a proven first factor (password, quick-login token, passkey): the disabled check,
 * the one-time code when OTP is on (unless the factor already holds two, as a verified passkey
 * does), then a fresh session. Only someone past the first factor learns that an account is disabled.
 */
export async function completeLogin(store: AppStore, throttle: LoginThrottle, operator: OperatorRecord,
  input: { otp?: string; clientAddr: string; skipOtp?: boolean; beforeSession?: () => Promise<boolean> }, nowMs: number): Promise<LoginOutcome> {
  const refuse = (reason: string, status: number = Status.INCORRECT_PASSWORD, message?: string): LoginOutcome =>
    ({ kind: 'refused', status, message, reason, operatorID: operator.operatorID });
  if (operator.status !== 'active') return refuse('disabled', Status.USER_LOCKED, OPERATOR_DISABLED_MESSAGE);

  if (operator.otpEnabled && operator.otpSecret && !input.skipOtp) {
    if (!input.otp) return { kind: 'otpRequired', operator };
    const step = await matchTotp(operator.otpSecret, input.otp, nowMs, operator.otpLastStep);
    if (step === null || !(await consumeOtpStep(store, operator.operatorID, step))) {
      await fail(store, throttle, operator, input.clientAddr, nowMs);
      return refuse('otp_failed', Status.INCORRECT_PASSWORD, 'OTP verification failed');
    }
  }
  // A single-use first factor (a quick-login token) is taken here; losing a race refuses.
  if (input.beforeSession && !(await input.beforeSession())) return refuse('raced');
  await clearAccountFailures(store, operator.operatorID);
  const { token, expiresMs } = await startSession(store, operator.operatorID, nowMs, input.clientAddr);
  return { kind: 'session', operator: (await getOperator(store, operator.operatorID)) ?? operator, token, expiresMs };
}

async function fail(store: AppStore, throttle: LoginThrottle, operator: OperatorRecord, clientAddr: string, nowMs: number) {
  throttle.recordAddressFailure(clientAddr, nowMs);
  await recordAccountFailure(store, operator.operatorID, nowMs, ACCOUNT_POLICY);
}
