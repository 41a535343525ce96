import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from '../../../server/compiler/stages/mask';
import { streamReportXlsx } from '../../../server/reports/exportXlsx';
import { columnLetter, xmlText } from '../../../server/reports/sheetRows';
import { createReportService, type ReportService } from '../../../server/reports/reportService';
import { translator } from '../../../server/i18n/translate';
import type { Row, Warehouse } from '../../../server/warehouse/warehouse';
import { escapeCell } from '../../../src/engine/format/escapeCell';
import { formatter, listFormatters, type FormatContext } from '../../../src/engine/format/formatters';
import { reportView } from '../../../src/engine/report/reportView';
import type { ReportRequest } from '../../../src/engine/request/types';
import { openReportFixture, type ReportFixture } from './support';

let fx: ReportFixture;
let site: number;
/** Row reads of a list export (by key, narrowed to the export's columns) through the counting warehouse. */
let chunkReads = 0;
/** The chunk read (1-based) that fails; 0: none. */
let failChunk = 0;
let counted: ReportService;

beforeAll(async () => {
  fx = await openReportFixture();
  site = fx.siteIds[0];
  const counting: Warehouse = {
    dialect: 'duckdb',
    query: (sql, params, o) => {
      if (/ AS listed$/.test(sql) && ++chunkReads === failChunk) return Promise.reject(new Error('the warehouse went away'));
      return fx.warehouse.query(sql, params, o);
    },
    close: async () => undefined,
  };
  counted = await createReportService(counting, { cache: false });
});
afterAll(async () => { await fx?.warehouse.close(); });

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

async function sheetOf(stream: Readable): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await bytesOf(stream)) as unknown as ArrayBuffer);
  return book.worksheets[0];
}

/** Sums read twice may differ in their last binary digit (parallel aggregation): compared to 12 significant digits. */
const approx = (v: unknown) => (typeof v === 'number' ? Number(v.toPrecision(12)) : v);

/** Every row of the sheet below the header: each cell's value and number format. */
function rowsOf(sheet: ExcelJS.Worksheet, columns: number): { values: unknown[]; numFmts: (string | undefined)[] }[] {
  return Array.from({ length: sheet.rowCount - 1 }, (_, i) => {
    const row = sheet.getRow(i + 2);
    const cells = Array.from({ length: columns }, (_, c) => row.getCell(c + 1));
    return { values: cells.map((c) => approx(c.value)), numFmts: cells.map((c) => c.numFmt || undefined) };
  });
}

/** Every page of the grid, as the screen reads them. */
async function screenRows(service: ReportService, id: string, request: ReportRequest, contact = true): Promise<Row[]> {
  const rows: Row[] = [];
  for (let index = 0; ; index++) {
    const page = await service.run(service.registry.report(id), { ...request, page: { index, size: 200 } }, { siteIds: fx.siteIds, contact }, fx.now);
    rows.push(...(page.res as Row[]));
    if (page.res.length < 200 || rows.length >= page.total) return rows;
  }
}

/** The cells the export must hold for rows of the screen: formatted and escaped as on screen. */
async function expectedCells(service: ReportService, id: string, request: ReportRequest, rows: Row[]) {
  const rates = (await fx.warehouse.query('SELECT currency, rate_to_base FROM fx_rate WHERE rate_date = (SELECT max(rate_date) FROM fx_rate)'))
    .map((r) => ({ currency: String(r.currency), rate_to_base: Number(r.rate_to_base) }));
  const t = translator(request.lang ?? 'en');
  const ctx: FormatContext = { currency: request.currency ?? 'USD', rates, lang: request.lang ?? 'en', translate: (k) => t(k) };
  const view = reportView(service.registry.report(id), service.registry);
  return {
    columns: view.columns.length,
    rows: rows.map((row) => ({
      values: view.columns.map((c) => approx(escapeCell(formatter(c.format).cell(row[c.field], ctx, c.enumKey).value) ?? null)),
      numFmts: view.columns.map((c) => formatter(c.format).cell(0, ctx).numFmt),
    })),
  };
}

