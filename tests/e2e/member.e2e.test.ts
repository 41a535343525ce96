import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { launchBrowser, openPage } from './support/browser';
import { ensureBuilt, ROOT } from './support/ensureBuilt';
import { testNow } from '../support/testClock';
import memberEn from '../../locales/parts/member.en.json';

const SCREENS = path.join(ROOT, '.cache', 'screens');
const SEARCH = '/site_owner/member_search';
const NEED_ONE = 'Please select at least one of member tags, member levels, or adv. filter conditions';

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

async function signIn(page: Page, account = 'admin') {
  await page.goto(`${server.url}/login`);
  await page.fill('#login-account', account);
  await page.fill('#login-password', 'demo-pass-2026');
  await page.click('button[type=submit]');
  await page.waitForURL('**/dashboard', { timeout: 20_000 });
}

const counter = (page: Page) => page.locator('.report[data-report-id] .pager-counter').first();
async function settled(page: Page, text: RegExp = /^Showing [1-9]/) {
  try {
    await expect.poll(() => counter(page).textContent(), { timeout: 20_000 }).toMatch(text);
  } catch (e) {
    await page.screenshot({ path: path.join(SCREENS, `failed-member-${Date.now()}.png`), fullPage: true });
    throw e;
  }
  await page.locator('.report-overlay').first().waitFor({ state: 'detached', timeout: 20_000 });
}

const columnTexts = (page: Page, field: string) => page.$$eval(`.ag-grid-scrolling-rows [row-index] [col-id="${field}"]`,
  (cells) => cells.map((c) => ({ top: c.closest('[row-index]')!.getAttribute('row-index'), text: c.textContent ?? '' }))
    .sort((a, b) => Number(a.top) - Number(b.top)).map((c) => c.text));

async function addCondition(page: Page, field: string, op: string, value: string, kind: 'input' | 'select') {
  await page.getByRole('button', { name: '+ Add condition' }).click();
  await page.selectOption('#f-member_search_conditions-editor-field', field);
  await page.selectOption('#f-member_search_conditions-editor-op', op);
  if (kind === 'select') await page.selectOption('#f-member_search_conditions-editor-value', value);
  else await page.fill('#f-member_search_conditions-editor-value', value);
  await page.getByRole('button', { name: 'Save condition' }).click();
}

