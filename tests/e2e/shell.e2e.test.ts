import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportEntry } from '../../src/api/contracts';
import { buildMenu } from '../../src/shell/menu/buildMenu';
import { buildRouteTable } from '../../src/shell/routes/routeTable';
import { serverLocales } from '../../server/i18n/locales';
import { callApi, startTestServer, type TestServer } from '../support/server';
import { launchBrowser, openPage } from './support/browser';
import { ensureBuilt, ROOT } from './support/ensureBuilt';

const SCREENS = path.join(ROOT, '.cache', 'screens');
const PASSWORD = 'demo-pass-2026';
const OPERATORS = ['admin', 'provider', 'analyst', 'finance', 'owner'] as const;
const VIEWS = [
  { width: 1280, lang: 'en' }, { width: 1280, lang: 'tw' }, { width: 375, lang: 'en' }, { width: 375, lang: 'tw' },
] as const;
/** Top-level namespaces of the locale files: a visible text shaped like `shell.pin.pin` under one of them is an untranslated key. */
const NAMESPACES = new Set(Object.keys(serverLocales().en));
const RAW_KEY = /^[a-z]+(\.[a-zA-Z_0-9]+)+$/;

let server: TestServer;
let browser: Browser;
let distCopy: string;

beforeAll(async () => {
  // A private copy: a rebuild of dist/ by another run would take the chunks away in the middle of this long run.
  distCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-e2e-dist-'));
  fs.cpSync(await ensureBuilt(), distCopy, { recursive: true });
  server = await startTestServer({ distDir: distCopy });
  browser = await launchBrowser();
  fs.mkdirSync(SCREENS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (distCopy) fs.rmSync(distCopy, { recursive: true, force: true });
});

interface Expected {
  /** Menu paths in menu order, as the group's permissions allow. */
  menu: string[];
  widgets: string[];
}

/** What the operator's group allows, from the server: POST /api/operator/login and /api/report/list. */
async function expectedFor(operatorAC: string): Promise<Expected> {
  const login = await callApi<{ permitted: number[] }>(server.url, '/operator/login', { operatorAC, password: PASSWORD });
  const token = /^Bearer (.+)$/.exec(login.headers.get('authorization') ?? '')?.[1];
  const list = await callApi<{ res: ReportEntry[] }>(server.url, '/report/list', {}, token);
  expect(list.status).toBe(1);
  const routes = buildRouteTable(list.result.res, login.result.permitted);
  const menu = buildMenu(routes, login.result.permitted).flatMap((s) => s.categories.flatMap((c) => c.items.map((i) => i.path)));
  return { menu, widgets: list.result.res.filter((e) => e.widget).map((e) => e.id).sort() };
}

async function signIn(page: Page, operatorAC: string) {
  await page.goto(`${server.url}/login`);
  await page.fill('#login-account', operatorAC);
  await page.fill('#login-password', PASSWORD);
  await page.click('button[type=submit]');
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
  await page.locator('header.toolbar').waitFor();
}

async function signOut(page: Page) {
  await page.click('.operator-button');
  await page.locator('.settings-menu [role=menuitem]').last().click();
  await page.waitForURL('**/login', { timeout: 20_000 });
}

/** Nothing is loading any more: no spinner, skeleton or drawer overlay, twice in a row (a dashboard tile below the fold waits to be scrolled to). */
async function settled(page: Page) {
  for (let i = 0; i < 2; i++) {
    await page.waitForFunction(() => !document.querySelector(':is(.spinner, .skeleton, .tile-loading, .side-drawer-overlay):not(.near-viewport *)'), null, { timeout: 30_000 });
    await page.waitForTimeout(250);
  }
}

/** Visible texts and labels that are i18n keys rather than translations. */
function rawKeys(page: Page): Promise<string[]> {
  return page.evaluate((pattern) => {
    const re = new RegExp(pattern);
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      // the audit log names its actions; one the console has no name for shows its code (login.success) as data
      if (re.test(text) && !node.parentElement?.closest('script, style, [col-id="action"]')) found.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const attr of ['aria-label', 'title', 'placeholder']) {
        const text = el.getAttribute(attr)?.trim() ?? '';
        if (re.test(text)) found.push(text);
      }
    }
    return found;
  }, RAW_KEY.source).then((texts) => texts.filter((t) => NAMESPACES.has(t.split('.')[0])));
}

const menuToggle = (page: Page) => page.locator('header.toolbar > button.icon-btn').first();
const mainMenu = (page: Page) => page.locator('aside.left-menu');

