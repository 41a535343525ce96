import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceApp, STRONG, type MaintenanceApp } from './support';
import { writeAudit } from '../../../server/appstore/auditLog';
import { testNow, testToday } from '../../support/testClock';

type Entry = { at: string; actorAC: string; action: string; target: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null };

describe('the audit log of maintenance', () => {
  let t: MaintenanceApp;
  beforeAll(async () => { t = await maintenanceApp(); });
  /** The audit log's xlsx export as an administrator asks for it with `reqData`: its sheet. */
  const exportedSheet = async (reqData: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST', url: '/api/maintenance/audit/export',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${t.admin}` },
      payload: JSON.stringify({ reqData }),
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return book.worksheets[0]!;
  };
  afterAll(async () => { await t.close(); });
  const entries = async (filters: Record<string, unknown> = {}) =>
    (await t.call<{ res: Entry[]; total: number }>('/audit/list', { page: { index: 0, size: 200 }, ...filters }, t.admin)).result;

  it('writes an entry with before, after, UTC time and no secrets for every change', async () => {
    const g = (await t.call<{ group: { groupID: number } }>('/group/add', { groupName: '=HYPERLINK("x")', items: [70000], cmsList: [1] }, t.admin)).result.group;
    await t.call('/group/update', { groupID: g.groupID, version: 1, items: [70000, 91000] }, t.admin);
    await t.call('/operator/add', { operatorAC: 'audited1', operatorName: '@SUM(A1)', groupID: g.groupID, password: STRONG }, t.admin);
    const o = await t.operator('audited1');
    const ref = { operatorID: o.operator_id };
    await t.call('/operator/update', { ...ref, version: 1, operatorName: 'Audited' }, t.admin);
    await t.call('/operator/lock', { ...ref, version: 2, locked: true }, t.admin);
    await t.call('/operator/lock', { ...ref, version: 3, locked: false }, t.admin);
    await t.call('/operator/resetPassword', { ...ref, version: 4, password: 'violet-orchard-77' }, t.admin);
    await t.store.run("UPDATE operator SET otp_enabled = true, otp_secret = 'JBSWY3DPEHPK3PXP' WHERE operator_id = $1", [o.operator_id]);
    await t.call('/operator/resetOtp', { ...ref, version: 5 }, t.admin);
    await t.call('/operator/delete', { ...ref, version: 6 }, t.admin);
    const { res } = await entries({ actor: 'admin' });
    const actions = res.map((e) => e.action).reverse();
    expect(actions).toEqual(expect.arrayContaining(['group.create', 'group.update', 'operator.create', 'operator.update', 'operator.lock',
      'operator.unlock', 'operator.reset_password', 'operator.reset_otp', 'operator.delete']));
    const update = res.find((e) => e.action === 'operator.update')!;
    expect(update).toMatchObject({ target: `operator:${o.operator_id}`, before: { operatorName: '@SUM(A1)', version: 1 }, after: { operatorName: 'Audited', version: 2 } });
    expect(update.at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Math.abs(Date.parse(`${update.at.replace(' ', 'T')}Z`) - testNow())).toBeLessThan(60_000);
    expect(res.find((e) => e.action === 'group.update')).toMatchObject({ before: { items: [70000] }, after: { items: [70000, 91000] } });
    const stored = await t.store.all<{ j: string }>("SELECT concat_ws(' ', before_json, after_json) AS j FROM audit_log");
    const text = stored.map((r) => r.j).join('\n');
    expect(text).not.toMatch(/argon2|violet-orchard|lantern-harbour|passwordHash|otpSecret/);
  });

  it('names a save that only disables or enables an operator as that, one that also renames as an edit', async () => {
    await t.staff('audited2', [70000]);
    const o = await t.operator('audited2');
    const ref = { operatorID: o.operator_id };
    await t.call('/operator/update', { ...ref, version: o.version, status: 'disabled' }, t.admin);
    await t.call('/operator/update', { ...ref, version: o.version + 1, status: 'active' }, t.admin);
    await t.call('/operator/update', { ...ref, version: o.version + 2, status: 'disabled', operatorName: 'Second desk' }, t.admin);
    const mine = (await entries({ target: `operator:${o.operator_id}` })).res.map((e) => e.action).reverse();
    expect(mine.filter((a) => a !== 'operator.create')).toEqual(['operator.disable', 'operator.enable', 'operator.update']);
    expect((await entries({ action: 'operator.disable' })).res.every((e) => e.action === 'operator.disable')).toBe(true);
  });

  it('keeps the authentication events', async () => {
    await t.login('finance');
    const { res } = await entries({ action: 'login' });
    expect(res.some((e) => e.action === 'login.success' && e.target === 'account:finance')).toBe(true);
  });

  it('filters by date range, actor, action and target, and pages on the server', async () => {
    const today = testToday();
    expect((await entries({ from: '2000-01-01', to: '2000-01-02' })).total).toBe(0);
    const all = await entries({ from: today, to: today });
    expect(all.total).toBeGreaterThan(5);
    const page = (await t.call<{ res: Entry[]; total: number }>('/audit/list', { page: { index: 1, size: 20 } }, t.admin)).result;
    expect(page.total).toBe(all.total);
    expect((await entries({ action: 'operator.lock' })).res.every((e) => e.action === 'operator.lock')).toBe(true);
    // an action's code (the screen's list of actions) finds that action, not the longer ones starting with it
    await writeAudit(t.store, { atMs: testNow(), action: 'operator.create_admin', target: 'operator:1' });
    const created = (await entries({ action: 'operator.create' })).res;
    expect(created.length).toBeGreaterThan(0);
    expect(created.every((e) => e.action === 'operator.create')).toBe(true);
    expect((await entries({ action: 'operator.cre' })).res.map((e) => e.action)).toContain('operator.create_admin');
    expect((await entries({ target: 'group:' })).res.every((e) => e.target.startsWith('group:'))).toBe(true);
    const asc = (await t.call<{ res: Entry[] }>('/audit/list', { page: { index: 0, size: 20 }, sort: [{ field: 'action', dir: 'asc' }] }, t.admin)).result.res;
    expect(asc.map((e) => e.action)).toEqual([...asc.map((e) => e.action)].sort());
  });

  it("finds what was done to an operator by its account, and an operator's id alone, not the ids it begins", async () => {
    const { operatorID } = await t.staff('qa.tester1', [2, 3, 70000]);
    const byAccount = (await entries({ target: 'QA.Tester1' })).res;
    expect(byAccount.some((e) => e.action === 'operator.create' && e.target === `operator:${operatorID}`)).toBe(true);
    await writeAudit(t.store, { atMs: testNow(), action: 'operator.update', target: `operator:${operatorID}0` });
    const byId = (await entries({ target: `operator:${operatorID}` })).res;
    expect(byId.length).toBeGreaterThan(0);
    expect(byId.every((e) => e.target === `operator:${operatorID}`)).toBe(true);
    // part of a target still finds every target holding it
    expect((await entries({ target: `operator:${operatorID}` })).total).toBeLessThan((await entries({ target: 'operator:' })).total);
  });

  it('finds what was done to an operator since deleted by its account, as the screen names it', async () => {
    const { operatorID } = await t.staff('qa.leaver2', [2, 3, 70000]);
    await t.call('/operator/update', { operatorID, version: 1, operatorName: 'Leaving' }, t.admin);
    await t.call('/operator/delete', { operatorID, version: 2 }, t.admin);
    expect(await t.operator('qa.leaver2')).toBeUndefined();
    const found = (await entries({ target: 'qa.leaver2' })).res;
    // its creation, edit and deletion (stored by its id), and its sign-in (stored by its account)
    expect(found.map((e) => e.action).sort()).toEqual(['login.success', 'operator.create', 'operator.delete', 'operator.update']);
    expect(found.every((e) => e.target === `operator:${operatorID}` || e.target === 'account:qa.leaver2')).toBe(true);
    // an account is found whole, as a live operator's is: part of it does not pull its history in by id
    expect((await entries({ target: 'qa.leave' })).res.some((e) => e.target === `operator:${operatorID}`)).toBe(false);
  });

  it('finds an operator since deleted as the screen names it, and the export names operators as the screen does', async () => {
    const kept = await t.staff('qa.kept5', [2, 3, 70000]);
    await t.call('/operator/update', { operatorID: kept.operatorID, version: 1, operatorName: 'Night Shift' }, t.admin);
    const { operatorID } = await t.staff('qa.gone5', [2, 3, 70000]);
    await t.call('/operator/delete', { operatorID, version: 1 }, t.admin);
    // the screen shows 'Operator qa.gone5 (deleted)' and asks for operator:qa.gone5
    const found = (await entries({ target: 'operator:QA.Gone5' })).res;
    expect(found.map((e) => e.action).sort()).toEqual(['operator.create', 'operator.delete']);
    expect(found.every((e) => e.target === `operator:${operatorID}`)).toBe(true);
    const sheet = (target: string, lang: 'en' | 'tw') => exportedSheet({ target, action: 'operator.create', lang });
    // an operator by its account and the name it has now, as the operator list shows them; a deleted one by the account its entry recorded
    expect((await sheet(`operator:${kept.operatorID}`, 'en')).getRow(2).getCell(4).value).toBe('Operator qa.kept5 (Night Shift)');
    expect((await sheet(`operator:${kept.operatorID}`, 'tw')).getRow(2).getCell(4).value).toBe('操作員 qa.kept5（Night Shift）');
    expect((await sheet('operator:qa.gone5', 'en')).getRow(2).getCell(4).value).toBe('Operator qa.gone5 (deleted)');
    expect((await sheet('operator:qa.gone5', 'tw')).getRow(2).getCell(4).value).toBe('操作員 qa.gone5（已刪除）');
  });

  it('finds a group since deleted by the name its entries recorded, as the screen names it', async () => {
    const g = (await t.call<{ group: { groupID: number } }>('/group/add', { groupName: 'Night Desk', items: [70000], cmsList: [1] }, t.admin)).result.group;
    await t.call('/group/update', { groupID: g.groupID, version: 1, groupName: 'Night Desk 2' }, t.admin);
    await t.call('/group/delete', { groupID: g.groupID, version: 2 }, t.admin);
    const mine = (target: string) => entries({ target }).then(({ res }) => res.filter((e) => e.target === `group:${g.groupID}`).map((e) => e.action).sort());
    // the screen shows 'Group Night Desk 2 (deleted)' and asks for group:Night Desk 2; by either name it had, any case
    expect(await mine('group:Night Desk 2')).toEqual(['group.create', 'group.delete', 'group.update']);
    expect(await mine('group:night desk')).toEqual(['group.create', 'group.delete', 'group.update']);
    // a name is found whole: part of it pulls nothing in by id
    expect(await mine('group:Night')).toEqual([]);
    // the export names the group, its permissions and operating units as the screen does
    const row = (await exportedSheet({ target: 'group:Night Desk 2', action: 'group.create', lang: 'en' })).getRow(2);
    // its creation names it as it was then
    expect(row.getCell(4).value).toBe('Group Night Desk (deleted)');
    expect(String(row.getCell(6).value)).toMatch(/^Group name: Night Desk · Permissions: Data Monitor · Operating units: [^\d·]+ · /);
  });

  it("exports a report's export entry with its rows in words, in both languages", async () => {
    // as the report route records an export cut short (server/http/routes/report.ts)
    await writeAudit(t.store, { atMs: testNow(), actorAC: 'admin', action: 'report.export', target: 'site_trend', after: { format: 'csv', filters: {}, rows: 120, total: 360, complete: false } });
    const after = async (lang: 'en' | 'tw') => String((await exportedSheet({ action: 'report.export', lang })).getRow(2).getCell(6).value);
    expect(await after('en')).toMatch(/ · Rows: 120 · Rows in the report: 360 · Whole: no$/);
    expect(await after('tw')).toMatch(/ · 列數: 120 · 報表總列數: 360 · 完整: 否$/);
  });

  it("exports a report's export entry with its section and filters in words, in both languages", async () => {
    // as the report route records a section's export (server/http/routes/report.ts)
    await writeAudit(t.store, { atMs: testNow(), actorAC: 'admin', action: 'report.export', target: 'member_cvt', after: {
      format: 'csv', section: 'cohorts', filters: { range: { preset: 'custom', from: '2026-11-01', to: '2026-11-15' }, grain: 'month' }, rows: 5, total: 5, complete: true,
    } });
    await writeAudit(t.store, { atMs: testNow(), actorAC: 'admin', action: 'report.export', target: 'site_trend', after: {
      format: 'xlsx', filters: { range: { preset: 'prev30' }, metrics: ['apv_bet'] }, rows: 30, total: 30, complete: true,
    } });
    const after = async (lang: 'en' | 'tw', target: string) => String((await exportedSheet({ action: 'report.export', target, lang })).getRow(2).getCell(6).value);
    expect(await after('en', 'member_cvt')).toBe('Format: csv · Section: By registration cohort · Filters: Date range: 2026-11-01 – 2026-11-15; Group by: Month · Rows: 5 · Rows in the report: 5 · Whole: yes');
    expect(await after('tw', 'member_cvt')).toBe('格式: csv · 區塊: 依註冊群組 · 篩選: 日期區間: 2026-11-01 – 2026-11-15; 統計週期: 月 · 列數: 5 · 報表總列數: 5 · 完整: 是');
    expect(await after('en', 'site_trend')).toMatch(/^Format: xlsx · Filters: Date range: Previous 30 days; Metrics: [^_]+ · Rows: 30 · /);
    expect(await after('tw', 'site_trend')).toMatch(/^格式: xlsx · 篩選: 日期區間: 前 30 天; 指標: [^_]+ · 列數: 30 · /);
  });

  // member levels and tags are named by the same lists (ctx.lists: the tiny warehouse has none; tests/src/engine/audit/exportText.test.ts names them)
  it("exports a trend's markets by the names the warehouse gives them", async () => {
    const [market] = await t.warehouse.query('SELECT s.site_currency AS currency, m.market_name FROM dim_site s JOIN dim_market m ON m.site_currency = s.site_currency ORDER BY s.site_id LIMIT 1');
    expect(market, 'a site market in the warehouse').toBeTruthy();
    await writeAudit(t.store, { atMs: testNow(), actorAC: 'admin', action: 'report.export', target: 'site_trend', after: {
      format: 'csv', filters: { markets: [String(market!.currency)] }, rows: 3, total: 3, complete: true,
    } });
    const sheet = await exportedSheet({ action: 'report.export', target: 'site_trend', lang: 'en' });
    expect(String(sheet.getRow(2).getCell(6).value)).toContain(`: ${String(market!.currency)} · ${String(market!.market_name)} · Rows: 3`);
  });

  it('exports the filtered log as xlsx with formula-like text escaped, for administrators only', async () => {
    const response = await t.app.inject({
      method: 'POST', url: '/api/maintenance/audit/export',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${t.admin}` },
      payload: JSON.stringify({ reqData: { action: 'group.create', lang: 'en' } }),
    });
    expect(response.headers['content-type']).toMatch(/spreadsheetml/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Time (UTC)');
    // the group named like a formula (the first test's): its row found by its content, whatever was added since
    const rows = sheet.getRows(2, sheet.rowCount - 1) ?? [];
    const formula = rows.find((r) => String(r.getCell(6).value).includes('HYPERLINK'));
    expect(formula, 'the row of the group named =HYPERLINK(…)').toBeDefined();
    // the action in words, as the screen shows it (src/engine/audit/auditText.ts)
    expect(formula!.getCell(3).value).toBe('Group added');
    expect(rows.every((r) => r.getCell(3).value === 'Group added')).toBe(true);
    const cells = sheet.getSheetValues().flat().filter((v) => typeof v === 'string') as string[];
    expect(cells.some((v) => v.startsWith('='))).toBe(false);
    const desk = await t.staff('desk09', [2, 3, 70000]);
    expect((await t.call('/audit/export', {}, desk.token)).status).toBe(8046);
  });
});
