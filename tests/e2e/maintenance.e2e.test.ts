import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadWarehouse } from '../../server/load/load';
import { LoadRefused } from '../../server/load/problems';
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

const REPORTS = { 70102: '/provider/trend', 91001: '/sys_provider/site_compare', 91003: '/sys_provider/game_retention' } as const;

/** Every report link of the left menu (collapsed groups keep their links in the page). */
async function menuPaths(page: Page): Promise<string[]> {
  const menu = page.getByRole('complementary', { name: 'Main menu' });
  await menu.locator('.menu-group-button').first().waitFor();
  const hrefs = await menu.locator('.menu-groups a.menu-item').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return hrefs.sort();
}

async function success(page: Page, text: string) {
  await page.getByRole('dialog').filter({ hasText: text }).waitFor({ timeout: 15_000 });
}

describe('operator and group maintenance in the browser', () => {
  it('grants a new operator exactly the reports ticked for its group, and takes one away again', async () => {
    const { context: adminContext, page: admin, errors } = await openPage(browser);
    await signIn(admin, server.url, 'admin', 'demo-pass-2026');

    await admin.goto(`${server.url}/maintenance/group`);
    await admin.getByRole('button', { name: 'New group' }).click();
    await admin.fill('#group-name', 'Three reports');
    for (const idx of Object.keys(REPORTS)) await admin.check(`#perm-${idx}`);
    expect(await admin.locator('#perm-91000').evaluate((el) => (el as HTMLInputElement).indeterminate)).toBe(true);
    await admin.check('#cms-all');
    await admin.getByRole('button', { name: 'Create group' }).click();
    await success(admin, 'Added successfully');

    await admin.goto(`${server.url}/maintenance/operator`);
    await admin.getByRole('button', { name: 'Add', exact: true }).click();
    await admin.fill('#op-account', 'viewer01');
    await admin.fill('#op-name', 'Viewer');
    await admin.selectOption('#op-form-group', { label: 'Three reports' });
    await admin.fill('#op-password', 'lantern-harbour-42');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await success(admin, 'Added successfully');
    await admin.getByRole('gridcell', { name: 'viewer01' }).waitFor();

    const { context: viewerContext, page: viewer } = await openPage(browser);
    await signIn(viewer, server.url, 'viewer01', 'lantern-harbour-42');
    expect(await menuPaths(viewer)).toEqual(Object.values(REPORTS).sort());

    await admin.goto(`${server.url}/maintenance/group`);
    await admin.getByRole('button', { name: /Three reports/ }).click();
    await admin.uncheck('#perm-91003');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await success(admin, 'Saved successfully');

    // The group's rights changed: the viewer's session has ended, its next visit to a report takes
    // it to the login page (the console may already have gone there on its own next request, so the
    // visit is a page load, not a click on a menu that may be leaving), and signing in again brings
    // the menu without the report.
    await viewer.goto(`${server.url}${REPORTS[70102]}`);
    await viewer.waitForURL('**/login', { timeout: 20_000 });
    await signIn(viewer, server.url, 'viewer01', 'lantern-harbour-42');
    expect(await menuPaths(viewer)).toEqual([REPORTS[70102], REPORTS[91001]].sort());
    await viewer.goto(`${server.url}${REPORTS[91003]}`);
    await viewer.waitForURL('**/403', { timeout: 20_000 });

    expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
    await viewerContext.close();
    await adminContext.close();
  });

  it('asks before saving a group with no permissions or no operating units, and holds names to 4-30 characters', async () => {
    const { context, page, errors } = await openPage(browser);
    await signIn(page, server.url, 'admin', 'demo-pass-2026');
    await page.goto(`${server.url}/maintenance/group`);
    await page.getByRole('button', { name: 'New group' }).click();
    await page.fill('#group-name', 'Abc');
    await page.getByRole('button', { name: 'Create group' }).click();
    await page.getByText('Min 4 characters').waitFor();
    await page.fill('#group-name', 'Empty desk');
    await page.getByRole('button', { name: 'Create group' }).click();
    const ask = page.getByRole('dialog').filter({ hasText: 'has no permissions and no operating units' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('button', { name: /Empty desk/ }).count()).toBe(0);
    await page.check('#perm-91001');
    await page.getByRole('button', { name: 'Create group' }).click();
    const units = page.getByRole('dialog').filter({ hasText: 'has no operating units' });
    await units.waitFor();
    await units.getByRole('button', { name: 'Save', exact: true }).click();
    await success(page, 'Added successfully');
    await page.getByRole('button', { name: /Empty desk/ }).waitFor();
    expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
    await context.close();
  });

  it("offers no Delete, Disable, Lock or resets on the operator's own row, and tells a disabled operator so at login", async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, server.url, 'admin', 'demo-pass-2026');
    await page.goto(`${server.url}/maintenance/operator`);
    const toolbar = page.getByRole('toolbar');
    await page.getByRole('gridcell', { name: 'admin', exact: true }).click();
    await page.getByText('Selected: admin').waitFor();
    // nothing another operator must do is offered on the own row: only Edit (the name)
    for (const action of ['Delete', 'Disable', 'Lock', 'Reset password', 'Reset OTP']) {
      expect(await toolbar.getByRole('button', { name: action, exact: true }).count(), action).toBe(0);
    }
    expect(await toolbar.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(1);
    await page.getByRole('gridcell', { name: 'owner', exact: true }).click();
    await page.getByText('Selected: owner').waitFor();
    expect(await toolbar.getByRole('button', { name: 'Delete' }).count()).toBe(1);
    // disable the owner, then sign in as it: disabled, not locked
    await toolbar.getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
    await success(page, 'Saved successfully');
    const { context: other, page: owner } = await openPage(browser);
    await owner.goto(`${server.url}/login`);
    await owner.fill('#login-account', 'owner');
    await owner.fill('#login-password', 'demo-pass-2026');
    await owner.click('button[type=submit]');
    await owner.getByText('Operator has been disabled, please contact the administrator').waitFor({ timeout: 15_000 });
    await other.close();
    await context.close();
  });
});

