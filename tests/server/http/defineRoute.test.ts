import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/appstore/auditLog';
import { ApiError } from '../../../server/http/apiError';
import { binaryReply, defineRoute, XLSX_CONTENT_TYPE } from '../../../server/http/defineRoute';
import operatorRoutes from '../../../server/http/routes/operator';
import { createTestApp, injectApi, injectLogin } from '../../support/server';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const REPORTS: Record<string, { reportIdx: number; itemIdx: number }> = { siteRecap: { itemIdx: 80100, reportIdx: 80102 } };

const testRoutes = [
  defineRoute<Record<string, never>>({
    path: '/test/finance-only', auth: 'session', permission: { itemIdx: 90000 }, reqData: { type: 'object' },
    handler: async ({ operator }) => ({ siteIds: operator.siteIds, permitted: [...operator.permitted] }),
  }),
  defineRoute<{ n: number }>({
    path: '/test/report/:id', auth: 'session',
    permission: ({ params }) => {
      const report = REPORTS[params.id];
      if (!report) throw new ApiError(9404, `unknown report '${params.id}'`);
      return report;
    },
    reqData: (params) => ({ type: 'object', additionalProperties: false, properties: { n: { type: 'integer', maximum: params.id.length } } }),
    handler: async ({ params, reqData }) => ({ id: params.id, n: reqData.n }),
  }),
  defineRoute<Record<string, never>>({
    path: '/test/export', auth: 'session', reqData: { type: 'object' },
    handler: async () => binaryReply({ body: Readable.from([Buffer.from('PK'), Buffer.from('rows')]), contentType: XLSX_CONTENT_TYPE, fileName: 'site recap 月.xlsx' }),
  }),
  defineRoute<Record<string, never>>({
    path: '/test/business', auth: 'public', reqData: { type: 'object' },
    handler: async () => { throw new ApiError(8001); },
  }),
];

describe('the route convention', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp({ routes: [operatorRoutes, testRoutes], tiny: true }); });
  afterAll(async () => { await t.close(); });

  it('gives the handler the operator with its permitted indexes and site scope', async () => {
    const r = await injectApi(t.app, '/test/finance-only', {}, await injectLogin(t.app, 'finance'));
    expect(r).toMatchObject({ status: 1, result: { siteIds: [101, 102, 201, 202, 301], permitted: [90000] } });
  });

  it('refuses a missing permission with 8046 and audits the refusal', async () => {
    const r = await injectApi(t.app, '/test/finance-only', {}, await injectLogin(t.app, 'owner'));
    expect(r).toMatchObject({ http: 200, status: 8046, result: { message: 'Privilege not enough' } });
    const [entry] = await listAudit(t.store, { action: 'permission.denied' });
    expect(entry).toMatchObject({ actorAC: 'owner', target: '/api/test/finance-only', after: { itemIdx: 90000 } });
  });

  it('checks the session before anything else', async () => {
    expect((await injectApi(t.app, '/test/report/nope', { n: 'x' })).status).toBe(8002);
  });

  it('takes the permission and the schema from the path params', async () => {
    const analyst = await injectLogin(t.app, 'analyst');
    expect((await injectApi(t.app, '/test/report/siteRecap', { n: 3 }, analyst))).toMatchObject({ status: 1, result: { id: 'siteRecap', n: 3 } });
    expect((await injectApi(t.app, '/test/report/siteRecap', { n: 30 }, analyst)).status).toBe(9400);
    expect((await injectApi(t.app, '/test/report/nope', {}, analyst))).toMatchObject({ http: 404, status: 9404 });
    expect((await injectApi(t.app, '/test/report/siteRecap', {}, await injectLogin(t.app, 'finance'))).status).toBe(8046);
  });

  it('streams a binary answer after the same checks', async () => {
    const token = await injectLogin(t.app, 'admin');
    const r = await t.app.inject({ method: 'POST', url: '/api/test/export', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, payload: '{"reqData":{}}' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(r.headers['content-disposition']).toBe(`attachment; filename="site recap _.xlsx"; filename*=UTF-8''site%20recap%20%E6%9C%88.xlsx`);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.body).toBe('PKrows');
    const refused = await t.app.inject({ method: 'POST', url: '/api/test/export', headers: { 'content-type': 'application/json' }, payload: '{"reqData":{}}' });
    expect(refused.json().status).toBe(8002);
  });

  it('answers a thrown business status in the envelope with HTTP 200 and the catalogue message', async () => {
    expect(await injectApi(t.app, '/test/business')).toMatchObject({ http: 200, status: 8001, result: { message: 'NO Data' } });
  });
});

describe('route discovery', () => {
  it('mounts every module of server/http/routes/', async () => {
    const t = await createTestApp();
    try {
      const routes = t.app.printRoutes({ commonPrefix: false });
      for (const p of ['/api/operator/login', '/api/operator/logout', '/api/operator/session', '/api/exchangerate/list', '/api/authority/updateIndexPin']) {
        expect(routes).toContain(p);
      }
    } finally {
      await t.close();
    }
  });
});