describe('member search, paging, sorting, export and the recap', () => {
  it('searches by a tag, a level and two advanced conditions after a confirmation, pages, sorts, exports and opens a recap', async () => {
    const { context, page, errors } = await openPage(browser, { width: 1280, height: 1100 });
    await signIn(page);
    await page.goto(`${server.url}${SEARCH}`);
    await page.locator('#f-member_search_memberTags').waitFor();

    // at least one criterion, checked before anything runs
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.locator('.report-guard').textContent()).toBe(NEED_ONE);

    // tags and levels are picked by name from the lists the server gave at login (a tag by its label, as the picker shows it)
    const [tag] = await server.warehouse.query('SELECT member_tag_code AS code FROM dim_member_tag WHERE member_tag_id = 6');
    const tagName = (memberEn.enums.memberTag as Record<string, string>)[String(tag.code)] ?? String(tag.code);
    const [level] = await server.warehouse.query('SELECT member_lv_name AS name FROM dim_member_level WHERE member_lv_id = 1');
    for (const [picker, name] of [['#f-member_search_memberTags', tagName], ['#f-member_search_memberLevels', level.name]] as const) {
      await page.locator(picker).click();
      await page.getByRole('option', { name: String(name), exact: true }).locator('input').check();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator(picker).textContent()).toContain(String(name));
    }
    const since = new Date(testNow() - 540 * 86_400_000).toISOString().slice(0, 10);
    await addCondition(page, 'reg_date', 'gte', since, 'input');
    await addCondition(page, 'member_status', 'eq', '0', 'select');
    expect(await page.locator('.adv-filter-count').textContent()).toBe('2 active conditions');
    expect(await page.locator('.adv-filter-item').allTextContents()).toEqual([
      expect.stringContaining(`Registered on or after ${since}`), expect.stringContaining('Member status is Normal'),
    ]);
    await page.screenshot({ path: path.join(SCREENS, 'member_search-form.png'), fullPage: true });

    // confirmation: cancel runs nothing, confirm runs
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect(await page.locator('.report-overlay').textContent()).toContain('Choose the filters and press Search');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/report/member_search'));
    await page.getByRole('dialog').getByRole('button', { name: 'Search' }).click();
    const sent = JSON.parse((await answered).request().postData() ?? '{}').reqData;
    expect(sent.filters).toMatchObject({ memberTags: [6], memberLevels: [1], conditions: [{ field: 'reg_date', op: 'gte', value: since }, { field: 'member_status', op: 'eq', value: 0 }] });
    await settled(page, /^Showing 1-50 records of \d+ \(Page 1\)$/);
    const total = Number(/of (\d+)/.exec((await counter(page).textContent())!)![1]);
    expect(total).toBeGreaterThan(50);
    await page.screenshot({ path: path.join(SCREENS, 'member_search.png'), fullPage: true });

    // paging: the next page is read by key
    const next = page.waitForResponse((r) => r.url().endsWith('/api/report/member_search'));
    await page.getByRole('button', { name: 'Next page' }).click();
    expect(JSON.parse((await next).request().postData() ?? '{}').reqData.page).toEqual({ index: 1, size: 50 });
    await settled(page, new RegExp(`^Showing 51-${Math.min(100, total)} records of ${total} \\(Page 2\\)$`));

    // sorting on the server (the column is at the far right: scroll the grid to it)
    await page.locator('.ag-body-horizontal-scroll-viewport').evaluate((el) => { el.scrollLeft = el.scrollWidth; });
    await page.locator('[role=columnheader][col-id=life_days]').waitFor();
    // a figure: largest first on the first click
    await page.locator('[role=columnheader][col-id=life_days] .ag-header-cell-label').click();
    await settled(page, /\(Page 1\)$/);
    await page.locator('.ag-grid-scrolling-rows [row-index="0"] [col-id="life_days"]').waitFor();
    const days = (await columnTexts(page, 'life_days')).map((t) => Number(t.replace(/,/g, '')));
    expect(days).toEqual([...days].sort((a, b) => b - a));

    // export: every member found, in the grid's order
    await page.locator('.ag-body-horizontal-scroll-viewport').evaluate((el) => { el.scrollLeft = 0; });
    await page.locator('.ag-grid-scrolling-rows [row-index="0"] [col-id="member_username"]').waitFor();
    const gridNames = await columnTexts(page, 'member_username');
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Export xlsx' }).click();
    const file = await download;
    const saved = path.join(SCREENS, file.suggestedFilename());
    await file.saveAs(saved);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(saved);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount - 1).toBe(total);
    const names = Array.from({ length: gridNames.length }, (_, i) => String(sheet.getRow(i + 2).getCell(1).value));
    expect(names).toEqual(gridNames);

    // a member name opens the recap with its site and member
    const name = gridNames[0];
    await page.locator('.ag-grid-scrolling-rows [row-index="0"] [col-id="member_username"] a').click();
    await page.waitForURL('**/site_owner/member_recap?**');
    await expect.poll(() => page.locator('.record-item[data-field="member_username"] dd').textContent(), { timeout: 20_000 }).toBe(name);
    expect(await page.locator('.record-item[data-field="member_status"] dd').textContent()).toBe('Normal');
    await page.locator('.report-sections .report').first().waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: path.join(SCREENS, 'member_recap.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

});

describe('customer single', () => {
  it('finds a member by its username, and says nobody on the site has it when nobody has, in a card of its own (no labels under the message) at 1280 and 390 px', async () => {
    // a member of the analyst's first site, as an operator knows it: by its username
    const [m] = await server.warehouse.query('SELECT member_username AS name, site_id FROM dim_member WHERE site_id = (SELECT min(site_id) FROM dim_site WHERE site_id IN (SELECT site_id FROM dim_member)) ORDER BY member_id LIMIT 1');
    for (const width of [1280, 390]) {
      const { context, page, errors } = await openPage(browser, { width, height: 900 });
      await signIn(page);
      await page.goto(`${server.url}/house/single`);
      const account = page.locator('#f-customer_single_account');
      await account.waitFor();
      await page.selectOption('#f-customer_single_site', String(m.site_id));
      await account.fill(`${m.name}-nobody`);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const empty = page.locator('.report-record .report-empty');
      await empty.waitFor({ timeout: 30_000 });
      await page.screenshot({ path: path.join(SCREENS, `customer_single-empty-${width}.png`), fullPage: true });
      // the message alone in its card, saying nobody on the site has it (not 'try a longer period'):
      // no record labels drawn beneath it, and no sections of a member not found
      expect(await empty.textContent()).toContain('Nobody on this site has this member ID or username.');
      expect(await page.locator('.report-record dt').count()).toBe(0);
      expect(await page.locator('.report-sections').count()).toBe(0);
      const card = (await page.locator('.report-record').boundingBox())!;
      const box = (await empty.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(card.y);
      expect(box.y + box.height).toBeLessThanOrEqual(card.y + card.height + 1);
      // the whole username finds the member
      await account.fill(String(m.name));
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect.poll(() => page.locator('.record-item[data-field=member_username] dd').textContent(), { timeout: 30_000 }).toBe(String(m.name));
      await page.screenshot({ path: path.join(SCREENS, `customer_single-${width}.png`) });
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 240_000);
});
