import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveRange } from '../../src/engine/dates/presets';
import { callApi, login, startTestServer, type TestServer } from '../support/server';
import { testToday } from '../support/testClock';
import { launchBrowser, openPage } from './support/browser';
import { ensureBuilt, ROOT } from './support/ensureBuilt';

const SCREENS = path.join(ROOT, '.cache', 'screens');
const TREND = '/provider/trend';

let server: TestServer;
let browser: Browser;
/** A site with game rows on each of the previous 60 days: 60 rows, so 2 pages of 50. */
let site: { id: number; name: string };

beforeAll(async () => {
  const distDir = await ensureBuilt();
  server = await startTestServer({ distDir });
  browser = await launchBrowser();
  fs.mkdirSync(SCREENS, { recursive: true });
  const { from, to } = resolveRange({ preset: 'prev60' }, testToday());
  const [row] = await server.warehouse.query(`SELECT s.site_id AS id, s.site_name AS name FROM fact_game_day f JOIN dim_site s ON s.site_id = f.site_id
    WHERE f.stat_date BETWEEN DATE '${from}' AND DATE '${to}' GROUP BY 1, 2 HAVING count(DISTINCT f.stat_date) = 60 ORDER BY 1 LIMIT 1`);
  site = { id: Number(row.id), name: String(row.name) };
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function fillLogin(page: Page, account: string) {
  await page.waitForSelector('#login-account', { timeout: 20_000 });
  await page.fill('#login-account', account);
  await page.fill('#login-password', 'demo-pass-2026');
  await page.click('button[type=submit]');
}

const counter = (page: Page) => page.locator('.pager-counter');
async function settled(page: Page, text: RegExp = /^Showing [1-9]/) {
  try {
    await expect.poll(() => counter(page).textContent(), { timeout: 20_000 }).toMatch(text);
  } catch (e) {
    console.log('unsettled at', page.url(), await counter(page).textContent().catch(() => null));
    await page.screenshot({ path: path.join(SCREENS, `view-failed-${Date.now()}.png`), fullPage: true });
    throw e;
  }
  await page.locator('.report-overlay').waitFor({ state: 'detached', timeout: 20_000 });
}
/** The shown page's rows as "row index|date" lines, top to bottom (one site: the date names the row; it is pinned, so always drawn). */
const gridRows = (page: Page) => page.$$eval('.ag-grid-scrolling-rows [row-index] [col-id=stat_date]', (cells) => cells
  .map((c) => ({ i: Number(c.closest('[row-index]')!.getAttribute('row-index')), date: c.textContent ?? '' }))
  .sort((a, b) => a.i - b.i).map((r) => `${r.i}|${r.date}`));
const params = (url: string) => new URL(url).searchParams;

describe('the URL is the view', () => {
  let viewUrl = '';
  let viewRows: string[] = [];

  it('keeps preset, site, sort and page through a reload, and Back/Forward step through searches', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.url}/login`);
    await fillLogin(page, 'admin');
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    await page.goto(`${server.url}${TREND}`);
    await settled(page);

    await page.selectOption('#f-site_trend_range', 'prev60');
    await page.locator('#f-site_trend_sites').click();
    await page.getByRole('option', { name: site.name, exact: true }).locator('input').check();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Search' }).click();
    await settled(page, /^Showing 1-50 records of 60 \(Page 1\)$/);
    expect(JSON.parse(params(page.url()).get('f')!)).toMatchObject({ range: { preset: 'prev60' }, sites: [site.id] });
    // the search wrote the URL without opening the page again: no note of a link
    expect(await page.locator('.view-notes').count()).toBe(0);

    const sorted = page.waitForResponse((r) => r.url().endsWith('/api/report/site_trend') && (r.request().postData() ?? '').includes('"field":"apv_bet"'));
    await page.locator('[role=columnheader][col-id=apv_bet] .ag-header-cell-label').click();
    await sorted;
    await settled(page, /\(Page 1\)$/);
    await page.getByRole('button', { name: 'Next page' }).click();
    await settled(page, /^Showing 51-60 records of 60 \(Page 2\)$/);
    await expect.poll(() => params(page.url()).get('p')).toBe('2');
    // a figure sorts largest first on its first click
    expect(params(page.url()).get('s')).toBe('-apv_bet');
    viewUrl = page.url();
    // the rows the server gives for that page, asked independently of the browser
    const token = await login(server.url, 'admin');
    const answer = await callApi<{ res: { stat_date: string }[] }>(server.url, '/report/site_trend',
      { filters: { range: { preset: 'prev60' }, grain: 'day', metrics: ['apv_bet'], sites: [site.id] }, sort: [{ field: 'apv_bet', dir: 'desc' }], page: { index: 1, size: 50 } }, token);
    viewRows = answer.result.res.map((r, i) => `${50 + i}|${r.stat_date}`);
    expect(viewRows).toHaveLength(10);
    await expect.poll(() => gridRows(page), { timeout: 10_000 }).toEqual(viewRows);

    await page.reload();
    await settled(page, /^Showing 51-60 records of 60 \(Page 2\)$/);
    expect(page.url()).toBe(viewUrl);
    await expect.poll(() => gridRows(page), { timeout: 10_000 }).toEqual(viewRows);
    expect(await page.locator('#f-site_trend_range').inputValue()).toBe('prev60');
    expect(await page.locator('#f-site_trend_sites').textContent()).toBe(site.name);
    expect(await page.locator('[role=columnheader][col-id=apv_bet]').getAttribute('aria-sort')).toBe('descending');
    const period = resolveRange({ preset: 'prev60' }, testToday());
    expect(await page.locator('.view-notes').textContent()).toContain(`This view keeps the period “Previous 60 days”: today that is ${period.from} – ${period.to}`);

    // a second search is a new step of history; Back returns to the first, Forward to the second
    await page.selectOption('#f-site_trend_range', 'prev7');
    await page.getByRole('button', { name: 'Search' }).click();
    await settled(page, /^Showing 1-7 records of 7 \(Page 1\)$/);
    const second = page.url();
    expect(JSON.parse(params(second).get('f')!).range).toEqual({ preset: 'prev7' });
    expect(params(second).has('p')).toBe(false);
    await page.goBack();
    await page.waitForURL(viewUrl);
    await settled(page, /^Showing 51-60 records of 60 \(Page 2\)$/);
    await expect.poll(() => gridRows(page), { timeout: 10_000 }).toEqual(viewRows);
    await page.goForward();
    await page.waitForURL(second);
    await settled(page, /^Showing 1-7 records of 7 \(Page 1\)$/);
    expect(await page.locator('#f-site_trend_range').inputValue()).toBe('prev7');
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);

  it('opened in a fresh browser, the link goes through login and lands on the same rows', async () => {
    expect(viewUrl).not.toBe('');
    const { context, page, errors } = await openPage(browser);
    await page.goto(viewUrl);
    await page.waitForURL('**/login', { timeout: 20_000 });
    await fillLogin(page, 'admin');
    await page.waitForURL(viewUrl, { timeout: 20_000 });
    await settled(page, /^Showing 51-60 records of 60 \(Page 2\)$/);
    await expect.poll(() => gridRows(page), { timeout: 10_000 }).toEqual(viewRows);
    expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
    await context.close();
  });

  it('shows 403 to an operator without the report, after login and when already logged in', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(viewUrl);
    await page.waitForURL('**/login', { timeout: 20_000 });
    await fillLogin(page, 'analyst');
    await page.waitForURL('**/403', { timeout: 20_000 });
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL('**/dashboard');
    await page.goto(viewUrl);
    await page.waitForURL('**/403', { timeout: 20_000 });
    await page.goto(`${server.url}/no/such/report`);
    await page.waitForURL('**/404', { timeout: 20_000 });
    await context.close();
  });

  it('says what a damaged link dropped; screens at 1280 and 420 px, in English and Traditional Chinese', async () => {
    const bad = new URL(viewUrl);
    bad.searchParams.set('s', 'no_such_column');
    bad.searchParams.set('n', '7');
    for (const lang of ['en', 'tw'] as const) {
      for (const width of [1280, 420]) {
        const { context, page, errors } = await openPage(browser, { width, lang });
        await page.goto(bad.toString());
        await fillLogin(page, 'admin');
        await page.waitForURL('**/provider/trend**', { timeout: 20_000 });
        await expect.poll(() => page.locator('.view-notes').textContent(), { timeout: 20_000 }).toContain(lang === 'en' ? 'no_such_column' : '「no_such_column」');
        await settled(page, lang === 'en' ? /\(Page 2\)$/ : /2/);
        await expect.poll(() => page.locator('.report-meta').first().textContent()).toMatch(/\d{4}-\d{2}-\d{2}/);
        expect(await page.locator('.view-notes .report-meta-note').count()).toBe(2);
        await page.screenshot({ path: path.join(SCREENS, `view-url-${lang}-${width}.png`), fullPage: width < 600 });
        expect(errors).toEqual([]);
        await context.close();
      }
    }
  });

  it('a link whose custom range lies outside 2000–2099 opens the report on its default period and says so', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.url}/login`);
    await fillLogin(page, 'admin');
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    await page.goto(`${server.url}${TREND}`);
    await expect.poll(() => counter(page).textContent(), { timeout: 90_000 }).toMatch(/^Showing [1-9]/);
    const preset = await page.locator('#f-site_trend_range').inputValue();
    const plain = await counter(page).textContent();
    for (const [from, to] of [['1900-01-01', '1900-12-31'], ['2099-12-01', '2100-01-31'], ['1999-12-31', '2000-01-31']]) {
      const f = { range: { preset: 'custom', from, to }, sites: [site.id] };
      await page.goto(`${server.url}${TREND}?f=${encodeURIComponent(JSON.stringify(f))}`);
      // the report loads (it does not say it could not), with the rest of the link: the one site's days of the default period
      await expect.poll(async () => (await page.locator('.report-error').count()
        ? `error: ${await page.locator('.report-error').first().textContent()}` : await counter(page).textContent()), { message: `${from} – ${to}`, timeout: 90_000 })
        .toMatch(/^Showing [1-9]/);
      expect(await page.locator('#f-site_trend_range').inputValue()).toBe(preset);
      expect(await page.locator('#f-site_trend_sites').textContent()).toBe(site.name);
      expect(await counter(page).textContent()).not.toBe(plain);
      expect(await page.locator('.view-notes').textContent()).toContain('the link\'s value for “Date range” is not valid here: its default is shown');
    }
    await page.screenshot({ path: path.join(SCREENS, 'view-url-range-outside.png') });
    expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
    await context.close();
  }, 420_000);

  it('a link naming a site the operator is not offered leaves it out and says so: the form shows what is searched', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.url}/login`);
    await fillLogin(page, 'admin');
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    const [{ id: missing }] = await server.warehouse.query('SELECT max(site_id) + 1000 AS id FROM dim_site');
    const open = async (sites: unknown[]) => {
      await page.goto(`${server.url}${TREND}?f=${encodeURIComponent(JSON.stringify({ range: { preset: 'prev60' }, sites }))}`);
      await settled(page);
      return { counter: await counter(page).textContent(), sites: await page.locator('#f-site_trend_sites').textContent(), notes: await page.locator('.view-notes').textContent() };
    };
    const alone = await open([site.id]);
    const withMissing = await open([site.id, Number(missing)]);
    expect(withMissing.sites).toBe(site.name);
    expect(withMissing.counter).toBe(alone.counter);
    expect(withMissing.notes).toContain('the link\'s “Sites” names some choices not offered here: they were left out');
    // only sites not offered: all sites, as the form says, not a search for nothing
    const onlyMissing = await open([Number(missing)]);
    expect(onlyMissing.sites).toBe('All sites');
    expect(onlyMissing.notes).toContain('the link\'s value for “Sites” is not valid here: its default is shown');
    expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
    await context.close();
  }, 240_000);
});
