import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, login, startTestServer, type TestServer } from '../../support/server';

/** Numbers a careless client sends: beyond int64, beyond any id, not numbers at all. */
const OUT_OF_RANGE: unknown[] = [1e308, -1e308, 1e20, -1e20, 2 ** 63, 'NaN', 'Infinity', '-Infinity', '1e308', null, true, [], {}];

describe('out-of-range numbers in report filters answer 9400, never 9000', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await login(server.url, 'admin');
  });
  afterAll(async () => { await server?.close(); });

  it.each(OUT_OF_RANGE.map((v) => [JSON.stringify(v), v]))('member_recap member %s', async (_label, member) => {
    const a = await callApi(server.url, '/report/member_recap', { filters: { member } }, token);
    expect(a.http).toBe(400);
    expect(a.status).toBe(9400);
    expect(a.result.message).toMatch(/^\(400\) Bad Request/);
  });

  it.each(OUT_OF_RANGE.map((v) => [JSON.stringify(v), v]))('member_search condition on a number %s', async (_label, value) => {
    const a = await callApi(server.url, '/report/member_search', { filters: { conditions: [{ field: 'life_days', op: 'gte', value }] } }, token);
    expect(a.http, JSON.stringify(a.result)).toBe(400);
    expect(a.status).toBe(9400);
    // the schema's '(400) Bad Request: …' or the condition check's precise text, never the server error
    expect(a.result.message).toMatch(/^\(400\) Bad Request|is not a value of 'life_days'/);
  });

  // a range to year 9999 put its previous period before year 0, where the activity masks' date arithmetic failed (9000)
  it.each([['2024-01-01', '9999-12-31'], ['0001-01-01', '2024-01-01'], ['1999-12-31', '2024-01-01'], ['2024-01-01', '2100-01-01']])(
    'a custom range %s – %s answers 9400 with the dates allowed, on every report with a range', async (from, to) => {
      for (const report of ['game_ranking', 'site_compare', 'site_dashboard', 'house_site_dashboard', 'member_top']) {
        const a = await callApi(server.url, `/report/${report}`, { filters: { range: { preset: 'custom', from, to } } }, token);
        expect(a.http, `${report} ${JSON.stringify(a.result)}`).toBe(400);
        expect(a.status).toBe(9400);
        expect(a.result.message).toContain('custom dates must lie between 2000-01-01 and 2099-12-31');
      }
    });

  // a member id is a whole number from 1: '-5' or '1.5' once found no member and said to try a longer period
  it.each([[-5], [0], [1.5]])('a member id %s answers 9400 saying what a member id is, on both member reports', async (member) => {
    for (const report of ['member_recap', 'customer_single']) {
      const a = await callApi(server.url, `/report/${report}`, { filters: { member } }, token);
      expect(a.http, `${report} ${JSON.stringify(a.result)}`).toBe(400);
      expect(a.status).toBe(9400);
      expect(a.result.message).toMatch(Number.isInteger(member) ? /filters.member must be >= 1/ : /filters.member must be integer/);
    }
  });

  it('answers the widest custom range allowed', async () => {
    for (const report of ['game_ranking', 'site_compare', 'house_site_dashboard']) {
      const a = await callApi(server.url, `/report/${report}`, { filters: { range: { preset: 'custom', from: '2000-01-01', to: '2099-12-31' } } }, token);
      expect(a.status, `${report} ${JSON.stringify(a.result)}`).toBe(1);
    }
  });

  it('still answers a member in range (an unknown member finds no rows, not an error)', async () => {
    const a = await callApi(server.url, '/report/member_recap', { filters: { member: 987654321 } }, token);
    expect(a.status === 1 || a.status === 8001, JSON.stringify(a.result)).toBe(true);
  });
});
