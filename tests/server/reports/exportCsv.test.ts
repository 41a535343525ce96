import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/appstore/auditLog';
import { csvField } from '../../../server/reports/exportCsv';
import { escapeCell } from '../../../src/engine/format/escapeCell';
import { parseCsv } from '../../support/csv';
import { callApi, login, startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, 'admin');
});
afterAll(async () => { await server?.close(); });

const post = (path: string, reqData: unknown, token = admin) => fetch(`${server.url}/api${path}`, {
  method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ reqData }),
});

async function both(path: string, reqData: Record<string, unknown>) {
  const [xlsx, csv] = await Promise.all([post(`${path}/export`, reqData), post(`${path}/export/csv`, reqData)]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const sheetRows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => { sheetRows.push((row.values as unknown[]).slice(1)); });
  const bytes = Buffer.from(await csv.arrayBuffer());
  return { csv, bytes, text: bytes.toString('utf8'), sheetRows, columns: sheet.columnCount };
}

describe('CSV export beside the xlsx', () => {
  it('holds the same rows, in the same order, with the same columns and headers as the xlsx, and its totals row', async () => {
    const reqData = { filters: { grain: 'day', range: { preset: 'prev90' } }, sort: [{ field: 'apv_bet', dir: 'desc' }], currency: 'THB', lang: 'en' };
    const { csv, bytes, text, sheetRows, columns } = await both('/report/site_trend', reqData);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/site_trend-\d{4}-\d{2}-\d{2}\.csv/);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parseCsv(text.slice(1));
    const grid = await callApi<{ total: number }>(server.url, '/report/site_trend', { ...reqData, page: { index: 0, size: 20 } }, admin);
    expect(records).toHaveLength(1 + grid.result.total + 1);
    expect(records).toHaveLength(sheetRows.length);
    expect(records[0]).toContain('Turnover (THB)');
    records.forEach((record, r) => {
      expect(record).toHaveLength(columns);
      for (let c = 0; c < columns; c++) {
        const cell = sheetRows[r][c] ?? '';
        // numbers as the sheet holds them (the CSV writes them unformatted), text as it reads
        if (typeof cell === 'number') expect(Number(record[c]), `row ${r} column ${c}`).toBeCloseTo(cell, 9);
        else expect(record[c], `row ${r} column ${c}`).toBe(String(cell));
      }
    });
    expect(records.at(-1)![0]).toBe('Total');
  });

  it('keeps Traditional Chinese headers and names intact after the BOM', async () => {
    const { text, sheetRows } = await both('/report/site_trend', { filters: { grain: 'month' }, lang: 'tw', currency: 'USD' });
    expect(text.startsWith('\uFEFF')).toBe(true);
    const records = parseCsv(text.slice(1));
    expect(records[0]).toEqual(sheetRows[0].map(String));
    expect(records[0].join('')).toMatch(/[\u4e00-\u9fff]/);
    expect(records.at(-1)![0]).toBe(String(sheetRows.at(-1)![0]));
  });

  it('escapes a formula-looking value by the rule of the xlsx, and quotes what CSV must', () => {
    for (const value of ['=HYPERLINK("http://x","y")', '+1+1', '@SUM(A1)', '-A1', '\tx', '\rx']) {
      expect(parseCsv(csvField(value))[0][0]).toBe(escapeCell(value));
      expect(parseCsv(csvField(value))[0][0].startsWith("'")).toBe(true);
    }
    expect(csvField('-12.5')).toBe('-12.5');
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField('a,"b"\nc')).toBe('"a,""b""\nc"');
    expect(csvField(null)).toBe('');
  });

  it('needs the same right as the xlsx and is audited with its format', async () => {
    const analyst = await login(server.url, 'analyst');
    const refused = await post('/report/site_trend/export/csv', {}, analyst);
    expect(((await refused.json()) as { status: number }).status).toBe(8046);
    const done = await post('/report/site_trend/export/csv', { filters: { grain: 'month' } });
    await done.arrayBuffer();
    const exports = await listAudit(server.store, { action: 'report.export' });
    expect(exports.some((a) => a.actorAC === 'admin' && (a.after as { format?: string }).format === 'csv')).toBe(true);
  });
});
