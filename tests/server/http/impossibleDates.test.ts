import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../server/definitions/discover';
import type { ReportDefinition } from '../../../src/engine/definition/report';
import { callApi, login, startTestServer, type ApiAnswer, type TestServer } from '../../support/server';

/** Days shaped like days that the calendar does not have: month 13 and 00, day 00, February 30 and 29 of a common year, April 31. */
const IMPOSSIBLE = ['2025-13-01', '9999-99-99', '2025-00-10', '2025-02-30', '2025-02-29', '2025-04-31', '2024-06-00'];
/** A leap day, which exists. */
const LEAP_DAY = '2024-02-29';

/** A client's mistake: HTTP 400 in the envelope, status 9400, the '(400) Bad Request' text naming the date, never 9000. */
function expectBadDate(a: ApiAnswer, label: string) {
  expect(a.http, `${label} ${JSON.stringify(a.result)}`).toBe(400);
  expect(a.status, label).toBe(9400);
  expect(a.result.message, label).toMatch(/^\(400\) Bad Request: .*must match format "date"/);
}

describe('every date an endpoint takes must exist (9400, never 9000)', () => {
  let server: TestServer;
  let token: string;
  let reports: ReportDefinition[];
  beforeAll(async () => {
    server = await startTestServer();
    token = await login(server.url, 'admin');
    reports = [...(await loadRegistry()).reports.values()];
  });
  afterAll(async () => { await server?.close(); });

  /** Reports with a date range filter, and the key of that filter. */
  const ranged = () => reports.flatMap((r) => r.filters.filter((f) => f.widget === 'dateRange').map((f) => ({ report: r, key: f.key })));
  /** Reports with an advanced filter offering a date field, with the filter's key and that field. */
  const dateConditions = () => reports.flatMap((r) => r.filters.flatMap((f) =>
    (f.conditionFields ?? []).filter((c) => c.type === 'date').slice(0, 1).map((c) => ({ report: r, key: f.key, field: c.field, op: c.ops[0] }))));

  it.each(IMPOSSIBLE)('the audit log list and export refuse from or to %s', async (day) => {
    for (const path of ['/maintenance/audit/list', '/maintenance/audit/export']) {
      for (const end of ['from', 'to']) {
        const a = await callApi(server.url, path, { [end]: day, ...(path.endsWith('list') ? { page: { index: 0, size: 20 } } : {}) }, token);
        expectBadDate(a, `${path} ${end}`);
        expect(a.result.message).toContain(`reqData: ${end} must`);
      }
    }
  });

  it('the audit log takes a leap day and a year end', async () => {
    for (const [from, to] of [[LEAP_DAY, LEAP_DAY], ['2024-12-31', '2025-01-01']]) {
      const a = await callApi<{ total: number }>(server.url, '/maintenance/audit/list', { from, to, page: { index: 0, size: 20 } }, token);
      expect(a.status, JSON.stringify(a.result)).toBe(1);
    }
  });

  it.each(IMPOSSIBLE)('every report with a date range, and its export, refuses a custom range from or to %s', async (day) => {
    const subjects = ranged();
    expect(subjects.length).toBeGreaterThan(5);
    for (const { report, key } of subjects) {
      for (const range of [{ preset: 'custom', from: day, to: '2024-01-31' }, { preset: 'custom', from: '2024-01-01', to: day }]) {
        expectBadDate(await callApi(server.url, `/report/${report.id}`, { filters: { [key]: range } }, token), report.id);
      }
    }
    const { report, key } = subjects.find((s) => s.report.export !== false)!;
    expectBadDate(await callApi(server.url, `/report/${report.id}/export`, { filters: { [key]: { preset: 'custom', from: day, to: '2024-01-31' } } }, token), `${report.id} export`);
  });

  it('a custom range over a leap day answers', async () => {
    const { report, key } = ranged().find((s) => !s.report.requireOneOf)!;
    const a = await callApi(server.url, `/report/${report.id}`, { filters: { [key]: { preset: 'custom', from: LEAP_DAY, to: LEAP_DAY } } }, token);
    expect(a.status === 1 || a.status === 8001, JSON.stringify(a.result)).toBe(true);
  });

  it.each(IMPOSSIBLE)('a condition on a date field refuses %s, in a report request and in a saved view', async (day) => {
    const subjects = dateConditions();
    expect(subjects.length).toBeGreaterThan(0);
    for (const { report, key, field, op } of subjects) {
      const filters = { [key]: [{ field, op, value: day }] };
      expectBadDate(await callApi(server.url, `/report/${report.id}`, { filters }, token), `${report.id} ${field}`);
      const view = await callApi(server.url, '/view/add', { reportId: report.id, name: `bad ${day}`, state: { filters, sort: [] } }, token);
      expectBadDate(view, `${report.id} view`);
      expect(view.result.message).toContain('reqData.state');
    }
  });

  it('a condition on a leap day answers', async () => {
    const { report, key, field, op } = dateConditions()[0];
    const a = await callApi(server.url, `/report/${report.id}`, { filters: { [key]: [{ field, op, value: LEAP_DAY }] } }, token);
    expect(a.status === 1 || a.status === 8001, JSON.stringify(a.result)).toBe(true);
  });

  it.each(IMPOSSIBLE)('a saved view refuses a custom range from %s', async (day) => {
    const { report, key } = ranged()[0];
    const view = await callApi(server.url, '/view/add', { reportId: report.id, name: 'bad range', state: { filters: { [key]: { preset: 'custom', from: day, to: '2024-01-31' } }, sort: [] } }, token);
    expectBadDate(view, report.id);
  });
});
