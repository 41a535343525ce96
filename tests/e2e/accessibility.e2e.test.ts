import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { launchBrowser, openPage, signIn, submitLogin } from './support/browser';
import { ensureBuilt, ROOT } from './support/ensureBuilt';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SCREENS = path.join(ROOT, '.cache', 'screens', 'a11y');

/**
 * Pages picked by what they show (issue 20): the dashboard's tiles and charts, a report with a
 * chart and a grid, the conversion funnel, Settings and a maintenance page. The console has one
 * (dark) theme, so each page is checked in that theme in both languages.
 */
const PAGES = [
  { name: 'dashboard', path: '/dashboard', ready: '.dashboard-grid' },
  { name: 'trans_3party', path: '/site_owner/trans_3party', ready: '[data-report-id=trans_3party] .pager-counter' },
  { name: 'member_cvt', path: '/house/memberCvt', ready: '[data-report-id=member_cvt] .report-meta' },
  { name: 'settings', path: '/setting', ready: '#settings-display' },
  { name: 'operator_maintenance', path: '/maintenance/operator', ready: '.ag-row' },
] as const;

interface Violation { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] }

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


/** Serious and critical violations axe-core finds on the page as shown (WCAG 2 A/AA rules). */
async function seriousViolations(page: Page): Promise<Violation[]> {
  // evaluated over the DevTools protocol: the console's CSP refuses inline script tags, rightly
  if (!(await page.evaluate('typeof axe !== "undefined"'))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(`axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] })`) as { violations: Violation[] };
  return found.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One line per failing element, so a failure names the rule, the element and axe's reason. */
const describeViolations = (violations: Violation[]) => violations.flatMap((v) =>
  v.nodes.map((n) => `${v.id} (${v.impact}) ${n.target.join(' ')}: ${(n.failureSummary ?? v.help).replace(/\s+/g, ' ')}`));

describe('accessibility (issue 20): no serious axe-core violation', () => {
  for (const lang of ['en', 'tw'] as const) {
    it(`on the login page, empty and after a refused sign-in (${lang})`, async () => {
      const { context, page } = await openPage(browser, { lang });
      await page.goto(`${server.url}/login`);
      await page.locator('#login-account').waitFor({ timeout: 30_000 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(SCREENS, `login-${lang}.png`), fullPage: true });
      const problems = describeViolations(await seriousViolations(page)).map((line) => `login: ${line}`);
      // the refusal's message is shown on the same dark background: it must read too
      await submitLogin(page, 'no-such-operator', 'not-the-password');
      await page.locator('[role=alert]').first().waitFor({ timeout: 20_000 });
      await page.screenshot({ path: path.join(SCREENS, `login-refused-${lang}.png`), fullPage: true });
      problems.push(...describeViolations(await seriousViolations(page)).map((line) => `login refused: ${line}`));
      await context.close();
      expect(problems).toEqual([]);
    }, 120_000);

    it(`on the dashboard, reports, Settings and maintenance (${lang})`, async () => {
      const { context, page } = await openPage(browser, { lang });
      await signIn(page, server.url, 'admin');
      const problems: string[] = [];
      for (const target of PAGES) {
        await page.goto(`${server.url}${target.path}`);
        await page.locator(target.ready).first().waitFor({ timeout: 30_000 });
        await page.locator('.report-overlay').waitFor({ state: 'detached', timeout: 30_000 }).catch(() => undefined);
        await page.locator('.spinner').first().waitFor({ state: 'detached', timeout: 30_000 }).catch(() => undefined);
        // charts animate in; axe measures colours as drawn
        await page.waitForTimeout(1200);
        await page.screenshot({ path: path.join(SCREENS, `${target.name}-${lang}.png`), fullPage: true });
        problems.push(...describeViolations(await seriousViolations(page)).map((line) => `${target.name}: ${line}`));
      }
      await context.close();
      expect(problems).toEqual([]);
    }, 240_000);
  }
});
