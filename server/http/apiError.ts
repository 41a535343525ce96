import { STATUS_MESSAGES, Status, type StatusCode } from '../../src/engine/status';

/** HTTP status for the envelope statuses that are transport problems; every other status answers HTTP 200. */
const HTTP_STATUS: Partial<Record<number, number>> = {
  [Status.SERVER_ERROR]: 500,
  [Status.BAD_REQUEST]: 400,
  [Status.NOT_FOUND]: 404,
  [Status.PAYLOAD_TOO_LARGE]: 413,
  [Status.UNSUPPORTED_MEDIA_TYPE]: 415,
  [Status.BUSY]: 503,
};

/**
 * Thrown anywhere below a route to answer `{status, result: {message}}`. The message defaults to
 * the catalogue's text for the status (src/engine/status.ts).
 */
export class ApiError extends Error {
  readonly httpStatus: number;

  /** Further fields of the answer's `result` (e.g. the current state after a version conflict). */
  readonly result?: Record<string, unknown>;

  constructor(readonly status: StatusCode | number, message?: string, httpStatus?: number, result?: Record<string, unknown>) {
    super(message ?? STATUS_MESSAGES[status as StatusCode] ?? 'API Server Error');
    this.name = 'ApiError';
    this.httpStatus = httpStatus ?? HTTP_STATUS[status] ?? 200;
    this.result = result;
  }
}

/** A 9400 '(400) Bad Request' with the problem appended, e.g. for a schema violation. */
export function badRequest(detail?: string): ApiError {
  return new ApiError(Status.BAD_REQUEST, detail ? `(400) Bad Request: ${detail}` : undefined);
}

export function envelopeOf(error: ApiError) {
  return { status: error.status, result: { ...error.result, message: error.message } };
}
