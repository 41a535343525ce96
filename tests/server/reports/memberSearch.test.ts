import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompileError } from '../../../server/compiler/errors';
import { maskEmail, maskPhone } from '../../../server/compiler/stages/mask';
import { createReportService, type ReportService } from '../../../server/reports/reportService';
import { streamReportXlsx } from '../../../server/reports/exportXlsx';
import type { Warehouse } from '../../../server/warehouse/warehouse';
import type { ReportRequest } from '../../../src/engine/request/types';
import { openReportFixture, type ReportFixture } from './support';

let fx: ReportFixture;
let site: number;
/** Every statement the counted service sends to the warehouse. */
const calls: string[] = [];
let counted: ReportService;
let capped: ReportService;

beforeAll(async () => {
  fx = await openReportFixture();
  site = fx.siteIds[0];
  const counting: Warehouse = { dialect: 'duckdb', query: (sql, params, o) => { calls.push(sql); return fx.warehouse.query(sql, params, o); }, close: async () => undefined };
  counted = await createReportService(counting, { cache: false });
  capped = await createReportService(fx.warehouse, { cache: false, listCap: 50 });
});
afterAll(async () => { await fx?.warehouse.close(); });

const search = (service: ReportService, request: ReportRequest, contact = true) =>
  service.run(service.registry.report('member_search'), request, { siteIds: fx.siteIds, contact }, fx.now);
const SPEC_MESSAGE = 'Please select at least one of member tags, member levels, or adv. filter conditions';

describe('member search: the criteria rule', () => {
  it('refuses a search without a member tag, a member level or a condition, with the spec message', async () => {
    await expect(search(fx.service, { filters: { site } })).rejects.toMatchObject({ status: 9400, message: SPEC_MESSAGE });
    await expect(search(fx.service, { filters: { site, memberTags: [], conditions: [] } })).rejects.toThrow(SPEC_MESSAGE);
  });

  it('finds exactly the members holding a tag, at a level and meeting two advanced conditions', async () => {
    const conditions = [{ field: 'reg_date', op: 'lte', value: '2026-12-31' }, { field: 'member_status', op: 'eq', value: 0 }];
    const r = await search(fx.service, { filters: { site, memberTags: [5, 1, 2, 4, 7], memberLevels: [1, 2], conditions }, page: { index: 0, size: 200 } });
    const n = await fx.one(`SELECT count(*) n FROM dim_member m WHERE site_id = $1 AND member_lv_id IN (1, 2) AND reg_date <= DATE '2026-12-31' AND member_status = 0
      AND EXISTS (SELECT 1 FROM member_tag_map t WHERE t.member_id = m.member_id AND t.member_tag_id IN (5, 1, 2, 4, 7))`, [site]);
    expect(r.total).toBe(Number(n.n));
    expect(r.total).toBeGreaterThan(0);
    expect(r.res.every((row) => [1, 2].includes(row.member_lv_id as number) && row.member_status === 0)).toBe(true);
  });

  it('refuses a condition on a field or with an operator the definition does not offer', async () => {
    const bad = async (conditions: unknown[]) => {
      try { await search(fx.service, { filters: { site, conditions } }); } catch (e) { return e; }
      return null;
    };
    expect(await bad([{ field: 'reg_date', op: 'contains', value: 'x' }])).toBeInstanceOf(CompileError);
    expect(await bad([{ field: 'life_days', op: 'gte', value: 'ten' }])).toBeInstanceOf(CompileError);
    expect(await bad([{ field: 'member_status', op: 'eq', value: 9 }])).toBeInstanceOf(CompileError);
    // days a member has lived: whole, from 0 (what the editor also refuses, saying why)
    for (const value of [-5, 1.5, 36501]) {
      const e = await bad([{ field: 'life_days', op: 'gte', value }]);
      expect(e, String(value)).toBeInstanceOf(CompileError);
      expect((e as CompileError).message).toBe(`'${value}' is not a value of 'life_days'`);
    }
    expect(await bad([{ field: 'life_days', op: 'gte', value: 0 }])).toBeNull();
  });
});

describe('member search: the 500,000 cap (lowered to 50 by configuration)', () => {
  it('over the cap: no list, and the count found for the warning', async () => {
    const r = await search(capped, { filters: { site, memberLevels: [1] }, page: { index: 0, size: 50 } });
    const n = await fx.one('SELECT count(*) n FROM dim_member WHERE site_id = $1 AND member_lv_id = 1', [site]);
    expect(Number(n.n)).toBeGreaterThan(50);
    expect(r.res).toEqual([]);
    expect(r.meta.capped).toEqual({ count: Number(n.n), cap: 50 });
  });

  it('under the cap: the list as usual', async () => {
    const r = await search(capped, { filters: { site, memberLevels: [5, 6, 7, 8] }, page: { index: 0, size: 50 } });
    expect(r.meta.capped).toBeUndefined();
    expect(r.res.length).toBe(Math.min(50, r.total));
  });

  it('the spec texts: 500,000 by default, the warning word for word', async () => {
    expect(fx.service.registry.report('member_search').list!.cap).toBe(500_000);
    const { translator } = await import('../../../server/i18n/translate');
    expect(translator('en')('reports.member_search.capped', { found: '612,345', cap: '500,000' }))
      .toBe('Too Many Members Found: Found 612,345 members, exceeding the 500,000 limit. Member list display has been disabled.');
  });

  it('refuses to export a search over the cap (8038)', async () => {
    const request = { filters: { site, memberLevels: [1] } };
    await expect(streamReportXlsx(capped, capped.registry.report('member_search'), request, { siteIds: fx.siteIds }, fx.now))
      .rejects.toMatchObject({ status: 8038 });
  });
});

