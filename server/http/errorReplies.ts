import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Status } from '../../src/engine/status';
import { QueryTimeoutError } from '../warehouse/warehouse';
import { ApiError, badRequest, envelopeOf } from './apiError';

/**
 * Every failure of an /api call answers the envelope: parser and limit errors with their HTTP
 * status, anything unexpected as 9000 'API Server Error' — never a stack trace or SQL.
 */
export function installErrorReplies(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const apiError = toApiError(error);
    if (apiError.status === Status.SERVER_ERROR) request.log.error({ err: error }, 'unhandled error');
    if (reply.sent) return;
    void reply.code(apiError.httpStatus).send(envelopeOf(apiError));
  });
}

function toApiError(error: FastifyError): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof QueryTimeoutError) return new ApiError(Status.QUERY_TIMEOUT);
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE': return new ApiError(Status.PAYLOAD_TOO_LARGE);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': return new ApiError(Status.UNSUPPORTED_MEDIA_TYPE);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY': return badRequest('the body is empty');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH': return badRequest('the content length does not match the body');
  }
  if (error.statusCode === 413) return new ApiError(Status.PAYLOAD_TOO_LARGE);
  if (error.statusCode === 415) return new ApiError(Status.UNSUPPORTED_MEDIA_TYPE);
  if (error.statusCode === 404) return new ApiError(Status.NOT_FOUND);
  // a path climbing out of the console's folder, a NUL byte, a bad escape: the static files'
  // refusal (403) and every other client error are the client's mistake, answered 9400
  if (error.statusCode === 403) return badRequest('malformed path');
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) return badRequest();
  return new ApiError(Status.SERVER_ERROR);
}
