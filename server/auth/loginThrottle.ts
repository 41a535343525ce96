import { AttemptLimiter } from './attemptLimiter';

/**
 * Login throttling (SECURITY.md). Per account: after 5 consecutive failures the account is locked
 * for 15 minutes (8004), a lock that only time or maintenance lifts, so nobody can lock an
 * administrator out for good. Per client address: 20 failures within 15 minutes refuse further
 * attempts from that address (8044) until the window passes. One-time codes typed in settings
 * are limited to 5 wrong ones per operator and 15 minutes.
 *
 * Locks of existing accounts live in the app store (server/appstore/loginCounters.ts); names
 * without an account get the very same treatment here, in memory, so that a lock does not
 * reveal whether an account exists.
 */
export const LOGIN_POLICY = {
  accountMaxFailures: 5,
  accountLockMs: 15 * 60_000,
  addressMaxFailures: 20,
  addressWindowMs: 15 * 60_000,
  otpMaxFailures: 5,
} as const;

const MAX_UNKNOWN = 50_000;

export class LoginThrottle {
  readonly addresses = new AttemptLimiter(LOGIN_POLICY.addressMaxFailures, LOGIN_POLICY.addressWindowMs);
  readonly otpGuesses = new AttemptLimiter(LOGIN_POLICY.otpMaxFailures, LOGIN_POLICY.addressWindowMs);
  private readonly unknownAccounts = new Map<string, { count: number; lockedUntil?: number }>();

  addressBlocked(address: string, nowMs: number): boolean {
    return this.addresses.blocked(address, nowMs);
  }

  recordAddressFailure(address: string, nowMs: number): void {
    this.addresses.fail(address, nowMs);
  }

  unknownAccountLocked(account: string, nowMs: number): boolean {
    const lockedUntil = this.unknownAccounts.get(account)?.lockedUntil;
    return lockedUntil !== undefined && lockedUntil > nowMs;
  }

  /** Mirrors recordAccountFailure of the store (consecutive failures, then a lock) for a name without an account. */
  recordUnknownAccountFailure(account: string, nowMs: number): void {
    const old = this.unknownAccounts.get(account);
    const entry = old && !(old.lockedUntil !== undefined && old.lockedUntil <= nowMs) ? old : { count: 0 };
    entry.count += 1;
    if (entry.count >= LOGIN_POLICY.accountMaxFailures) {
      entry.count = 0;
      entry.lockedUntil = nowMs + LOGIN_POLICY.accountLockMs;
    }
    this.unknownAccounts.delete(account);
    this.unknownAccounts.set(account, entry);
    // oldest first in a Map: forget the least recently failed names beyond the bound
    while (this.unknownAccounts.size > MAX_UNKNOWN) this.unknownAccounts.delete(this.unknownAccounts.keys().next().value as string);
  }
}