describe('the data loads page', () => {
  it('lists a refused load of the DATA_DIR with its problem, then the load that corrected it, newest first', async () => {
    const work = mkdtempSync(join(tmpdir(), 'loads-e2e-'));
    const file = join(work, 'warehouse.duckdb');
    copyFileSync(inject('warehouseFile'), file);
    const loads = await startTestServer({ distDir: await ensureBuilt(), warehouseFile: file, loadsEveryMs: 200 });
    try {
      const { context, page, errors } = await openPage(browser);
      await signIn(page, loads.url, 'admin', 'demo-pass-2026');
      expect(await menuPaths(page)).toContain('/maintenance/loads');
      await page.goto(`${loads.url}/maintenance/loads`);
      await page.getByText(/^No load has been made yet/).waitFor();

      // the operating units again, one of them with an id that is no integer: refused, then corrected
      const bad = join(work, 'units');
      mkdirSync(bad);
      writeFileSync(join(bad, 'dim_cms.csv'), 'cms_id,cms_name\nx,Siam Unit\n');
      await expect(loadWarehouse({ dataDir: work, from: bad })).rejects.toBeInstanceOf(LoadRefused);
      const units = await loads.warehouse.query('SELECT cms_id, cms_name FROM dim_cms ORDER BY cms_id');
      writeFileSync(join(bad, 'dim_cms.csv'), `cms_id,cms_name\n${units.map((u) => `${u.cms_id},${u.cms_name}`).join('\n')}\n`);
      await loadWarehouse({ dataDir: work, from: bad });

      await page.getByRole('button', { name: 'Refresh' }).click();
      const grid = page.getByRole('region', { name: 'Data Loads' });
      await grid.getByRole('gridcell', { name: 'Refused' }).waitFor();
      // each row's cells by column (the pinned start time is a row part of its own)
      const rows = await grid.locator('.ag-row[row-index]').evaluateAll((parts) => {
        const byRow = new Map<number, Record<string, string>>();
        for (const part of parts) {
          const cells = byRow.get(Number(part.getAttribute('row-index'))) ?? {};
          for (const cell of part.querySelectorAll('.ag-cell')) cells[cell.getAttribute('col-id') ?? ''] = cell.textContent?.trim() ?? '';
          byRow.set(Number(part.getAttribute('row-index')), cells);
        }
        return [...byRow.entries()].sort((a, b) => a[0] - b[0]).map(([, cells]) => cells);
      });
      expect(rows.map((r) => r.result)).toEqual(['Loaded', 'Refused']);
      // newest first (both may start within the second the page shows)
      expect(rows[0].startedAt >= rows[1].startedAt).toBe(true);
      expect(rows[0]).toMatchObject({ days: 'dimensions only', details: `dim_cms ${units.length}`, files: 'dim_cms.csv' });
      expect(rows[1].details).toMatch(/dim_cms\.csv, row 2, column cms_id: is not of type INTEGER \(value "x"\)$/);
      // served after so many seconds; a refused load was never served. A console on DuckDB alone has no ClickHouse column
      expect(rows[0].servedAfter).toMatch(/^\d+\.\d$/);
      expect(Number(rows[0].servedAfter)).toBeLessThanOrEqual(Number(rows[0].seconds));
      expect(rows[1].servedAfter).toBe('');
      expect(rows[0]).not.toHaveProperty('clickhouse');
      await page.getByText('2 loads').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await loads.close();
      rmSync(work, { recursive: true, force: true });
    }
  }, 180_000);
});
