import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReportEntry } from '../../src/api/contracts';
import type { SavedView } from '../../src/engine/view/savedView';
import { callApi, login, startTestServer, type TestServer } from '../support/server';
import { launchBrowser, openPage, signIn } from './support/browser';
import { ensureBuilt } from './support/ensureBuilt';

/**
 * The check: a saved view created, opened, renamed and deleted through the page on every
 * report of the menu, as an administrator: no error. One server, one browser, one page.
 */


let server: TestServer;
let browser: Browser;
let token: string;

beforeAll(async () => {
  const distDir = await ensureBuilt();
  server = await startTestServer({ distDir });
  browser = await launchBrowser();
  token = await login(server.url, 'admin');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const params = (page: Page) => new URL(page.url()).searchParams;

/** What the global dialog said after an action: a success is closed (Escape), an error is kept as the step's failure. */
async function outcome(page: Page, success: string): Promise<string | null> {
  const dialog = page.locator('.dialog[data-kind]');
  await dialog.waitFor({ timeout: 60_000 });
  const kind = await dialog.getAttribute('data-kind');
  const text = ((await dialog.locator('#global-dialog-text').textContent()) ?? '').trim();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return kind === 'success' && text === success ? null : `${kind}: ${text}`;
}

/** Chooses an item of the Views menu, opening it again if the page drew the form that holds it anew. */
async function menuItem(page: Page, item: string) {
  await vi.waitFor(async () => {
    if (!(await page.locator('.views-popup').isVisible())) await page.getByTestId('views-menu-button').click();
    await page.locator(`.views-popup ${item}`).first().click({ timeout: 3_000 });
  }, { timeout: 60_000, interval: 500 });
}
const named = (text: string) => `[role=menuitem]:text-is("${text}")`;

/** Opens a path inside the console already loaded, as its own links do (no reload: the page is reused). */
async function go(page: Page, entry: ReportEntry) {
  // pushed again while the console is elsewhere: right after the sign-in its own landing on the
  // dashboard may still replace a path pushed too early
  await vi.waitFor(async () => {
    if (new URL(page.url()).pathname !== entry.path) {
      await page.evaluate((to) => { history.pushState(null, '', to); dispatchEvent(new PopStateEvent('popstate')); }, entry.path);
    }
    await page.locator(`main [data-report-id="${entry.id}"] [data-testid=views-menu-button]`).first().waitFor({ timeout: 5_000 });
  }, { timeout: 60_000, interval: 500 });
}

/** Create, open, rename and delete one view of the report at `path`; the first step that failed, or null. */
async function roundTrip(page: Page, entry: ReportEntry): Promise<string | null> {
  const name = `Check ${entry.id}`.slice(0, 30);
  const renamed = `Renamed ${entry.id}`.slice(0, 30);
  await go(page, entry);
  await menuItem(page, named('Save as…'));
  await page.fill('#view-name', name);
  await page.locator('.view-dialog').getByRole('button', { name: 'Save', exact: true }).click();
  const saved = await outcome(page, `View “${name}” saved`);
  if (saved) return `save: ${saved}`;
  await expect.poll(() => params(page).get('v') ?? '', { timeout: 30_000 }).toMatch(/^\d+$/);
  const viewID = params(page).get('v');

  // opened from the menu of the report opened plain: its URL is written from the view
  await go(page, entry);
  await menuItem(page, `[data-view-id="${viewID}"]`);
  await expect.poll(() => params(page).has('f') && params(page).get('v'), { timeout: 30_000 }).toBe(viewID);
  await expect.poll(() => page.getByTestId('views-menu-button').textContent(), { timeout: 30_000 }).toContain(name);
  if (await page.locator('.dialog[data-kind=error]').count()) return `open: ${await outcome(page, '')}`;

  await menuItem(page, named(`Rename “${name}”…`));
  await page.fill('#view-name', renamed);
  await page.locator('.view-dialog').getByRole('button', { name: 'Save', exact: true }).click();
  const rename = await outcome(page, `View renamed to “${renamed}”`);
  if (rename) return `rename: ${rename}`;

  await menuItem(page, named(`Delete “${renamed}”…`));
  await page.locator('.view-dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  const deleted = await outcome(page, `View “${renamed}” deleted`);
  if (deleted) return `delete: ${deleted}`;
  await expect.poll(() => params(page).has('v'), { timeout: 30_000 }).toBe(false);
  return null;
}

describe('saved views on every report of the menu', () => {
  it('creates, opens, renames and deletes a view through the page on each, without an error', async () => {
    const list = await callApi<{ res: ReportEntry[] }>(server.url, '/report/list', {}, token);
    // one entry a menu path (the menu shows a path once)
    const entries = list.result.res.filter((e, i, all) => all.findIndex((o) => o.path === e.path) === i);
    expect(entries.length).toBeGreaterThan(40);

    const { context, page, errors } = await openPage(browser);
    await signIn(page, server.url, 'admin');
    const failures: Record<string, string> = {};
    const started = Date.now();
    for (const entry of entries) {
      errors.length = 0;
      let failure: string | null;
      try {
        failure = await roundTrip(page, entry);
      } catch (error) {
        failure = `stuck: ${(error as Error).message.split('\n')[0]}`;
        await page.keyboard.press('Escape').catch(() => undefined);
      }
      // a refused call also logs the failed request: said with the step, not twice
      const logged = errors.filter((e) => !/favicon/.test(e) && !(failure && /Failed to load resource/.test(e)));
      if (failure || logged.length) failures[entry.id] = [failure, ...logged].filter(Boolean).join('; ');
    }
    await context.close();
    console.log(`${entries.length} reports in ${Math.round((Date.now() - started) / 1000)} s`);

    expect(failures).toEqual({});
    // every view made was deleted
    const left = await callApi<{ res: SavedView[] }>(server.url, '/view/list', {}, token);
    expect(left.result.res.map((v) => v.reportId)).toEqual([]);
  }, 900_000);
});
