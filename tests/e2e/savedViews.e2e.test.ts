import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi, login, startTestServer, type TestServer } from '../support/server';
import type { SavedView } from '../../src/engine/view/savedView';
import { launchBrowser, openPage, signIn } from './support/browser';
import { ensureBuilt, ROOT } from './support/ensureBuilt';

const SCREENS = path.join(ROOT, '.cache', 'screens');
const TREND = '/provider/trend';
const HIDDEN = 'site_currency';

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

const counter = (page: Page) => page.locator('.pager-counter');
async function settled(page: Page, text: RegExp = /^Showing [1-9]/) {
  await expect.poll(() => counter(page).textContent(), { timeout: 60_000 }).toMatch(text);
  await page.locator('.report-overlay').waitFor({ state: 'detached', timeout: 60_000 });
}
/** The first rows shown, as "row index|date|turnover" lines. */
const gridRows = (page: Page) => page.$$eval('[row-index] [col-id=apv_bet]', (cells) => cells
  .map((c) => ({ i: Number(c.closest('[row-index]')!.getAttribute('row-index')), bet: c.textContent ?? '' }))
  .filter((r) => Number.isInteger(r.i)).sort((a, b) => a.i - b.i).slice(0, 8).map((r) => `${r.i}|${r.bet}`));
/** How many columns the grid shows (its aria-colcount), and whether the hidden one is among them (the grid draws only columns near the scroll position, so their order is read from the chooser). */
const gridColumns = (page: Page) => page.evaluate((hidden) => {
  const grid = document.querySelector('.report-grid [aria-colcount]');
  return `${grid?.getAttribute('aria-colcount')} columns${document.querySelector(`[role=columnheader][col-id=${hidden}]`) ? ` with ${hidden}` : ''}`;
}, HIDDEN);
const params = (url: string) => new URL(url).searchParams;
/** The global dialog's text once it shows (a success closes itself; Escape closes either). */
async function dialogSays(page: Page, kind: 'success' | 'error', text: string) {
  const dialog = page.locator(`.dialog[data-kind=${kind}]`);
  await expect.poll(() => dialog.textContent(), { timeout: 20_000 }).toContain(text);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}
/**
 * Chooses an item of the Views menu, opening it again if the page closed it (a save writes the
 * view's id into the URL, and the form that holds the menu may draw again).
 */
async function chooseView(page: Page, name: string | RegExp) {
  await vi.waitFor(async () => {
    if (!(await page.locator('.views-popup').isVisible())) await page.getByTestId('views-menu-button').click();
    await page.getByRole('menuitem', { name, exact: typeof name === 'string' }).click({ timeout: 3_000 });
  }, { timeout: 60_000, interval: 500 });
}
/** The admin's saved views of a report, as the server lists them. */
async function serverViews(reportId: string): Promise<SavedView[]> {
  const answer = await callApi<{ res: SavedView[] }>(server.url, '/view/list', { reportId }, await login(server.url, 'admin'));
  return answer.result.res;
}