describe('xlsx export of a list, read by key in chunks', () => {
  const search = (memberLevels: number[]): ReportRequest => ({ filters: { site, memberLevels }, sort: [{ field: 'life_days', dir: 'desc' }], lang: 'tw' });

  it('holds exactly the rows of the list in the order of its pages, across many chunks', async () => {
    const request = search([1, 2, 3]);
    const screen = await screenRows(fx.service, 'member_search', request);
    const size = 97;
    expect(screen.length).toBeGreaterThan(size * 5);
    chunkReads = 0;
    const file = await streamReportXlsx(counted, counted.registry.report('member_search'), request, { siteIds: fx.siteIds, contact: true }, fx.now, { chunkKeys: size });
    expect(file.rows).toBe(screen.length);
    const sheet = await sheetOf(file.stream);
    expect(chunkReads).toBe(Math.ceil(screen.length / size));
    const expected = await expectedCells(fx.service, 'member_search', request, screen);
    expect(rowsOf(sheet, expected.columns)).toEqual(expected.rows);
  });

  it('writes the same workbook whatever the chunk size', async () => {
    const request = search([1, 2, 3]);
    const report = fx.service.registry.report('member_search');
    const scope = { siteIds: fx.siteIds };
    const small = await sheetOf((await streamReportXlsx(fx.service, report, request, scope, fx.now, { chunkKeys: 10 })).stream);
    const whole = await sheetOf((await streamReportXlsx(fx.service, report, request, scope, fx.now)).stream);
    expect(small.rowCount).toBeGreaterThan(100);
    expect(rowsOf(small, 14)).toEqual(rowsOf(whole, 14));
    expect(small.getRow(1).values).toEqual(whole.getRow(1).values);
    expect(small.getRow(1).font?.bold).toBe(true);
  });

  it('masks phone and e-mail in every chunk without the contact right', async () => {
    const request = search([3, 4, 5, 6, 7, 8]);
    const open = await screenRows(fx.service, 'member_search', request, true);
    // at least four chunks, whatever the day's warehouse holds for these levels
    expect(open.length).toBeGreaterThan(8);
    const chunkKeys = Math.floor(open.length / 4);
    chunkReads = 0;
    const file = await streamReportXlsx(counted, counted.registry.report('member_search'), { ...request, lang: 'en' }, { siteIds: fx.siteIds, contact: false }, fx.now, { chunkKeys });
    const sheet = await sheetOf(file.stream);
    expect(chunkReads).toBeGreaterThanOrEqual(4);
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const col = (name: string) => Array.from({ length: sheet.rowCount - 1 }, (_, i) => String(sheet.getRow(i + 2).getCell(header.indexOf(name)).value));
    expect(col('Phone')).toEqual(open.map((r) => escapeCell(maskPhone(String(r.phone)))));
    expect(col('E-mail')).toEqual(open.map((r) => escapeCell(maskEmail(String(r.email)))));
  });

  it('answers a failed first chunk with an error, before any byte', async () => {
    const request = search([1, 2, 3]);
    chunkReads = 0;
    failChunk = 1;
    try {
      await expect(streamReportXlsx(counted, counted.registry.report('member_search'), request, { siteIds: fx.siteIds }, fx.now, { chunkKeys: 50 }))
        .rejects.toThrow('the warehouse went away');
    } finally {
      failChunk = 0;
    }
  });

  it('fails the download when a later chunk fails, never ending a shorter file', async () => {
    const request = search([1, 2, 3]);
    chunkReads = 0;
    failChunk = 3;
    try {
      const file = await streamReportXlsx(counted, counted.registry.report('member_search'), request, { siteIds: fx.siteIds }, fx.now, { chunkKeys: 50 });
      await expect(bytesOf(file.stream)).rejects.toThrow('the warehouse went away');
      expect(file.stream.destroyed).toBe(true);
    } finally {
      failChunk = 0;
    }
  });

  it('stops reading the warehouse once the client has gone', async () => {
    const request = search([1, 2, 3]);
    chunkReads = 0;
    const file = await streamReportXlsx(counted, counted.registry.report('member_search'), request, { siteIds: fx.siteIds }, fx.now, { chunkKeys: 20 });
    expect(file.rows).toBeGreaterThan(20 * 20);
    file.stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(chunkReads).toBeLessThanOrEqual(3);
  });
});

describe('xlsx export of a report that is not a list', () => {
  it('holds every row in the order of the grid, then the totals row in bold', async () => {
    const request: ReportRequest = { filters: { grain: 'day' }, sort: [{ field: 'apv_bet', dir: 'desc' }], currency: 'THB', lang: 'en' };
    const page = await fx.service.run(fx.service.registry.report('site_trend'), { ...request, page: { index: 0, size: 100_000 } }, { siteIds: fx.siteIds }, fx.now);
    const file = await streamReportXlsx(fx.service, fx.service.registry.report('site_trend'), request, { siteIds: fx.siteIds }, fx.now);
    const sheet = await sheetOf(file.stream);
    const expected = await expectedCells(fx.service, 'site_trend', request, page.res as Row[]);
    expect(file.rows).toBe(page.total);
    expect(sheet.rowCount).toBe(1 + page.total + 1);
    expect(rowsOf(sheet, expected.columns).slice(0, -1)).toEqual(expected.rows);
    const totals = sheet.getRow(page.total + 2);
    expect(totals.getCell(1).value).toBe('Total');
    expect(totals.font?.bold).toBe(true);
    const [withTotals] = await expectedCells(fx.service, 'site_trend', request, [page.totals as Row]).then((e) => e.rows);
    const view = reportView(fx.service.registry.report('site_trend'), fx.service.registry);
    view.columns.forEach((c, i) => {
      if (i > 0 && c.total) expect(totals.getCell(i + 1).value).toBeCloseTo(withTotals.values[i] as number, 2);
    });
  });
});

describe('cell writing', () => {
  it('every formatter gives a cell the value it shows (the export formats with value())', () => {
    const ctx: FormatContext = { currency: 'THB', rates: [{ currency: 'THB', rate_to_base: 0.028 }], lang: 'tw', translate: (k) => `t:${k}` };
    const raws = [null, undefined, '', 0, 12.5, -3, '42', 'abc', '2026-03-04', '2026-03-04 05:06:07', 1];
    for (const f of listFormatters()) {
      for (const raw of raws) expect(f.value(raw, ctx, 'enums.memberStatus')).toEqual(f.cell(raw, ctx, 'enums.memberStatus').value);
    }
  });

  it('escapes text as exceljs does and drops what XML cannot hold', () => {
    expect(xmlText('a<b>&"c\'')).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
    expect(xmlText('tab\tline\ncr\r ok')).toBe('tab\tline\ncr\r ok');
    expect(xmlText('bell\u0007 del\u007f nul\u0000')).toBe('bell del nul');
    expect(xmlText('張三 plain')).toBe('張三 plain');
  });

  it('names columns as spreadsheets do', () => {
    expect([1, 26, 27, 52, 703].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AZ', 'AAA']);
  });
});
