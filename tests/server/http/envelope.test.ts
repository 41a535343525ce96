import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import operatorRoutes from '../../../server/http/routes/operator';
import { defineRoute } from '../../../server/http/defineRoute';
import { createTestApp } from '../../support/server';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const failing = [
  defineRoute<Record<string, never>>({
    path: '/test/explode',
    auth: 'public',
    reqData: { type: 'object' },
    async handler() {
      throw new Error('SELECT secret FROM hidden_table -- boom');
    },
  }),
];

describe('API envelope for bad requests', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp({ routes: [operatorRoutes, failing] }); });
  afterAll(async () => { await t.close(); });

  const post = (payload: string, contentType = 'application/json', url = '/api/operator/login') =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

  it('answers malformed JSON with 400 and a message', async () => {
    const r = await post('{"reqData": {');
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ status: 9400, result: { message: expect.stringContaining('(400) Bad Request') } });
  });

  it('answers an empty JSON body with 400', async () => {
    const r = await post('');
    expect(r.statusCode).toBe(400);
    expect(r.json().status).toBe(9400);
  });

  it('answers an oversized body with 413', async () => {
    const r = await post(JSON.stringify({ reqData: { operatorAC: 'x'.repeat(70 * 1024), password: 'y' } }));
    expect(r.statusCode).toBe(413);
    expect(r.json()).toEqual({ status: 9413, result: { message: 'Request body too large' } });
  });

  it('answers a non-JSON content type with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const r = await post('operatorAC=admin', type);
      expect(r.statusCode).toBe(415);
      expect(r.json()).toEqual({ status: 9415, result: { message: 'Requests must be sent as application/json' } });
    }
  });

  it('answers a post without content type with 415', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/operator/login' });
    expect(r.statusCode).toBe(415);
  });

  it('answers an unknown API path (and a GET on an API path) with the 404 envelope', async () => {
    const unknown = await post('{"reqData":{}}', 'application/json', '/api/no/such/route');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 9404, result: { message: expect.stringContaining('Not found') } });
    const get = await t.app.inject({ method: 'GET', url: '/api/operator/login' });
    expect(get.statusCode).toBe(404);
    expect(get.json().status).toBe(9404);
  });

  it('rejects __proto__ and constructor.prototype keys', async () => {
    const proto = await post('{"reqData":{"operatorAC":"admin","password":"x","__proto__":{"isAdmin":true}}}');
    expect(proto.statusCode).toBe(400);
    expect(proto.json().result.message).toContain("forbidden key '__proto__'");
    const ctor = await post('{"reqData":{"constructor":{"prototype":{"isAdmin":true}}}}');
    expect(ctor.statusCode).toBe(400);
    expect(ctor.json().status).toBe(9400);
    // a key spelled with escapes is the same key once parsed: still refused
    const escaped = await post('{"reqData":{"\\u005f_proto__":{"isAdmin":true}}}');
    expect(escaped.statusCode).toBe(400);
    expect(escaped.json().result.message).toContain("forbidden key '__proto__'");
  });

  it('rejects reqData that breaks the route schema, naming the path', async () => {
    const r = await post(JSON.stringify({ reqData: { operatorAC: 5, password: 'x' } }));
    expect(r.statusCode).toBe(400);
    expect(r.json().result.message).toContain('reqData: operatorAC must be string');
    const extra = await post(JSON.stringify({ reqData: { operatorAC: 'a', password: 'b', role: 'admin' } }));
    expect(extra.json().result.message).toContain("has unknown key 'role'");
    const outer = await post(JSON.stringify({ reqData: {}, other: 1 }));
    expect(outer.json().status).toBe(9400);
  });

  it('hides an unexpected error behind 9000 API Server Error', async () => {
    const r = await post('{"reqData":{}}', 'application/json', '/api/test/explode');
    expect(r.statusCode).toBe(500);
    expect(r.json()).toEqual({ status: 9000, result: { message: 'API Server Error' } });
    expect(r.body).not.toMatch(/SELECT|hidden_table|at .*\.ts/);
  });

  it('keeps serving after every kind of bad request', async () => {
    await post('{{{');
    await post('x'.repeat(100 * 1024));
    await post('a=b', 'text/plain');
    const r = await post(JSON.stringify({ reqData: { operatorAC: 'admin', password: 'demo-pass-2026' } }));
    expect(r.statusCode).toBe(200);
    expect(r.json().status).toBe(1);
  });

  it('accepts the req_params wrapping of the generic helper', async () => {
    const r = await post(JSON.stringify({ req_params: { operatorAC: 'admin', password: 'demo-pass-2026' } }));
    expect(r.json().status).toBe(1);
  });
});