describe('saved views in the browser', () => {
  it('saves a view with a preset, a sort and a hidden column, and opens it from the menu, the dashboard and the side drawer', async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page, server.url, 'admin');
    await page.goto(`${server.url}${TREND}`);
    await settled(page);

    // the view: previous 60 days, sorted by turnover ascending, the currency column hidden
    await page.selectOption('#f-site_trend_range', 'prev60');
    await page.getByRole('button', { name: 'Search' }).click();
    await settled(page, /\(Page 1\)$/);
    // a figure sorts largest first on its first click: the second turns it round
    await page.locator('[role=columnheader][col-id=apv_bet] .ag-header-cell-label').click();
    await expect.poll(() => params(page.url()).get('s')).toBe('-apv_bet');
    await settled(page, /\(Page 1\)$/);
    await page.locator('[role=columnheader][col-id=apv_bet] .ag-header-cell-label').click();
    await expect.poll(() => params(page.url()).get('s')).toBe('apv_bet');
    await settled(page, /\(Page 1\)$/);
    await page.getByRole('button', { name: 'Columns' }).click();
    const show = page.getByRole('checkbox', { name: /^Show Market/ });
    await show.press('Space');
    await expect.poll(() => gridColumns(page)).not.toContain(HIDDEN);
    await page.keyboard.press('Escape');
    const rows = await gridRows(page);
    const columns = await gridColumns(page);
    expect(rows.length).toBeGreaterThan(3);
    expect(columns).not.toContain(HIDDEN);

    await page.getByTestId('views-menu-button').click();
    await page.getByRole('menuitem', { name: 'Save as…' }).click();
    await page.fill('#view-name', 'Quiet days first');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => params(page.url()).get('v') ?? '', { timeout: 30_000 }).toMatch(/^\d+$/);
    const viewID = params(page.url()).get('v')!;
    await page.screenshot({ path: path.join(SCREENS, 'saved-view-saved.png') });

    // the operator's own layout follows the chooser; reset it, open the report plain, reload: the defaults
    await settled(page, /\(Page 1\)$/);
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('button', { name: "Reset to the report's layout" }).click();
    await page.keyboard.press('Escape');
    await page.goto(`${server.url}${TREND}`);
    await page.reload();
    await settled(page);
    await expect.poll(() => gridColumns(page)).toContain(HIDDEN);
    expect(await page.locator('#f-site_trend_range').inputValue()).not.toBe('prev60');

    const sameView = async (from: string) => {
      await expect.poll(() => params(page.url()).get('v'), { message: from }).toBe(viewID);
      // the page writes the view's filters and sort into the URL, then opens on them
      // (after the dashboard, its tiles' searches may still hold the server for a while)
      await expect.poll(() => params(page.url()).get('f') ?? '', { message: from, timeout: 90_000 }).toContain('prev60');
      await page.locator('.view-notes-saved').waitFor({ timeout: 60_000 });
      await settled(page, /\(Page 1\)$/);
      expect(JSON.parse(params(page.url()).get('f')!)).toMatchObject({ range: { preset: 'prev60' } });
      expect(await page.locator('#f-site_trend_range').inputValue()).toBe('prev60');
      expect(await page.locator('[role=columnheader][col-id=apv_bet]').getAttribute('aria-sort')).toBe('ascending');
      await expect.poll(() => gridColumns(page), { message: from }).toEqual(columns);
      await expect.poll(() => gridRows(page), { message: from, timeout: 10_000 }).toEqual(rows);
      expect(await page.locator('.view-notes').textContent()).toContain('Saved view “Quiet days first”');
    };

    // from the menu beside Search
    await page.getByTestId('views-menu-button').click();
    await page.getByRole('menuitem', { name: /Quiet days first/ }).click();
    await sameView('menu');

    // from the dashboard
    await page.goto(`${server.url}/dashboard`);
    await page.locator(`#saved-views ~ ul a[data-view-id="${viewID}"]`).click();
    await sameView('dashboard');
    await page.screenshot({ path: path.join(SCREENS, 'saved-view-opened.png') });

    // from the side drawer, after a reload
    await page.reload();
    await settled(page, /\(Page 1\)$/);
    await page.getByTestId('saved-views-button').click();
    await page.locator(`.side-drawer[data-panel=views] a[data-view-id="${viewID}"]`).click();
    await sameView('drawer');

    expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
    await context.close();
  }, 420_000);

  it('opens a saved view on the page of the grid it was saved on, with its page size, filters and sort', async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page, server.url, 'admin');
    await page.goto(`${server.url}${TREND}`);
    await settled(page);
    await page.selectOption('#f-site_trend_range', 'prev60');
    await page.getByRole('button', { name: 'Search' }).click();
    await settled(page, /\(Page 1\)$/);
    await page.locator('.pager-size select').selectOption('20');
    await settled(page, /^Showing 1-20 records of \d+ \(Page 1\)$/);
    // the subject needs a third page: 60 days, one row a day
    const total = Number(/ of (\d+) /.exec((await counter(page).textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(40);
    await page.getByRole('button', { name: 'Next page' }).click();
    await settled(page, /\(Page 2\)$/);
    await page.getByRole('button', { name: 'Next page' }).click();
    const third = new RegExp(`^Showing 41-${Math.min(60, total)} records of ${total} \\(Page 3\\)$`);
    await settled(page, third);
    await expect.poll(() => params(page.url()).get('p')).toBe('3');
    expect(params(page.url()).get('n')).toBe('20');
    const rows = await gridRows(page);
    expect(rows[0]).toMatch(/^40\|/);

    await chooseView(page, 'Save as…');
    await page.fill('#view-name', 'Third page of sixty days');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await dialogSays(page, 'success', 'View “Third page of sixty days” saved');
    await expect.poll(() => params(page.url()).get('v') ?? '', { timeout: 30_000 }).toMatch(/^\d+$/);
    const viewID = params(page.url()).get('v')!;

    // the report plain, then the view from the menu: the third page of 20 again, and the same rows
    await page.goto(`${server.url}${TREND}`);
    await settled(page, /\(Page 1\)$/);
    await chooseView(page, /Third page of sixty days/);
    await expect.poll(() => params(page.url()).get('f') ?? '', { timeout: 20_000 }).toContain('prev60');
    expect(params(page.url()).get('v')).toBe(viewID);
    expect(params(page.url()).get('p')).toBe('3');
    expect(params(page.url()).get('n')).toBe('20');
    await settled(page, third);
    await expect.poll(() => gridRows(page), { timeout: 10_000 }).toEqual(rows);
    expect(await page.locator('#f-site_trend_range').inputValue()).toBe('prev60');
    expect(await page.locator('.view-notes').textContent()).toContain('Saved view “Third page of sixty days”');
    expect(await page.locator('.view-notes [data-saved-note]').count()).toBe(0);

    // the server keeps the page with the view (0-based, as a report request's page index)
    const kept = (await serverViews('site_trend')).find((v) => String(v.viewID) === viewID)!;
    expect(kept.state).toMatchObject({ page: 2, size: 20 });
    expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
    await context.close();
  }, 300_000);

  it('renames and deletes the saved view open on the page through the Views menu', async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page, server.url, 'admin');
    await page.goto(`${server.url}${TREND}`);
    await settled(page);
    await chooseView(page, 'Save as…');
    await page.fill('#view-name', 'Short lived');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await dialogSays(page, 'success', 'View “Short lived” saved');
    await expect.poll(() => params(page.url()).get('v') ?? '', { timeout: 30_000 }).toMatch(/^\d+$/);
    const viewID = Number(params(page.url()).get('v'));

    await expect.poll(() => page.getByTestId('views-menu-button').textContent(), { timeout: 30_000 }).toContain('Short lived');
    await chooseView(page, 'Rename “Short lived”…');
    await page.fill('#view-name', 'Shorter lived');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await dialogSays(page, 'success', 'View renamed to “Shorter lived”');
    await expect.poll(() => page.getByTestId('views-menu-button').textContent(), { timeout: 30_000 }).toContain('Shorter lived');
    expect((await serverViews('site_trend')).find((v) => v.viewID === viewID)?.name).toBe('Shorter lived');

    await chooseView(page, 'Delete “Shorter lived”…');
    await expect.poll(() => page.locator('.view-dialog').textContent()).toContain('Delete the view “Shorter lived”? This cannot be undone.');
    await page.screenshot({ path: path.join(SCREENS, 'saved-view-delete.png') });
    // the deletion starts on Cancel: Enter at once does not delete
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.locator('.view-dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await dialogSays(page, 'success', 'View “Shorter lived” deleted');
    // the page leaves the view it showed, the menu and the server no longer have it
    await expect.poll(() => params(page.url()).has('v'), { timeout: 30_000 }).toBe(false);
    await expect.poll(() => page.getByTestId('views-menu-button').textContent(), { timeout: 30_000 }).not.toContain('Shorter lived');
    expect((await serverViews('site_trend')).some((v) => v.viewID === viewID)).toBe(false);
    await page.getByTestId('views-menu-button').click();
    expect(await page.locator(`.views-popup [data-view-id="${viewID}"]`).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
    await context.close();
  }, 180_000);
});
