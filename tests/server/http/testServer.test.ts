import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, login, startTestServer, type TestServer } from '../../support/server';

describe('startTestServer', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(); });
  afterAll(async () => { await server.close(); });

  it('listens on loopback and serves login and session calls over HTTP', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const token = await login(server.url, 'admin');
    const r = await callApi(server.url, '/operator/session', {}, token);
    expect(r.status).toBe(1);
    expect(r.headers.get('cache-control')).toBe('no-store');
    await expect(login(server.url, 'admin', 'wrong')).rejects.toThrow(/8005/);
  });
});
