import { isApiError } from '../../api/ApiError';
import type { SessionInfo } from '../../api/contracts';
import { isOtpRequired } from '../../api/endpoints';
import type { Envelope } from '../../engine/status';

export type LoginOutcome =
  | { kind: 'signed-in'; info: SessionInfo }
  | { kind: 'otp-required' }
  /** `key` is an i18n key; `fallback` the server's message when the key has no text. */
  | { kind: 'failed'; key: string; fallback?: string };

/** Reads the login answer: a session, the one-time-code step, or a message to show. */
export function loginOutcome(envelope: Envelope<object>, hasToken: boolean): LoginOutcome {
  if (envelope.status === 1) {
    if (isOtpRequired(envelope.result)) return { kind: 'otp-required' };
    if (!hasToken) return { kind: 'failed', key: 'login.noToken' };
    return { kind: 'signed-in', info: envelope.result as unknown as SessionInfo };
  }
  return { kind: 'failed', key: `errors.status.${envelope.status}`, fallback: envelope.result?.message };
}

/** A rejected call as a message: the network text, or the error's own message. */
export function loginFailure(error: unknown): LoginOutcome {
  if (isApiError(error) && error.kind === 'network') return { kind: 'failed', key: 'errors.network' };
  if (isApiError(error) && error.status !== undefined) return { kind: 'failed', key: `errors.status.${error.status}`, fallback: error.message };
  return { kind: 'failed', key: 'login.failed', fallback: error instanceof Error ? error.message : undefined };
}