async function menuPaths(page: Page): Promise<string[]> {
  return mainMenu(page).locator('.menu-groups a.menu-item').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

/** Opens a menu entry the way an operator does: the menu (on narrow screens), its group, the link. */
async function openFromMenu(page: Page, target: string, narrow: boolean) {
  if (narrow && !(await mainMenu(page).isVisible())) await menuToggle(page).click();
  const link = mainMenu(page).locator(`a.menu-item[href="${target}"]`);
  if (!(await link.isVisible())) {
    const group = link.locator('xpath=ancestor::li[contains(@class,"menu-group")]').locator('.menu-group-button');
    await group.click();
  }
  const title = (await link.textContent())?.trim();
  await link.click();
  await page.waitForURL((url) => url.pathname === target, { timeout: 20_000 });
  await page.waitForFunction((text) => document.querySelector('.page-title')?.textContent?.trim() === text, title, { timeout: 20_000 });
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENS, `shell-${name}.png`) });
}

const withoutNoise = (errors: string[]) => errors.filter((e) => !/favicon/.test(e));

const ordinal = ['first', 'second', 'third', 'fourth'];
/** The administrator's turn for pages and widgets, by view: the first two go to both widths (1280 en, then 375 en). */
const ADMIN_TURN = [0, 2, 1, 3];

describe.concurrent('each demo operator at each width and language', () => {
  for (const operatorAC of OPERATORS) {
    // The administrator's menu holds every page of the console: each of its four views opens a quarter of it,
    // so every page is opened once, at each width and in each language in turn. The other operators' menus are
    // parts of it: they are seen in two views (1280 px in English, 375 px in Chinese), each opening one page of
    // its own menu. Each widget is opened in one of the operator's views, in turn (every view checks the toolbar
    // offers them all). The readable-reports walk opens every report in both languages at both widths besides.
    const everyPage = operatorAC === 'admin';
    const views = everyPage ? VIEWS.map((view, i) => ({ view, turn: ADMIN_TURN[i] })) : [{ view: VIEWS[0], turn: 0 }, { view: VIEWS[3], turn: 1 }];
    const share = views.length;
    for (const { view, turn } of views) {
      const tag = `${operatorAC}-${view.lang}-${view.width}`;
      it(`${tag}: sees exactly its menu, opens ${everyPage ? `every ${ordinal[turn]} page of four` : `the first page of its ${ordinal[turn]} half`} and every ${ordinal[turn]} widget of ${share === 4 ? 'four' : 'two'}`, async () => {
        const expected = await expectedFor(operatorAC);
        const narrow = view.width < 960;
        const { context, page, errors } = await openPage(browser, { width: view.width, height: narrow ? 812 : 800, lang: view.lang });
        try {
          await signIn(page, operatorAC);
          await page.goto(`${server.url}/dashboard`);
          await page.locator('.dashboard h1').waitFor();
          expect(await menuPaths(page)).toEqual(expected.menu);
          await settled(page);
          expect(await page.locator('.pin-button').count()).toBe(0);
          expect(await rawKeys(page)).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
          await shot(page, `${tag}-dashboard`);

          const pages = everyPage
            ? expected.menu.filter((_, n) => n % share === turn)
            : expected.menu.slice(Math.floor((turn * expected.menu.length) / share)).slice(0, 1);
          for (const [i, target] of pages.entries()) {
            await openFromMenu(page, target, narrow);
            await settled(page);
            expect(await page.locator('.pin-button').count(), target).toBe(target.includes('maintenance') ? 0 : 1);
            expect(await rawKeys(page), target).toEqual([]);
            if (i === 0 || target === '/sys_provider/game_ranking') await shot(page, `${tag}${target.replace(/\//g, '_')}`);
          }

          if (expected.widgets.length > 0) {
            const menuButton = page.locator('header.toolbar .toolbar-menu').first().locator('> button');
            await menuButton.click();
            const offered = await page.locator('[role=menu] [role=menuitem][data-report-id]').evaluateAll((items) => items.map((i) => i.getAttribute('data-report-id')));
            expect([...offered].sort()).toEqual(expected.widgets);
            await page.keyboard.press('Escape');
            for (const [i, reportId] of expected.widgets.filter((_, n) => n % share === turn).entries()) {
              await menuButton.click();
              await page.locator(`[role=menu] [role=menuitem][data-report-id="${reportId}"]`).click();
              const drawer = page.locator(`.side-drawer[data-report-id="${reportId}"]`);
              await drawer.waitFor();
              await settled(page);
              const box = await drawer.boundingBox();
              const expectedWidth = narrow ? view.width : view.width * 0.67;
              expect(Math.abs((box?.width ?? 0) - expectedWidth)).toBeLessThan(3);
              expect(await rawKeys(page), reportId).toEqual([]);
              if (i === 0) await shot(page, `${tag}-drawer-${reportId}`);
              await page.keyboard.press('Escape');
              await drawer.waitFor({ state: 'detached' });
            }
          } else {
            expect(await page.locator('header.toolbar .toolbar-menu button[aria-haspopup]').count()).toBe(1);
          }
          expect(withoutNoise(errors)).toEqual([]);
        } catch (e) {
          await page.screenshot({ path: path.join(SCREENS, `shell-failed-${tag}.png`) }).catch(() => undefined);
          throw e;
        } finally {
          await context.close();
        }
      // a quarter of the administrator's ~50 pages takes a minute or two, and several on a
      // 2-core machine busy with other work (seen on 2028-02-29 with the suite beside four builds)
      }, everyPage ? 900_000 : 600_000);
    }
  }
});

