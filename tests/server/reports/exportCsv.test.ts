import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/appstore/auditLog';
import { csvField } from '../../../server/reports/exportCsv';
import { escapeCell } from '../../../src/engine/format/escapeCell';
import { formatter } from '../../../src/engine/format/formatters';
import type { FormatId } from '../../../src/engine/format/formatId';
import type { ReportView } from '../../../src/engine/report/reportView';
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

/** What the grid shows of each figure format: its decimals, and 100 where it shows a percentage. */
const SHOWN: Partial<Record<FormatId, { decimals: number; scale: number }>> = {
  amount: { decimals: 2, scale: 1 }, localAmount: { decimals: 2, scale: 1 }, decimal: { decimals: 2, scale: 1 },
  count: { decimals: 0, scale: 1 }, rank: { decimals: 0, scale: 1 }, rankChange: { decimals: 0, scale: 1 },
  rate: { decimals: 2, scale: 100 }, growthRate: { decimals: 2, scale: 100 }, duration: { decimals: 1, scale: 1 }, days: { decimals: 1, scale: 1 },
};
/** The xlsx's header with the unit the CSV writes its figures in: percent ('Profit rate (%)'), seconds. */
const csvHeaderOf = (header: unknown, format: FormatId) => {
  const unit = SHOWN[format]?.scale === 100 ? '%' : format === 'duration' ? 's' : '';
  const shown = unit === '%' ? String(header).includes('%') : String(header).includes(`(${unit})`);
  return unit && !shown ? `${String(header)} (${unit})` : String(header);
};
const viewOf = async (id: string) => (await callApi<{ res: ReportView }>(server.url, `/report/${id}/view`, {}, admin)).result.res;

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
    const view = await viewOf('site_trend');
    records.forEach((record, r) => {
      expect(record).toHaveLength(columns);
      for (let c = 0; c < columns; c++) {
        const cell = sheetRows[r][c] ?? '';
        // numbers as the sheet holds them, rounded as shown (the sheet keeps them whole, with a number format); text as it reads
        const shown = SHOWN[view.columns[c].format];
        if (r === 0) expect(record[c], `header ${c}`).toBe(csvHeaderOf(cell, view.columns[c].format));
        else if (typeof cell === 'number' && shown) expect(Math.abs(Number(record[c]) - cell * shown.scale), `row ${r} column ${c}`).toBeLessThanOrEqual(0.5 * 10 ** -shown.decimals + 1e-9);
        else expect(record[c], `row ${r} column ${c}`).toBe(String(cell));
      }
    });
    expect(records.at(-1)![0]).toBe('Total');
  });

  it('exports a report of formulas (net revenue): each formula column as the grid has it, in xlsx and CSV alike, a column without a total left empty in the totals row', async () => {
    const reqData = { filters: {}, sort: [{ field: 'ngr', dir: 'desc' }], lang: 'en' };
    const { text, sheetRows } = await both('/report/net_revenue', reqData);
    const records = parseCsv(text.slice(1));
    const grid = await callApi<{ res: Record<string, unknown>[]; total: number }>(server.url, '/report/net_revenue', reqData, admin);
    expect(records).toHaveLength(1 + grid.result.total + 1);
    const view = await viewOf('net_revenue');
    const at = (field: string) => view.columns.findIndex((c) => c.field === field);
    for (const field of ['ngr', 'ngr_margin', 'ngr_per_1k_bet', 'platform_fee']) expect(at(field), field).toBeGreaterThan(0);
    grid.result.res.forEach((row, i) => {
      for (const field of ['ngr', 'ngr_per_1k_bet', 'platform_fee']) {
        expect(Number(records[i + 1][at(field)]), `${field} of row ${i}`).toBeCloseTo(Number(row[field]), 2);
        expect(Number(sheetRows[i + 1][at(field)]), `${field} of row ${i} in the sheet`).toBeCloseTo(Number(row[field]), 6);
      }
      expect(Number(records[i + 1][at('ngr_margin')])).toBeCloseTo(Number(row.ngr_margin) * 100, 2);
    });
    expect(records.at(-1)![0]).toBe('Total');
    expect(records.at(-1)![at('platform_fee')]).toBe('');
    expect(Number(records.at(-1)![at('ngr')])).toBeGreaterThan(0);
  });

  it('writes "Others" of a top (its label, with how many rows it gathers) before the totals row, in xlsx and CSV alike, as the API answers it', async () => {
    const reqData = { filters: { topN: 3 }, lang: 'en' };
    const { text, sheetRows } = await both('/report/brand_top', reqData);
    const records = parseCsv(text.slice(1));
    const grid = await callApi<{ res: Record<string, unknown>[]; total: number; others: { row: Record<string, unknown>; count: number } }>(server.url, '/report/brand_top', reqData, admin);
    expect(grid.result.total).toBe(3);
    const { others } = grid.result;
    expect(others.count).toBeGreaterThan(0);
    expect(records).toHaveLength(1 + 3 + 2);
    expect(records.at(-2)![0]).toBe(`All others (${others.count})`);
    expect(sheetRows.at(-2)![0]).toBe(`All others (${others.count})`);
    expect(records.at(-1)![0]).toBe('Total');
    const view = await viewOf('brand_top');
    const at = view.columns.findIndex((c) => c.field === 'house_net_win');
    expect(Number(records.at(-2)![at])).toBeCloseTo(Number(others.row.house_net_win), 2);
    expect(Number(sheetRows.at(-2)![at])).toBeCloseTo(Number(others.row.house_net_win), 6);
  });

  it('writes a cohort triangle: its checkpoints named in the chosen language, the cells not yet reached empty in both files', async () => {
    for (const [lang, header] of [['en', 'Month 3'], ['tw', '第 3 個月']] as const) {
      const reqData = { filters: {}, lang };
      const { text, sheetRows } = await both('/report/deposit_cohorts', reqData);
      const [head, ...records] = parseCsv(text.slice(1));
      const grid = await callApi<{ res: Record<string, unknown>[] }>(server.url, '/report/deposit_cohorts', reqData, admin);
      // rates in percent, as the CSV's header says
      const at = head.indexOf(`${header} (%)`);
      expect(at, lang).toBeGreaterThan(0);
      expect(String(sheetRows[0][at])).toMatch(new RegExp(`^${header}`));
      grid.result.res.forEach((row, i) => {
        const rate = row.retained_3_rate;
        if (rate === null) expect([records[i][at], sheetRows[i + 1][at] ?? '']).toEqual(['', '']);
        else expect(Number(records[i][at])).toBeCloseTo(Number(rate) * 100, 2);
      });
      expect(grid.result.res.some((r) => r.retained_3_rate === null) && grid.result.res.some((r) => r.retained_3_rate !== null)).toBe(true);
    }
  });

  it("writes a funnel across models step by step, each step named by the report's own words, in xlsx and CSV as the API answers it", async () => {
    const reqData = { filters: {}, lang: 'tw' };
    const { text, sheetRows } = await both('/report/member_journey', reqData);
    const [, ...records] = parseCsv(text.slice(1));
    const grid = await callApi<{ res: Record<string, unknown>[] }>(server.url, '/report/member_journey', reqData, admin);
    expect(records.map((r) => r[0])).toEqual(['註冊', '登入', '首次存款', '遊戲', '獲得紅利']);
    expect(sheetRows.slice(1).map((r) => r[0])).toEqual(records.map((r) => r[0]));
    grid.result.res.forEach((row, i) => {
      expect(Number(records[i][1])).toBe(Number(row.users));
      expect(Number(sheetRows[i + 1][1])).toBe(Number(row.users));
    });
  });

  it("writes a section's own table when asked for it (member conversion's cohorts, as the screen shows them under the funnel), named by it, in xlsx and CSV alike", async () => {
    const reqData = { filters: { grain: 'week' }, section: 'cohorts', lang: 'en' };
    const { csv, text, sheetRows } = await both('/report/member_cvt', reqData);
    expect(csv.headers.get('content-disposition')).toMatch(/member_cvt-cohorts-\d{4}-\d{2}-\d{2}\.csv/);
    const [header, ...records] = parseCsv(text.slice(1));
    const view = (await viewOf('member_cvt')).sections.find((s) => s.section === 'cohorts')!;
    expect(header).toHaveLength(view.columns.length);
    expect(header[0]).toBe('Registration cohort');
    expect(sheetRows[0][0]).toBe('Registration cohort');
    const grid = await callApi<{ res: Record<string, unknown>[]; total: number }>(server.url, '/report/member_cvt', { ...reqData, page: { index: 0, size: 200 } }, admin);
    // every cohort, then the totals row
    expect(records).toHaveLength(grid.result.total + 1);
    expect(records.slice(0, -1).map((r) => [r[0], Number(r[1])])).toEqual(grid.result.res.map((r) => [String(r.stat_date), Number(r.reg_dau)]));
    expect(sheetRows).toHaveLength(records.length + 1);
  });

  it("writes a pivot as a real sheet: a column per value and measure headed by the month, each measure's total, the totals row with each month's", async () => {
    const reqData = { filters: {}, lang: 'en' };
    const { text, sheetRows } = await both('/report/game_kind_months', reqData);
    const [head, ...records] = parseCsv(text.slice(1));
    const grid = await callApi<{ res: Record<string, unknown>[]; totals: Record<string, unknown>; pivot: { values: string[] } }>(server.url, '/report/game_kind_months', reqData, admin);
    const { values } = grid.result.pivot;
    const months = values.map((v) => v.slice(0, 7));
    expect(head).toEqual(['Game kind', ...months.map((m) => `${m} · GGR (USD)`), 'Total · GGR (USD)', ...months.map((m) => `${m} · ${head.at(-1)!.replace(/^Total · /, '')}`), head.at(-1)]);
    expect(sheetRows[0]).toEqual(head);
    expect(records).toHaveLength(grid.result.res.length + 1);
    grid.result.res.forEach((row, i) => {
      values.forEach((_, v) => {
        expect(Number(records[i][1 + v])).toBeCloseTo(Number(row[`house_net_win__${v}`] ?? 0), 2);
        expect(Number(sheetRows[i + 1][1 + v])).toBeCloseTo(Number(row[`house_net_win__${v}`] ?? 0), 6);
      });
      expect(Number(records[i][1 + values.length])).toBeCloseTo(Number(row.house_net_win), 2);
    });
    const total = records.at(-1)!;
    expect(total[0]).toBe('Total');
    values.forEach((_, v) => expect(Number(total[2 + values.length + v])).toBe(Number(grid.result.totals[`gm_dau__${v}`])));
  });

  it("writes each figure as the grid shows it, plain: money to the cent, counts whole, rates and growth in percent, the unit in the header", async () => {
    const reqData = { filters: { range: { preset: 'prev30' } }, currency: 'THB', lang: 'en' };
    const { text } = await both('/report/site_compare', reqData);
    const [head, ...records] = parseCsv(text.slice(1));
    const view = await viewOf('site_compare');
    const grid = await callApi<{ res: Record<string, unknown>[]; totals: Record<string, unknown> }>(server.url, '/report/site_compare', reqData, admin);
    const at = (field: string) => view.columns.findIndex((c) => c.field === field);
    expect(head[at('dpst_amt')]).toBe('Deposits (THB)');
    expect(head[at('profit_rate')]).toMatch(/ \(%\)$/);
    expect(head[at('dpst_amt_growth_rate')]).toContain('%');
    const bySite = new Map(records.slice(0, -1).map((record) => [record[at('site_name')], record]));
    expect(bySite.size).toBe(grid.result.res.length);
    const checked = new Set<FormatId>();
    const ctx = { currency: 'THB', lang: 'en' };
    const pairs = [...grid.result.res.map((row) => [row, bySite.get(String(row.site_name))!] as const), [grid.result.totals, records.at(-1)!] as const];
    for (const [row, record] of pairs) {
      view.columns.forEach((column, c) => {
        const shown = SHOWN[column.format];
        const raw = row[column.field];
        if (!shown || (record === records.at(-1) && !column.total)) return;
        if (raw === null || raw === undefined) { expect(record[c]).toBe(''); return; }
        const where = `${String(row.site_name ?? 'total')} ${column.field}`;
        // a plain number: a dot and the shown decimals, no grouping, no unit
        expect(record[c], where).toMatch(shown.decimals ? new RegExp(`^-?\\d+\\.\\d{${shown.decimals}}$`) : /^-?\d+$/);
        // the API's value rounded by the column's format: within half of its last decimal
        expect(Math.abs(Number(record[c]) - Number(raw) * shown.scale), where).toBeLessThanOrEqual(10 ** -shown.decimals / 2 + 1e-9);
        // and what the grid shows, where it shows the whole figure (below 1,000,000, no W or E)
        const gridText = formatter(column.format).text(raw, ctx);
        if (/^[+-]?[\d,]+(\.\d+)?%?$/.test(gridText)) expect(Number(record[c]), `${where}: grid ${gridText}`).toBe(Number(gridText.replace(/[,%+]/g, '')));
        checked.add(column.format);
      });
    }
    expect([...checked]).toEqual(expect.arrayContaining(['amount', 'count', 'rate', 'growthRate', 'rank']));
  });

  it('keeps Traditional Chinese headers and names intact after the BOM', async () => {
    const { text, sheetRows } = await both('/report/site_trend', { filters: { grain: 'month' }, lang: 'tw', currency: 'USD' });
    expect(text.startsWith('\uFEFF')).toBe(true);
    const records = parseCsv(text.slice(1));
    const view = await viewOf('site_trend');
    expect(records[0]).toEqual(sheetRows[0].map((header, c) => csvHeaderOf(header, view.columns[c].format)));
    expect(records[0].join('')).toMatch(/[\u4e00-\u9fff]/);
    expect(records.at(-1)![0]).toBe(String(sheetRows.at(-1)![0]));
    // a month's rows are written by their month, as the grid names them (meta.time), in both files
    const months = records.slice(1, -1).map((r) => r[0]);
    expect(months.length).toBeGreaterThan(0);
    for (const m of months) expect(m).toMatch(/^\d{4}-\d{2}$/);
    expect(sheetRows.slice(1, -1).every((r) => /^\d{4}-\d{2}$/.test(String(r[0])))).toBe(true);
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
