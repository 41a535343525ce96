import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { launchBrowser, openPage, signIn } from './support/browser';
import { ensureBuilt } from './support/ensureBuilt';

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


/** Opens the site trend and runs a search: a recent page and a recent inquiry. */
async function searchTrend(page: Page) {
  await page.goto(`${server.url}/provider/trend`);
  await page.locator('[data-report-id=site_trend] .report-meta').waitFor();
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/report/site_trend'));
  await page.getByRole('button', { name: 'Search' }).click();
  await answered;
}

const stored = (page: Page) => page.evaluate(() => ({ pages: localStorage.getItem('last-search-page'), inquiries: localStorage.getItem('recent-inquiries') }));

/** What the dashboard's recent lists show. */
async function dashboardRecent(page: Page) {
  await page.goto(`${server.url}/dashboard`);
  const pages = page.locator('section[aria-labelledby=recent-pages]');
  const inquiries = page.locator('section[aria-labelledby=recent-inquiries]');
  await pages.waitFor();
  return { pages: (await pages.textContent()) ?? '', inquiries: (await inquiries.textContent()) ?? '' };
}

describe('recent pages and inquiries belong to the operator', () => {
  it('are gone after a logout, and never shown to the next operator of the same browser', async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page, server.url, 'admin');
    await searchTrend(page);
    const own = await dashboardRecent(page);
    expect(own.pages).toContain('Site trend');
    expect(own.inquiries).toContain('Site trend');

    // logout: the lists go with the operator
    await page.click('.operator-button');
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login', { timeout: 20_000 });
    // read once the login page stays: on a loaded machine a read at its first load can meet the navigation still under way
    await expect.poll(() => stored(page).catch((e: Error) => e.message.split('\n')[0]), { timeout: 20_000 }).toEqual({ pages: null, inquiries: null });
    await signIn(page, server.url, 'provider');
    const next = await dashboardRecent(page);
    expect(next.pages).toContain('Reports you open appear here.');
    expect(next.inquiries).toContain('Searches you run appear here');

    // no logout at all (the tab closed, the session left to time out): a new tab of the same
    // browser, another operator, and still nothing of the one before
    await searchTrend(page);
    expect((await stored(page)).inquiries).toContain('site_trend');
    const tab = await context.newPage();
    await signIn(tab, server.url, 'owner');
    const third = await dashboardRecent(tab);
    expect(third.pages).toContain('Reports you open appear here.');
    expect(third.inquiries).not.toContain('Site trend');
    expect(await stored(tab)).toEqual({ pages: null, inquiries: null });

    // two operators signed in on two tabs at once: what one searches never shows on the other's dashboard
    await searchTrend(page);
    expect((await dashboardRecent(page)).inquiries).toContain('Site trend');
    await tab.reload();
    expect((await dashboardRecent(tab)).inquiries).not.toContain('Site trend');
    expect((await dashboardRecent(tab)).pages).not.toContain('Site trend');
    expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
    await context.close();
  }, 120_000);
});
