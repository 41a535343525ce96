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

const REPORT = '/onlineGeneral/general/serviceBanking';

describe('a session that ends under the operator (issue 20)', () => {
  for (const [lang, message] of [['en', "User doesn't have authorized, please login again"], ['tw', '使用者未授權，請重新登入']] as const) {
    it(`lands on the login page with the spec's message (${lang}) and, after logging in, returns to the page it was on`, async () => {
      const { context, page } = await openPage(browser);
      await page.goto(`${server.url}/login`);
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.reload();
      await submitLogin(page, 'finance', 'demo-pass-2026');
      await page.waitForURL('**/dashboard', { timeout: 20_000 });
      await page.goto(`${server.url}${REPORT}?from=menu`);
      await page.waitForSelector('.page-title', { timeout: 20_000 });
      const title = await page.textContent('.page-title');

      // the server ends every session (as an idle timeout or an administrator would)
      await server.store.run('DELETE FROM op_session');
      await page.locator('form button[type=submit]').first().click();

      await page.waitForURL('**/login', { timeout: 20_000 });
      const notice = page.locator('.login-notice');
      await notice.waitFor({ timeout: 10_000 });
      expect(await notice.textContent()).toBe(message);
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

      await submitLogin(page, 'finance', 'demo-pass-2026');
      await page.waitForURL(`**${REPORT}?from=menu`, { timeout: 20_000 });
      expect(await page.textContent('.page-title')).toBe(title);
      await context.close();
    }, 120_000);
  }
});
