import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { launchBrowser, openPage, signIn } from './support/browser';
import { ensureBuilt } from './support/ensureBuilt';

/**
 * Related members list a group's members by name in one cell; each name opens that member's recap
 * (its own site and id), as a member name does everywhere else, and the recap's own related section
 * lists its groups the same way.
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

describe('related members', () => {
  it("each name of a group opens that member's recap, and the recap's related section links its names too", async () => {
    // a site with a group of three or more members sharing a key (so a name in the middle is clickable too)
    const [group] = await server.warehouse.query(`SELECT m.site_id, l.link_type, l.link_key FROM member_link l JOIN dim_member m USING (member_id)
      GROUP BY ALL HAVING count(DISTINCT l.member_id) >= 3 ORDER BY count(*) DESC, l.link_key LIMIT 1`);
    const site = Number(group.site_id);
    const members = await server.warehouse.query(`SELECT m.member_id, m.member_username FROM member_link l JOIN dim_member m USING (member_id)
      WHERE l.link_type = $1 AND l.link_key = $2 AND m.site_id = $3`, [group.link_type as string, group.link_key as string, site]);
    const idOf = new Map(members.map((m) => [String(m.member_username), Number(m.member_id)]));

    const { context, page, errors } = await openPage(browser);
    page.setDefaultTimeout(20_000);
    await signIn(page, server.url, 'admin');
    await page.goto(`${server.url}/site_owner/member_related?f=${encodeURIComponent(JSON.stringify({ site, range: { preset: 'prev90' } }))}&s=-member_count`);
    await page.locator('[data-report-id=member_related] .ag-row').first().waitFor({ timeout: 30_000 });
    // the group's row (groups sorted by their members, most first): its key is on screen
    const row = page.locator('[data-report-id=member_related] [row-index]', { has: page.locator(`[col-id=link_key]:text-is("${String(group.link_key)}")`) });
    const rowIndex = await row.first().getAttribute('row-index');
    const cell = page.locator(`[data-report-id=member_related] [row-index="${rowIndex}"] [col-id=member_list]`).first();
    const links = cell.locator('a.drill-link');
    await expect.poll(() => links.count()).toBe(members.length);
    const names = await links.allTextContents();
    expect(new Set(names)).toEqual(new Set(idOf.keys()));
    expect((await cell.textContent())?.trim()).toBe(names.join(', '));
    // a list longer than its cell ends in '…' (not cut mid-name), and says itself whole on hover
    const list = cell.locator('.drill-list');
    expect(await list.getAttribute('title')).toBe(names.join(', '));
    expect(await list.evaluate((e) => { const css = getComputedStyle(e); return [css.overflow, css.textOverflow, css.whiteSpace]; })).toEqual(['hidden', 'ellipsis', 'nowrap']);

    const name = names[1];
    await links.nth(1).click();
    await page.waitForURL('**/site_owner/member_recap?**');
    const carried = JSON.parse(new URL(page.url()).searchParams.get('f')!) as Record<string, unknown>;
    expect(carried).toMatchObject({ site, member: idOf.get(name) });
    await expect.poll(() => page.locator('.record-item[data-field="member_username"] dd').textContent(), { timeout: 30_000 }).toBe(name);

    // the recap's related section: the same group, its names links too (this member's among them)
    const section = page.locator('.report-sections [data-report-id]').filter({ has: page.locator('[col-id=member_list]') }).first();
    await section.locator('[col-id=member_list] a.drill-link').first().waitFor({ timeout: 30_000 });
    expect(await section.locator('[col-id=member_list] a.drill-link').allTextContents()).toContain(name);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
