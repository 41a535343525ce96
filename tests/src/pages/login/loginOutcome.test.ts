import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/api/ApiError';
import { loginFailure, loginOutcome } from '../../../../src/pages/login/loginOutcome';

describe('loginOutcome', () => {
  it('asks for the one-time code when the server says so', () => {
    expect(loginOutcome({ status: 1, result: { otpRequired: true } as object }, false)).toEqual({ kind: 'otp-required' });
  });
  it('signs in with the session answer once a token arrived', () => {
    const info = { operator: { operatorID: 1 } };
    expect(loginOutcome({ status: 1, result: info }, true)).toEqual({ kind: 'signed-in', info });
    expect(loginOutcome({ status: 1, result: info }, false)).toMatchObject({ kind: 'failed', key: 'login.noToken' });
  });
  it('names the status of a refused login', () => {
    expect(loginOutcome({ status: 8005, result: { message: 'User password is incorrect' } }, false))
      .toEqual({ kind: 'failed', key: 'errors.status.8005', fallback: 'User password is incorrect' });
  });
  it('shows the network text when the server is unreachable', () => {
    expect(loginFailure(new ApiError('network', 'x'))).toEqual({ kind: 'failed', key: 'errors.network' });
    expect(loginFailure(new ApiError('http', 'Too many', { httpStatus: 429, status: 9503 }))).toMatchObject({ key: 'errors.status.9503' });
  });
});
