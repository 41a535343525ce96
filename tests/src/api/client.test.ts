// @vitest-environment jsdom
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPost, http, HTTP_TIMEOUT_MS, setLoginNavigator } from '../../../src/api/client';
import { alertStore } from '../../../src/state/alertStore';
import { resetSessionStore, sessionStore } from '../../../src/state/sessionStore';

let seen: InternalAxiosRequestConfig[] = [];

function answer(status: number, data: unknown, headers: Record<string, string> = {}): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const response = { data, status, statusText: '', headers, config };
    if (status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
}

describe('apiPost', () => {
  const toLogin = vi.fn();
  beforeEach(() => {
    seen = [];
    sessionStorage.clear();
    resetSessionStore();
    setLoginNavigator(toLogin);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => { vi.restoreAllMocks(); toLogin.mockReset(); });

  it('posts {reqData} with the Bearer token, an empty base URL and a 60 s timeout', async () => {
    sessionStore.token = 'tok-1';
    http.defaults.adapter = answer(200, { status: 1, result: { ok: true } });
    const body = await apiPost('/api/operator/session', { a: 1 });
    expect(body.result).toEqual({ ok: true });
    expect(seen[0].method).toBe('post');
    expect(seen[0].baseURL).toBe('');
    expect(seen[0].timeout).toBe(HTTP_TIMEOUT_MS);
    expect(JSON.parse(seen[0].data as string)).toEqual({ reqData: { a: 1 } });
    expect(seen[0].headers.Authorization).toBe('Bearer tok-1');
  });

  it('stores a rotated token in the state and session storage', async () => {
    http.defaults.adapter = answer(200, { status: 1, result: {} }, { authorization: 'Bearer tok-2' });
    await apiPost('/api/operator/login', {});
    expect(sessionStore.token).toBe('tok-2');
    expect(sessionStorage.getItem('token')).toBe('tok-2');
  });

  it('ends the session and goes to /login on 8002', async () => {
    sessionStore.token = 'old';
    sessionStorage.setItem('site_list', '[1]');
    http.defaults.adapter = answer(200, { status: 8002, result: {} });
    await expect(apiPost('/api/report/x', {})).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(sessionStore.token).toBe('');
    expect(sessionStorage.getItem('site_list')).toBeNull();
    expect(toLogin).toHaveBeenCalledOnce();
  });

  it('ends the session on HTTP 401 and logs the http error', async () => {
    sessionStore.token = 'old';
    http.defaults.adapter = answer(401, { status: 8002, result: { message: 'no' } });
    await expect(apiPost('/api/report/x', {})).rejects.toMatchObject({ kind: 'http', httpStatus: 401 });
    expect(console.error).toHaveBeenCalledWith('API http error', 401, { message: 'no' });
    expect(toLogin).toHaveBeenCalledOnce();
  });

  it('shows and logs the network message when the server cannot be reached', async () => {
    http.defaults.adapter = async (config) => { throw new AxiosError('Network Error', 'ERR_NETWORK', config); };
    await expect(apiPost('/api/report/x', {})).rejects.toMatchObject({ kind: 'network' });
    expect(console.error).toHaveBeenCalledWith('API Network error. Please check your network connection.', '/api/report/x');
    expect(alertStore.current).toMatchObject({ type: 'error', text: 'API Network error. Please check your network connection.' });
  });

  it('returns 9xxx bodies after logging them', async () => {
    http.defaults.adapter = answer(200, { status: 9408, result: { message: 'slow' } });
    const body = await apiPost('/api/report/x', {});
    expect(body.status).toBe(9408);
    expect(console.error).toHaveBeenCalledWith('API server error', 9408, '/api/report/x', 'slow');
  });
});
