import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, login, startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const ac of ['admin', 'analyst', 'owner']) tokens[ac] = await login(server.url, ac);
});
afterAll(async () => { await server?.close(); });

type Rows = { res: Record<string, unknown>[]; total: number; meta: { capped?: unknown } };
const call = (path: string, reqData: unknown, ac: string) => callApi<Rows>(server.url, path, reqData, tokens[ac]);

async function exportRows(id: string, reqData: unknown, ac: string) {
  const response = await fetch(`${server.url}/api/report/${id}/export`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[ac]}` }, body: JSON.stringify({ reqData }),
  });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  return { sheet, col: (name: string) => Array.from({ length: sheet.rowCount - 1 }, (_, i) => String(sheet.getRow(i + 2).getCell(header.indexOf(name)).value)) };
}

/** A member of one of the analyst's sites (its group's operating units) with a phone and an e-mail. */
async function analystMember(): Promise<{ member_username: string; phone: string }> {
  const info = await callApi<{ siteList: { site_id: number }[] }>(server.url, '/operator/session', {}, tokens.analyst);
  const sites = info.result.siteList.map((s) => Number(s.site_id));
  expect(sites.length).toBeGreaterThan(0);
  const [m] = await server.warehouse.query(
    `SELECT member_username, phone FROM dim_member WHERE site_id IN (${sites.join(', ')}) AND phone IS NOT NULL AND length(phone) > 6
       AND email IS NOT NULL ORDER BY member_id LIMIT 1`);
  expect(m, 'a member of the analyst\'s sites').toBeDefined();
  return { member_username: String(m.member_username), phone: String(m.phone) };
}

describe('member reports over the API', () => {
  it('member search refuses a search without criteria with the spec message', async () => {
    const answer = await call('/report/member_search', { filters: {} }, 'owner');
    expect(answer.status).toBe(9400);
    expect(answer.result.message).toBe('Please select at least one of member tags, member levels, or adv. filter conditions');
  });

  it('a group without the contact right (house analysts) gets phone and e-mail masked, in the grid and the xlsx', async () => {
    const m = await analystMember();
    const reqData = { filters: { username: m.member_username }, page: { index: 0, size: 20 }, lang: 'en' };
    const masked = await call('/report/member_lookup', reqData, 'analyst');
    expect(masked.status).toBe(1);
    expect(masked.result.res.length).toBeGreaterThan(0);
    for (const row of masked.result.res) {
      expect(String(row.phone)).toContain('*');
      expect(String(row.email)).toMatch(/^.\*\*\*@/);
    }
    const open = await call('/report/member_lookup', reqData, 'admin');
    expect(String(open.result.res[0].phone)).not.toContain('*');
    const file = await exportRows('member_lookup', { filters: reqData.filters, lang: 'en' }, 'analyst');
    expect(file.col('Phone').every((p) => p.includes('*'))).toBe(true);
    expect(file.col('E-mail').every((e) => e.includes('***@'))).toBe(true);
    const adminFile = await exportRows('member_lookup', { filters: reqData.filters, lang: 'en' }, 'admin');
    expect(adminFile.col('Phone').some((p) => !p.includes('*'))).toBe(true);
  });

  it('a lookup by phone matches the whole number only', async () => {
    const m = await analystMember();
    const whole = await call('/report/member_lookup', { filters: { phone: m.phone } }, 'analyst');
    expect(whole.result.total).toBeGreaterThanOrEqual(1);
    const part = await call('/report/member_lookup', { filters: { phone: String(m.phone).slice(0, 6) } }, 'analyst');
    expect(part.result.total).toBe(0);
  });

  it('names HTML as text: hostile member names come back as data, never altered into markup', async () => {
    const answer = await call('/report/member_lookup', { filters: { realName: '<img' } }, 'admin');
    expect(answer.result.res.some((r) => String(r.real_name).startsWith('<img src=x'))).toBe(true);
  });

  it('the site owner sees the member reports of its site, the analyst the house member reports', async () => {
    const ids = async (ac: string) => ((await callApi<{ res: { id: string }[] }>(server.url, '/report/list', {}, tokens[ac])).result.res.map((r) => r.id));
    const owner = await ids('owner');
    for (const id of ['member_reg_age', 'member_returning', 'member_prank', 'member_level', 'member_tag', 'member_related', 'member_search', 'member_recap', 'member_stats']) expect(owner).toContain(id);
    const analyst = await ids('analyst');
    for (const id of ['member_top', 'member_reg', 'member_cvt', 'member_lookup', 'customer_single', 'agent_compare']) expect(analyst).toContain(id);
    expect(analyst).not.toContain('member_search');
  });
});