describe('member search: server paging by key', () => {
  const filters = { site, memberLevels: [1, 2] };

  it('runs the sorted search once; later pages read only their rows, with no sort and no offset', async () => {
    calls.length = 0;
    const first = await search(counted, { filters, page: { index: 0, size: 50 } });
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatch(/ORDER BY/);
    calls.length = 0;
    const second = await search(counted, { filters, page: { index: 1, size: 50 } });
    const third = await search(counted, { filters, page: { index: 2, size: 50 } });
    expect(calls).toHaveLength(2);
    for (const sql of calls) {
      expect(sql).not.toMatch(/ORDER BY "reg_date"|OFFSET|count\(\*\) OVER/);
    }
    expect(second.total).toBe(first.total);
    const expected = await fx.warehouse.query(`SELECT member_id FROM dim_member WHERE site_id = $1 AND member_lv_id IN (1, 2) ORDER BY reg_date DESC NULLS LAST, member_id LIMIT 100 OFFSET 50`, [site]);
    expect([...second.res, ...third.res].map((r) => r.member_id)).toEqual(expected.map((r) => r.member_id));
  });

  it('a new sort is a new search, sorted on the server', async () => {
    calls.length = 0;
    const r = await search(counted, { filters, sort: [{ field: 'life_days', dir: 'desc' }], page: { index: 1, size: 20 } });
    expect(calls[0]).toMatch(/ORDER BY "life_days" DESC/);
    const expected = await fx.warehouse.query(`SELECT member_id FROM dim_member WHERE site_id = $1 AND member_lv_id IN (1, 2) ORDER BY life_days DESC NULLS LAST, member_id LIMIT 20 OFFSET 20`, [site]);
    expect(r.res.map((x) => x.member_id)).toEqual(expected.map((x) => x.member_id));
  });
});

describe('member contact data', () => {
  it('masks phone and e-mail on the server for an operator without the contact right, in the grid and in the export', async () => {
    const request = { filters: { site, memberLevels: [5, 6, 7, 8] }, page: { index: 0, size: 20 } };
    const open = await search(fx.service, request, true);
    const masked = await search(fx.service, request, false);
    expect(open.res[0].phone).toMatch(/^\+?\d[\d ]+$/);
    expect(masked.res[0].phone).toBe(maskPhone(String(open.res[0].phone)));
    expect(masked.res[0].email).toBe(maskEmail(String(open.res[0].email)));
    expect(String(masked.res[0].phone)).toContain('*');
    const file = await streamReportXlsx(fx.service, fx.service.registry.report('member_search'), { filters: request.filters, lang: 'en' }, { siteIds: fx.siteIds, contact: false }, fx.now);
    const chunks: Buffer[] = [];
    for await (const c of file.stream) chunks.push(c as Buffer);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const phones = Array.from({ length: sheet.rowCount - 1 }, (_, i) => String(sheet.getRow(i + 2).getCell(header.indexOf('Phone')).value));
    const emails = Array.from({ length: sheet.rowCount - 1 }, (_, i) => String(sheet.getRow(i + 2).getCell(header.indexOf('E-mail')).value));
    expect(phones.length).toBe(open.total);
    expect(phones.every((p) => p.includes('*'))).toBe(true);
    expect(emails.every((e) => /^.\*\*\*@/.test(e))).toBe(true);
  });

  it('masks keep the shape: country code and last two digits, first letter and domain', () => {
    expect(maskPhone('+66812345678')).toBe('+668******78');
    expect(maskEmail('jane.doe@example.com')).toBe('j***@example.com');
  });
});

describe('member search: masking and the result cache', () => {
  it('masks for an operator without the contact right and never the cached rows: one with the right, after, sees them whole', async () => {
    const cached = await createReportService(fx.warehouse);
    const request: ReportRequest = { filters: { site, memberLevels: [1, 2] }, page: { index: 0, size: 20 } };
    const masked = await search(cached, request, false);
    const whole = await search(cached, request, true);
    const withPhone = whole.res.filter((r) => typeof r.phone === 'string');
    expect(withPhone.length).toBeGreaterThan(0);
    for (const row of withPhone) {
      const stored = await fx.one('SELECT phone, email FROM dim_member WHERE member_id = $1', [row.member_id as number]);
      expect(row.phone).toBe(stored.phone);
      expect(row.email).toBe(stored.email);
      const other = masked.res.find((r) => r.member_id === row.member_id)!;
      expect(other.phone).toBe(maskPhone(String(stored.phone)));
      expect(other.phone).not.toBe(stored.phone);
    }
  });
});
