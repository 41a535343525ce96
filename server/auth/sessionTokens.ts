import { createHash, randomBytes } from 'node:crypto';

/** Idle and absolute session limits (SECURITY.md). */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** last_seen is written at most this often: idle time is measured to the minute, not per call. */
export const SESSION_TOUCH_MS = 60_000;

/** 256 bits from the CSPRNG, base64url: what the client holds. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the store keeps: a leaked store does not yield usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/.exec(header ?? '');
  return match?.[1];
}
