import { ApiError } from '../../api/ApiError';
import { apiPost } from '../../api/client';
import type { Envelope } from '../../engine/status';
import { sessionStore } from '../../state/sessionStore';
import { joinPin, type IndexPin } from './pinRules';

export const PIN_URL = '/api/authority/updateIndexPin';

type PinCall = (url: string, payload: { indexPin: IndexPin; operatorAC: string }) => Promise<Envelope<unknown>>;

/**
 * Spec §7 pin call: sends the route name and tab with the operator's account; on success the
 * stored default route changes. A refusal (a business status) rejects with the server's message.
 */
export async function savePin(indexPin: IndexPin, operatorAC: string, call: PinCall = apiPost): Promise<void> {
  const envelope = await call(PIN_URL, { indexPin, operatorAC });
  if (envelope.status !== 1) {
    const message = (envelope.result as { message?: string } | null)?.message ?? `status ${envelope.status}`;
    throw new ApiError('status', message, { status: envelope.status });
  }
  sessionStore.defaultRoute = joinPin(indexPin);
}
