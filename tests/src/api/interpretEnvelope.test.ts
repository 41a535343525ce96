import { describe, expect, it } from 'vitest';
import { interpretEnvelope, interpretHttpError, NETWORK_ERROR_TEXT, tokenFromHeader, wrapPayload } from '../../../src/api/interpretEnvelope';

const url = '/api/report/site_compare';

describe('interpretEnvelope', () => {
  it('returns the body on status 1', () => {
    const body = { status: 1, result: { res: [1] } };
    expect(interpretEnvelope(body, url)).toEqual({ resolve: body });
  });
  it('logs 9xxx with status, URL and result.message and still returns the body', () => {
    const body = { status: 9408, result: { message: 'too slow' } };
    expect(interpretEnvelope(body, url)).toEqual({ log: ['API server error', 9408, url, 'too slow'], resolve: body });
  });
  it('ends the session and rejects as unauthorized on 8002', () => {
    const decision = interpretEnvelope({ status: 8002, result: {} }, url);
    expect(decision.endSession).toBe(true);
    expect(decision.reject?.kind).toBe('unauthorized');
    expect(decision.reject?.message).toBe("User doesn't have authorized, please login again");
    expect(decision.resolve).toBeUndefined();
  });
  it('passes other 8xxx statuses to the caller', () => {
    const body = { status: 8005, result: { message: 'User password is incorrect' } };
    expect(interpretEnvelope(body, url)).toEqual({ resolve: body });
  });
  it('logs and rejects any other non-1 status', () => {
    const decision = interpretEnvelope({ status: 0, result: {} }, url);
    expect(decision.log?.[0]).toBe('API error');
    expect(decision.reject).toMatchObject({ kind: 'status', status: 0, message: 'API Server Error' });
  });
  it('treats an unreadable body as a network failure', () => {
    const decision = interpretEnvelope('<html>', url);
    expect(decision.showNetworkError).toBe(true);
    expect(decision.log?.[0]).toBe(NETWORK_ERROR_TEXT);
  });
});

describe('interpretHttpError', () => {
  it("logs 'API http error' with status and result", () => {
    const decision = interpretHttpError({ response: { status: 429, data: { status: 9503, result: { message: 'busy' } } } }, url);
    expect(decision.log).toEqual(['API http error', 429, { message: 'busy' }]);
    expect(decision.endSession).toBe(false);
    expect(decision.reject).toMatchObject({ kind: 'http', httpStatus: 429, message: 'busy' });
  });
  it('ends the session on 401', () => {
    expect(interpretHttpError({ response: { status: 401, data: {} } }, url).endSession).toBe(true);
  });
  it('shows the network message when no answer came', () => {
    const decision = interpretHttpError({}, url);
    expect(decision).toMatchObject({ showNetworkError: true, log: [NETWORK_ERROR_TEXT, url] });
    expect(decision.reject?.message).toBe('API Network error. Please check your network connection.');
  });
});

describe('helpers', () => {
  it('reads a rotated token from the Authorization header', () => {
    expect(tokenFromHeader('Bearer abc.def')).toBe('abc.def');
    expect(tokenFromHeader('bearer  xyz')).toBe('xyz');
    expect(tokenFromHeader(undefined)).toBeNull();
    expect(tokenFromHeader('Bearer ')).toBeNull();
  });
  it('wraps payloads as {reqData}', () => {
    expect(wrapPayload({ operatorID: 3 })).toEqual({ reqData: { operatorID: 3 } });
  });
});
