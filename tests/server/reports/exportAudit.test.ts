import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditRow, listAudit } from '../../../server/appstore/auditLog';
import maintenanceAudit from '../../../server/http/routes/maintenanceAudit';
import reportRoutes from '../../../server/http/routes/report';
import { CORE_ROUTES } from '../../support/coreRoutes';
import { callApi, login, startTestServer, type TestServer } from '../../support/server';

/** Rows per query of a list export here: a list of a thousand members streams in many chunks, each read while the previous one is sent. */
const CHUNK_KEYS = 200;
/** Every member registered since 2000: a list long enough to be cut half-way. */
const MEMBERS = { conditions: [{ field: 'reg_date', op: 'gte', value: '2000-01-01' }] };

type ExportAfter = { format?: string; filters?: unknown; rows: number; total: number; complete: boolean };

describe('the audit entry of an export says what was sent', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ routes: [...CORE_ROUTES, (services) => reportRoutes(services, { chunkKeys: CHUNK_KEYS }), maintenanceAudit] });
    token = await login(server.url, 'admin');
  });
  afterAll(async () => { await server?.close(); });

  const post = (path: string, reqData: unknown) => fetch(`${server.url}/api${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ reqData }),
  });
  /** The export entries written after `seen` of them, waiting a little for the one of a response just over. */
  async function entriesAfter(action: string, seen: number, want = 1): Promise<AuditRow[]> {
    for (let i = 0; i < 50; i++) {
      const rows = await listAudit(server.store, { action });
      if (rows.length >= seen + want) return rows.slice(0, rows.length - seen);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return [];
  }
  const count = async (action: string) => (await listAudit(server.store, { action })).length;
  const total = async () => (await callApi<{ total: number }>(server.url, '/report/member_search', { filters: MEMBERS, page: { index: 0, size: 20 } }, token)).result.total;

  it('logs a whole export, CSV or xlsx, with its full count once it has been sent', async () => {
    const expected = await total();
    expect(expected).toBeGreaterThan(CHUNK_KEYS * 4);
    for (const [path, format] of [['/report/member_search/export/csv', 'csv'], ['/report/member_search/export', 'xlsx']] as const) {
      const seen = await count('report.export');
      const response = await post(path, { filters: MEMBERS });
      expect(response.status).toBe(200);
      const body = Buffer.from(await response.arrayBuffer());
      if (format === 'csv') expect(body.toString('utf8').trimEnd().split('\r\n')).toHaveLength(1 + expected);
      const [entry] = await entriesAfter('report.export', seen);
      expect(entry.after, format).toEqual({ format, filters: MEMBERS, rows: expected, total: expected, complete: true });
    }
  }, 180_000);

  it('logs a section’s export with the section it held', async () => {
    for (const [path, format] of [['/report/member_cvt/export/csv', 'csv'], ['/report/member_cvt/export', 'xlsx']] as const) {
      const seen = await count('report.export');
      const response = await post(path, { section: 'cohorts' });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      const [entry] = await entriesAfter('report.export', seen);
      expect(entry.target).toBe('member_cvt');
      expect(entry.after, format).toMatchObject({ format, section: 'cohorts', filters: {}, complete: true });
    }
    // the report's own table names none
    const seen = await count('report.export');
    await (await post('/report/member_cvt/export/csv', {})).arrayBuffer();
    const [entry] = await entriesAfter('report.export', seen);
    expect(entry.after).not.toHaveProperty('section');
  }, 60_000);

  it('logs an export the client abandons half-way as cut, with the rows written before it left', async () => {
    const expected = await total();
    const seen = await count('report.export');
    // a client that takes the first bytes, then hangs up
    const { port, hostname } = new URL(server.url);
    const body = JSON.stringify({ reqData: { filters: MEMBERS } });
    const socket = net.connect(Number(port), hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`POST /api/report/member_search/export/csv HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n`
      + `Authorization: Bearer ${token}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    const first = await new Promise<string>((resolve) => socket.once('data', (d: Buffer) => resolve(d.toString('utf8'))));
    socket.destroy();
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    const [entry] = await entriesAfter('report.export', seen);
    const after = entry.after as ExportAfter;
    expect(after).toMatchObject({ format: 'csv', total: expected, complete: false });
    expect(after.rows).toBeGreaterThanOrEqual(0);
    expect(after.rows).toBeLessThan(expected);
    // one entry per export: the cut one is not logged a second time as whole
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await count('report.export')).toBe(seen + 1);
  });

  it('logs the audit log export once it is over, with its entries', async () => {
    const seen = await count('audit.export');
    const response = await post('/maintenance/audit/export', { action: 'login' });
    await response.arrayBuffer();
    const [entry] = await entriesAfter('audit.export', seen);
    const logins = (await listAudit(server.store, { limit: 10_000 })).filter((a) => a.action.startsWith('login')).length;
    expect(entry.after).toEqual({ filters: { action: 'login' }, rows: logins, complete: true });
  });
});
