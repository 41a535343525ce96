import { AttemptLimiter } from './attemptLimiter';
import { KeyedQueue } from './keyedQueue';

/**
 * Login throttling (SECURITY.md). Per account: after 5 consecutive failures the account is locked
 * for 15 minutes (8004), a lock that only time or maintenance lifts, so nobody can lock an
 * administrator out for good. Per client address: 20 failures within 15 minutes refuse further
 * attempts from that address (8044) until the window passes. One-time codes typed in settings
 * are limited to 5 wrong ones per operator and 15 minutes.
 *
 * Failures and locks per account name live in the app store (server/appstore/loginCounters.ts),
 * for names without an account too (table login_failure, the same kind of write), so that
 * neither a lock nor the time of an answer reveals whether an account exists. Addresses and
 * one-time codes are counted here, in memory.
 *
 * Attempts are decided one at a time per client address and per account name (`inTurn`): a
 * failure is recorded before the next attempt on the same address or name reads the counts, so a
 * burst of parallel requests gets no more guesses than the same requests one after another (the
 * checks come before argon2's 50 ms, the failure after it). Always the address first, then the
 * name, so two attempts can never wait on each other.
 */
export const LOGIN_POLICY = {
  accountMaxFailures: 5,
  accountLockMs: 15 * 60_000,
  addressMaxFailures: 20,
  addressWindowMs: 15 * 60_000,
  otpMaxFailures: 5,
} as const;

export class LoginThrottle {
  readonly addresses = new AttemptLimiter(LOGIN_POLICY.addressMaxFailures, LOGIN_POLICY.addressWindowMs);
  readonly otpGuesses = new AttemptLimiter(LOGIN_POLICY.otpMaxFailures, LOGIN_POLICY.addressWindowMs);
  private readonly turns = new KeyedQueue();

  /** Runs a login decision after every earlier one from the same address and for the same account name. */
  inTurn<T>(address: string, account: string, decide: () => Promise<T>): Promise<T> {
    return this.turns.run(`address:${address}`, () => this.turns.run(`account:${account}`, decide));
  }

  addressBlocked(address: string, nowMs: number): boolean {
    return this.addresses.blocked(address, nowMs);
  }

  recordAddressFailure(address: string, nowMs: number): void {
    this.addresses.fail(address, nowMs);
  }
}
