import { statusKind, STATUS_MESSAGES, type Envelope, type StatusCode } from '../engine/status';
import { ApiError } from './ApiError';

export const NETWORK_ERROR_TEXT = 'API Network error. Please check your network connection.';

/** What the thin client does with one answer: log, end the session, show the network text, then resolve or reject. */
export interface ApiDecision<T> {
  log?: unknown[];
  endSession?: boolean;
  showNetworkError?: boolean;
  resolve?: Envelope<T>;
  reject?: ApiError;
}

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).status === 'number';
}

function messageOf(body: Envelope): string {
  return body.result?.message ?? STATUS_MESSAGES[body.status as StatusCode] ?? 'API Server Error';
}

/** Spec §8 response status handling for a readable HTTP answer. */
export function interpretEnvelope<T>(body: unknown, url: string): ApiDecision<T> {
  if (!isEnvelope(body)) {
    return { log: [NETWORK_ERROR_TEXT, url], showNetworkError: true, reject: new ApiError('network', NETWORK_ERROR_TEXT) };
  }
  const envelope = body as Envelope<T>;
  switch (statusKind(envelope.status)) {
    case 'ok':
    case 'business':
      return { resolve: envelope };
    case 'server':
      return { log: ['API server error', envelope.status, url, envelope.result?.message], resolve: envelope };
    case 'unauthorized':
      return { endSession: true, reject: new ApiError('unauthorized', messageOf(envelope), { status: envelope.status }) };
    default:
      return {
        log: ['API error', envelope.status, url, envelope.result?.message],
        reject: new ApiError('status', messageOf(envelope), { status: envelope.status }),
      };
  }
}

export interface HttpFailure {
  /** Present when the server answered with a non-2xx status. */
  response?: { status: number; data?: unknown };
}

/** Spec §8 HTTP errors: logged with status and result; 401 ends the session; no answer is a network error. */
export function interpretHttpError(failure: HttpFailure, url: string): ApiDecision<never> {
  const response = failure.response;
  if (!response) {
    return { log: [NETWORK_ERROR_TEXT, url], showNetworkError: true, reject: new ApiError('network', NETWORK_ERROR_TEXT) };
  }
  const data = response.data;
  const result = isEnvelope(data) ? data.result : data;
  const message = isEnvelope(data) ? messageOf(data) : `(${response.status}) ${response.status === 400 ? 'Bad Request' : 'API Server Error'}`;
  return {
    log: ['API http error', response.status, result],
    endSession: response.status === 401,
    reject: new ApiError('http', message, { httpStatus: response.status, status: isEnvelope(data) ? data.status : undefined }),
  };
}

/** A rotated token from the Authorization response header, without its Bearer prefix. */
export function tokenFromHeader(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  return token || null;
}

/** Request body of spec §7. */
export function wrapPayload<P>(payload: P): { reqData: P } {
  return { reqData: payload };
}
