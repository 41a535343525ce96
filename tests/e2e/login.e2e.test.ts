import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { launchBrowser, openPage, submitLogin } from './support/browser';
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

describe('login', () => {
  it('shows the validation messages and the server error of a wrong password', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${server.url}/`);
    await page.waitForURL('**/login');
    await page.click('button[type=submit]');
    expect(await page.textContent('#login-account-error')).toBe('Account is required');
    expect(await page.textContent('#login-password-error')).toBe('Password is required');
    await submitLogin(page, 'admin', 'not-the-password');
    const error = await page.waitForSelector('.form-error');
    expect(await error.textContent()).toMatch(/incorrect/i);
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('logs in as admin, sees the dashboard and the menu, and logs out', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.url}/login`);
    await submitLogin(page, 'admin', 'demo-pass-2026');
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    await page.waitForSelector('.dashboard h1');
    const menu = page.getByRole('complementary', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Operation Management' }).waitFor();
    expect(await menu.getByRole('button').count()).toBeGreaterThan(3);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
    expect(await page.evaluate(() => ['site_list', 'game_kind_list', 'game_brand_list'].every((k) => (sessionStorage.getItem(k) ?? '').startsWith('['))))
      .toBe(true);

    await page.click('.operator-button');
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login', { timeout: 20_000 });
    await page.waitForSelector('#login-account');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
    await context.close();
  });

  it('returns to the page first asked for after logging in, and sends unknown pages to /404', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${server.url}/maintenance/group`);
    await page.waitForURL('**/login');
    await submitLogin(page, 'admin', 'demo-pass-2026');
    await page.waitForURL('**/maintenance/group', { timeout: 20_000 });
    expect(await page.textContent('.page-title')).toBe('Group Maintenance');
    await page.goto(`${server.url}/no/such/page`);
    await page.waitForURL('**/404', { timeout: 20_000 });
    expect(await page.textContent('h1')).toBe('Not Found');
    await context.close();
  });
});