describe('pins and recent visits', () => {
  it('pins a page, lands on it at the next login, and lands on the dashboard again after cancelling', async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page, 'provider');
    await page.waitForURL('**/dashboard');
    await openFromMenu(page, '/sys_provider/game_ranking', false);
    const pin = page.locator('.pin-button');
    expect((await pin.textContent())?.trim()).toBe('Pin this page');
    await pin.click();
    const saveDialog = page.getByRole('dialog', { name: 'Save current pin' });
    await saveDialog.waitFor();
    await shot(page, 'pin-dialog-en-1280');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/authority/updateIndexPin'));
    await saveDialog.getByRole('button', { name: 'Confirm' }).click();
    expect(JSON.parse((await saved).request().postData() ?? '{}').reqData).toEqual({ indexPin: { routeName: 'game_ranking', tab: 'daily' }, operatorAC: 'provider' });
    await expect.poll(async () => (await pin.textContent())?.trim()).toBe('Pinned');

    await signOut(page);
    await signIn(page, 'provider');
    await page.waitForURL('**/sys_provider/game_ranking', { timeout: 20_000 });
    await expect.poll(async () => (await page.locator('.pin-button').textContent())?.trim(), { timeout: 20_000 }).toBe('Pinned');
    await settled(page);
    await shot(page, 'pin-landed-en-1280');

    await page.locator('.pin-button').click();
    const cancelDialog = page.getByRole('dialog', { name: 'Cancel current pin' });
    await cancelDialog.waitFor();
    const cancelled = page.waitForResponse((r) => r.url().endsWith('/api/authority/updateIndexPin'));
    await cancelDialog.getByRole('button', { name: 'Confirm' }).click();
    expect(JSON.parse((await cancelled).request().postData() ?? '{}').reqData.indexPin).toEqual({ routeName: 'Dashboard', tab: 'daily' });
    await expect.poll(async () => (await page.locator('.pin-button').textContent())?.trim()).toBe('Pin this page');

    await signOut(page);
    await signIn(page, 'provider');
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    expect(withoutNoise(errors)).toEqual([]);
    await context.close();
  }, 180_000);

  it('keeps recent pages and inquiries, and re-runs an inquiry with one click', async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page, 'provider');
    await openFromMenu(page, '/provider/trend', false);
    await openFromMenu(page, '/sys_provider/site_compare', false);
    await settled(page);
    await page.selectOption('#f-site_compare_range', 'prev7');
    await page.getByRole('button', { name: 'Search' }).click();
    await settled(page);

    const recent = page.locator('header.toolbar .toolbar-menu').last();
    await recent.locator('> button').click();
    const items = recent.locator('[role=menuitem]');
    await items.first().waitFor();
    const texts = (await items.allTextContents()).map((t) => t.trim());
    expect(texts[0]).toBe('Site comparison');
    expect(texts[1]).toBe('Site trend');
    expect(texts.at(-1)).toBe('Site comparisonPrevious 7 days');
    await shot(page, 'recent-menu-en-1280');

    await openFromMenu(page, '/provider/date', false);
    await recent.locator('> button').click();
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/report/site_compare'));
    await items.last().click();
    await page.waitForURL('**/sys_provider/site_compare?f=*');
    expect(JSON.parse((await answered).request().postData() ?? '{}').reqData.filters.range).toEqual({ preset: 'prev7' });

    await page.goto(`${server.url}/dashboard`);
    await page.locator('#recent-inquiries').waitFor();
    expect(await page.locator('section[aria-labelledby="recent-pages"] li').count()).toBe(3);
    expect(await page.locator('section[aria-labelledby="recent-inquiries"] li').count()).toBe(1);
    expect(withoutNoise(errors)).toEqual([]);
    await context.close();
  }, 180_000);
});
