import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { launchBrowser, openPage, signIn } from './support/browser';
import { ensureBuilt } from './support/ensureBuilt';

/**
 * A header's first click sorts as an operator reads the column: a figure (money, counts, rates)
 * largest first, a name A to Z. Site comparison holds both (deposits in the chosen currency, the
 * site's name), sorted by turnover by default.
 */
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  const distDir = await ensureBuilt();
  server = await startTestServer({ distDir });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const header = (page: Page, field: string) => page.locator(`[role=columnheader][col-id=${field}]`);
/** The figures or names of one column on the page shown, top to bottom (the totals row excluded). */
const column = (page: Page, field: string) => page.$$eval(`[row-index] [col-id="${field}"]`,
  (cells) => cells.map((c) => ({ at: c.closest('[row-index]')!.getAttribute('row-index') ?? '', text: c.textContent ?? '' }))
    .filter((c) => /^\d+$/.test(c.at)).sort((a, b) => Number(a.at) - Number(b.at)).map((c) => c.text));
const sortParam = (page: Page) => new URL(page.url()).searchParams.get('s');
const figure = (text: string) => Number(text.replace(/,/g, ''));

describe('sorting from a header', () => {
  it('a money header sorts largest first on its first click, a name header A to Z', async () => {
    const { context, page, errors } = await openPage(browser);
    page.setDefaultTimeout(20_000);
    await signIn(page, server.url, 'admin');
    await page.goto(`${server.url}/sys_provider/site_compare`);
    await page.locator('[data-report-id=site_compare] .ag-row').first().waitFor({ timeout: 30_000 });
    // the grid draws the columns in view: scroll sideways until the deposits' header is drawn
    await expect.poll(async () => {
      await page.locator('.ag-body-horizontal-scroll-viewport').evaluate((el) => { el.scrollLeft += 200; });
      return header(page, 'dpst_amt').count();
    }).toBe(1);
    await header(page, 'dpst_amt').locator('.ag-header-cell-label').click();
    await expect.poll(() => header(page, 'dpst_amt').getAttribute('aria-sort')).toBe('descending');
    const deposits = (await column(page, 'dpst_amt')).map(figure);
    expect(deposits.length).toBeGreaterThan(1);
    expect(new Set(deposits).size, 'the sites deposit different sums').toBeGreaterThan(1);
    expect(deposits).toEqual([...deposits].sort((a, b) => b - a));
    // the URL follows the grid's sort event, which AG Grid may hand over after it marks the header
    await expect.poll(() => sortParam(page)).toBe('-dpst_amt');
    // the second click turns it round
    await header(page, 'dpst_amt').locator('.ag-header-cell-label').click();
    await expect.poll(() => header(page, 'dpst_amt').getAttribute('aria-sort')).toBe('ascending');

    await header(page, 'site_name').locator('.ag-header-cell-label').click();
    await expect.poll(() => header(page, 'site_name').getAttribute('aria-sort')).toBe('ascending');
    const names = await column(page, 'site_name');
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    await expect.poll(() => sortParam(page)).toBe('site_name');
    // the rows stand in the page in the order shown, for a screen reader, a copy or find-in-page
    const domOrder = await page.$$eval('[data-report-id=site_compare] [row-index]:has([col-id="site_name"])', (rows) => rows.map((r) => Number(r.getAttribute('row-index'))));
    expect(domOrder.length).toBeGreaterThan(1);
    expect(domOrder).toEqual([...domOrder].sort((a, b) => a - b));
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
