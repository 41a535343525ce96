import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveRange } from '../../src/engine/dates/presets';
import { startTestServer, type TestServer } from '../support/server';
import { testToday } from '../support/testClock';
import { launchBrowser, openPage } from './support/browser';
import { ensureBuilt, ROOT } from './support/ensureBuilt';

const SCREENS = path.join(ROOT, '.cache', 'screens');
const REPORTS = [
  '/sys_provider/site_compare', '/provider/trend', '/sys_provider/game_retention',
  '/site_owner/member_level', '/site_owner/promo_cost', '/site_owner/trans_3party',
];

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  const distDir = await ensureBuilt();
  server = await startTestServer({ distDir });
  browser = await launchBrowser();
  fs.mkdirSync(SCREENS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function signIn(page: Page) {
  await page.goto(`${server.url}/login`);
  await page.fill('#login-account', 'admin');
  await page.fill('#login-password', 'demo-pass-2026');
  await page.click('button[type=submit]');
  await page.waitForURL('**/dashboard', { timeout: 20_000 });
}

const counter = (page: Page) => page.locator('.pager-counter');
/** The grid has answered: a counter with rows and no overlay. */
async function settled(page: Page, text: RegExp = /^Showing [1-9]/) {
  try {
    await expect.poll(() => counter(page).textContent(), { timeout: 20_000 }).toMatch(text);
  } catch (e) {
    await page.screenshot({ path: path.join(SCREENS, `failed-${Date.now()}.png`), fullPage: true });
    throw e;
  }
  await page.locator('.report-overlay').waitFor({ state: 'detached', timeout: 20_000 });
}
/** Text of one column's cells on the grid page shown, top to bottom. */
const columnTexts = (page: Page, field: string) => page.$$eval(`.ag-grid-scrolling-rows [row-index] [col-id="${field}"], .ag-grid-scrolling-rows [row-index] [col-id="${field}"]`,
  (cells) => cells.map((c) => ({ top: c.closest('[row-index]')!.getAttribute('row-index'), text: c.textContent ?? '' }))
    .sort((a, b) => Number(a.top) - Number(b.top)).map((c) => c.text));

describe('report pages', () => {
  it('site comparison: opens from the menu, changes the preset and sorts a column', async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page);
    const menu = page.getByRole('complementary', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'System Provider' }).click();
    await menu.getByRole('link', { name: 'Site comparison' }).click();
    await page.waitForURL('**/sys_provider/site_compare');
    // the dashboard's widgets stay on screen while the report route loads: wait for the report itself
    await page.locator('[data-report-id=site_compare] .report-meta').waitFor();
    await settled(page);
    expect(await page.locator('[role=columnheader] .ag-header-cell-text').first().textContent()).toBe('Site');
    expect(await page.locator('.ag-grid-pinned-bottom-rows-container [col-id=site_name]').textContent()).toBe('Total');

    const period = await page.locator('[data-report-id=site_compare] .report-meta').textContent();
    await page.selectOption('#f-site_compare_range', 'prev7');
    // the browser shows the dates a preset stands for on the server's day, which the suite's clock sets
    const week = resolveRange({ preset: 'prev7' }, testToday());
    expect(await page.locator('.range-dates').textContent()).toBe(`${week.from} – ${week.to}`);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/report/site_compare'), { timeout: 10_000 });
    await page.getByRole('button', { name: 'Search' }).click();
    expect(JSON.parse((await answered).request().postData() ?? '{}').reqData.filters.range).toEqual({ preset: 'prev7' });
    await settled(page);
    // the new answer's period, once drawn (on a loaded machine the pending layout's placeholder may show a moment longer)
    const meta = page.locator('[data-report-id=site_compare] .report-meta');
    await expect.poll(() => meta.textContent(), { timeout: 30_000 }).toContain(`Period ${week.from} – ${week.to}`);
    expect(await meta.textContent()).not.toBe(period);

    // a figure sorts largest first on its first click, then smallest first
    await page.locator('[role=columnheader][col-id=gm_dau] .ag-header-cell-label').click();
    const down = (await columnTexts(page, 'gm_dau')).map((t) => Number(t.replace(/,/g, '')));
    expect(down).toEqual([...down].sort((a, b) => b - a));
    await page.locator('[role=columnheader][col-id=gm_dau] .ag-header-cell-label').click();
    const players = (await columnTexts(page, 'gm_dau')).map((t) => Number(t.replace(/,/g, '')));
    expect(players).toEqual([...players].sort((a, b) => a - b));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('month to date runs to today and says today\'s figures are those loaded so far, on whatever day the suite runs', async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page);
    await page.goto(`${server.url}/sys_provider/site_compare`);
    await settled(page);
    await page.selectOption('#f-site_compare_range', 'mtd');
    const month = resolveRange({ preset: 'mtd' }, testToday());
    expect(month.to).toBe(testToday());
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.locator('[data-report-id=site_compare] .report-meta').textContent(), { timeout: 20_000 })
      .toContain(`Period ${month.from} – ${month.to}`);
    expect(await page.locator('[data-report-id=site_compare] .report-meta').textContent()).toContain(`${testToday()} is today: its figures are those loaded so far`);
    await settled(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fades the last answer under a running bar while a new search runs, not while a remote grid turns its page', async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page);
    await page.goto(`${server.url}/sys_provider/site_compare`);
    await settled(page);
    const report = page.locator('[data-report-id=site_compare]');
    expect(await report.getAttribute('class')).not.toContain('report-reloading');
    // the next answers held back until what the page shows meanwhile is seen
    let release = () => {};
    const hold = async (url: string) => {
      const held = new Promise<void>((done) => { release = done; });
      await page.route(url, async (route) => { await held; await route.continue(); });
    };
    await hold('**/api/report/site_compare');
    await page.selectOption('#f-site_compare_range', 'prev7');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => report.getAttribute('class')).toContain('report-reloading');
    expect(await report.getAttribute('aria-busy')).toBe('true');
    expect(await report.locator('.report-progress').count()).toBe(1);
    await expect.poll(() => report.locator('.report-meta').evaluate((e) => Number(getComputedStyle(e).opacity))).toBeLessThan(0.5);
    release();
    await expect.poll(() => report.getAttribute('class'), { timeout: 20_000 }).not.toContain('report-reloading');
    expect(await report.locator('.report-progress').count()).toBe(0);
    expect(await report.locator('.report-meta').evaluate((e) => Number(getComputedStyle(e).opacity))).toBe(1);

    // another page of the same answer: its tiles and chart stand as they are
    await page.goto(`${server.url}/provider/trend`);
    await settled(page, /\(Page 1\)$/);
    const trend = page.locator('[data-report-id=site_trend]');
    await hold('**/api/report/site_trend');
    const asked = page.waitForRequest((r) => r.url().endsWith('/api/report/site_trend'));
    await page.getByRole('button', { name: 'Next page' }).click();
    await asked;
    expect(await trend.getAttribute('class')).not.toContain('report-reloading');
    release();
    await settled(page, /\(Page 2\)$/);
    // nor another page size of it
    await hold('**/api/report/site_trend');
    const resized = page.waitForRequest((r) => r.url().endsWith('/api/report/site_trend'));
    await page.selectOption('.pager-size select', '100');
    await resized;
    expect(await trend.getAttribute('class')).not.toContain('report-reloading');
    release();
    await settled(page, /\(Page 1\)$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('site trend: pages, changes the page size and exports every row in the grid order', async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page);
    await page.goto(`${server.url}/provider/trend`);
    await settled(page, /^Showing 1-50 records of \d+ \(Page 1\)$/);
    const total = Number(/of (\d+)/.exec((await counter(page).textContent())!)![1]);
    expect(total).toBeGreaterThan(50);

    const next = page.waitForResponse((r) => r.url().endsWith('/api/report/site_trend'));
    await page.getByRole('button', { name: 'Next page' }).click();
    expect(JSON.parse((await next).request().postData() ?? '{}').reqData.page).toEqual({ index: 1, size: 50 });
    await settled(page, new RegExp(`^Showing 51-${Math.min(100, total)} records of ${total} \\(Page 2\\)$`));

    await page.selectOption('.pager-size select', '100');
    await settled(page, new RegExp(`^Showing 1-${Math.min(100, total)} records of ${total} \\(Page 1\\)$`));

    const sorted = page.waitForResponse((r) => r.url().endsWith('/api/report/site_trend') && (r.request().postData() ?? '').includes('"field":"apv_bet"'));
    await page.locator('[role=columnheader][col-id=apv_bet] .ag-header-cell-label').click();
    expect(JSON.parse((await sorted).request().postData() ?? '{}').reqData.sort).toEqual([{ field: 'apv_bet', dir: 'desc' }]);
    await settled(page, /\(Page 1\)$/);
    // The date column is pinned, so it stays rendered however the grid scrolled to the sorted column.
    await expect.poll(async () => (await columnTexts(page, 'stat_date')).length, { timeout: 10_000 }).toBeGreaterThan(10);
    const gridDates = await columnTexts(page, 'stat_date');

    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Export xlsx' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^site_trend-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const saved = path.join(SCREENS, file.suggestedFilename());
    await file.saveAs(saved);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(saved);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(header[0]).toBe('Date');
    const dateCol = header.indexOf('Date') + 1;
    const dataRows = sheet.rowCount - 1 - 1;
    expect(dataRows).toBe(total);
    const xlsxDates = Array.from({ length: gridDates.length }, (_, i) => String(sheet.getRow(i + 2).getCell(dateCol).value));
    expect(xlsxDates).toEqual(gridDates);
    const turnover = Array.from({ length: total }, (_, i) => Number(sheet.getRow(i + 2).getCell(header.indexOf('Turnover (USD)') + 1).value));
    expect(turnover).toEqual([...turnover].sort((a, b) => b - a));
    expect(String(sheet.getRow(sheet.rowCount).getCell(1).value)).toBe('Total');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('screenshots each report at 1280 px', async () => {
    const { context, page, errors } = await openPage(browser, { width: 1280, height: 1100 });
    await signIn(page);
    for (const route of REPORTS) {
      await page.goto(`${server.url}${route}`);
      await settled(page);
      if (await page.locator('.report-chart').count()) await page.locator('.report-chart .apexcharts-svg').waitFor({ timeout: 10_000 });
      await page.waitForTimeout(1500);
      await page.screenshot({ path: path.join(SCREENS, `${route.split('/').pop()}.png`), fullPage: true });
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
