/** Why a call was rejected: spec §8 names each case. */
export type ApiErrorKind = 'unauthorized' | 'status' | 'http' | 'network';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The envelope status, when the server answered one. */
  readonly status?: number;
  /** The HTTP status, for HTTP errors. */
  readonly httpStatus?: number;

  constructor(kind: ApiErrorKind, message: string, extra: { status?: number; httpStatus?: number } = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = extra.status;
    this.httpStatus = extra.httpStatus;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
