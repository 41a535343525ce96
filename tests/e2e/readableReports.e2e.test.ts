import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { ReportEntry, ReportView } from '../../src/engine/report/reportView';
import { needsCriteria } from '../../src/engine/report/sampleFilters';
import { nameWidthCap } from '../../src/renderers/grid/columnWidth';
import { DESKTOP_BREAKPOINT } from '../../src/renderers/hooks/useDesktop';
import { toolbarVisible } from '../../src/shell/toolbar/toolbarVisibility';
import { subjectCandidates, subjectFilters, type StorySubject } from '../../server/reports/storySubjects';
import { callApi, login, startTestServer, type TestServer } from '../support/server';
import { testToday } from '../support/testClock';
import { launchBrowser, openPage, signIn } from './support/browser';
import { ensureBuilt, ROOT } from './support/ensureBuilt';
import { inspectCharts, unevenTicks } from './support/chartReadability';
import { LIBRARY_ENGLISH, inspectPage, namedCodes, waitReportsSettled, type ReadabilityInput } from './support/readability';

/**
 * Issue 20, "figures that read right": every registered report (the menu API's list for an
 * administrator, who may open them all), searched with its defaults (a lookup with a real member
 * chosen as the Storybook recordings choose it), at 1280 px and 390 px, in English and Traditional
 * Chinese. What "reads right" means is in support/readability.ts and, for charts (no overlapping
 * labels, names kept, no bar flattening the others unnoted, nice ticks), support/chartReadability.ts.
 * A page with problems is screenshotted into .cache/screens/readable. READABLE_REPORTS=id,id walks
 * only those reports.
 */
const SCREENS = path.join(ROOT, '.cache', 'screens', 'readable');
const WIDTHS = [1280, 390] as const;

let server: TestServer;
let browser: Browser;
let reports: { entry: ReportEntry; view: ReportView; filters: Record<string, unknown> }[];
const codes = namedCodes();
/** Only these reports (comma-separated ids), to check a change to a few of them. */
const only = process.env.READABLE_REPORTS?.split(',').map((id) => id.trim()).filter(Boolean);

beforeAll(async () => {
  const distDir = await ensureBuilt();
  server = await startTestServer({ distDir });
  browser = await launchBrowser();
  fs.rmSync(SCREENS, { recursive: true, force: true });
  fs.mkdirSync(SCREENS, { recursive: true });
  const token = await login(server.url, 'admin');
  const list = await callApi<{ res: ReportEntry[] }>(server.url, '/report/list', {}, token);
  let subject: StorySubject | undefined;
  reports = [];
  for (const entry of list.result.res) {
    if (only && !only.includes(entry.id)) continue;
    const view = (await callApi<{ res: ReportView }>(server.url, `/report/${entry.id}/view`, {}, token)).result.res;
    const criteria = { filters: view.filters, requireOneOf: view.requireOneOf ?? undefined };
    let filters: Record<string, unknown> = {};
    if (needsCriteria(criteria)) {
      subject ??= (await subjectCandidates(server.warehouse, testToday()))[0];
      filters = subjectFilters(criteria, subject);
    }
    reports.push({ entry, view, filters });
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Name columns: dimensions shown as text or as a code's name, of the report and of its sections. */
const nameFields = (view: ReportView): string[] => [...new Set([view, ...view.sections].flatMap((v) => v.columns)
  .filter((c) => c.kind === 'dimension' && (c.format === 'text' || c.format === 'enum')).map((c) => c.field))];

/** Opens the report searched with its defaults (and subject), confirming where the report asks to. */
/** At the page's end, the pager's buttons the scroll-to-top button (shown once the page is scrolled) lies over. */
async function pagerCovered(page: Page): Promise<string[]> {
  const [width, scrollY] = await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    return [window.innerWidth, window.scrollY];
  });
  // the button shows only where the toolbar rule hides the toolbar (never on a desktop): else nothing to wait for
  if (!toolbarVisible(width, scrollY)) await page.locator('.scroll-top').waitFor({ timeout: 2_000 }).catch(() => undefined);
  const covered = await page.evaluate(() => [...document.querySelectorAll('.pager .pager-btn')].flatMap((b) => {
    const r = b.getBoundingClientRect();
    if (!r.width) return [];
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top?.closest('.scroll-top') ? [`pager button under the scroll-to-top button: "${b.getAttribute('aria-label') ?? ''}"`] : [];
  }));
  await page.evaluate(() => window.scrollTo(0, 0));
  return covered;
}

async function openReport(page: Page, { entry, view, filters }: (typeof reports)[number]): Promise<void> {
  const query = Object.keys(filters).length ? `?f=${encodeURIComponent(JSON.stringify(filters))}` : '';
  // through the console's router, as a menu click goes: the page is not loaded again for each report
  const to = `${entry.path}${query}`;
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  const screen = page.locator(`[data-report-id="${entry.id}"]`).first();
  // the shell may still be settling after sign-in (and navigate back to the dashboard): then load the page
  if (!(await screen.waitFor({ timeout: 10_000 }).then(() => true, () => false))) await page.goto(`${server.url}${to}`);
  await screen.waitFor({ timeout: 30_000 });
  if (view.confirm) {
    await page.locator(`[data-report-id="${entry.id}"] form button[type=submit]`).click();
    await page.locator('[role=dialog] .btn-primary').click();
  }
  await waitReportsSettled(page, entry.id);
}

// the two languages run side by side: one browser, one server, a page each
describe.concurrent('every report reads whole (issue 20)', () => {
  for (const lang of ['en', 'tw'] as const) {
    it(`at 1280 and 390 px in ${lang}: no cut header, name, tick or tile text, no overlapping chart labels or uneven ticks, no raw code, no sideways page`, async ({ expect }) => {
      expect(reports.length).toBeGreaterThan(only ? only.length - 1 : 40);
      const { context, page, errors } = await openPage(browser, { lang, width: WIDTHS[0] });
      // esbuild names functions with a helper the page does not have
      await context.addInitScript('globalThis.__name = globalThis.__name || ((f) => f)');
      await signIn(page, server.url, 'admin');
      await page.locator('.dashboard-grid').waitFor({ timeout: 30_000 });
      const found: string[] = [];
      for (const report of reports) {
        const started = Date.now();
        for (const width of WIDTHS) {
          const where = `${report.entry.id} ${lang} ${width}`;
          const input: ReadabilityInput = { codes, nameFields: nameFields(report.view), nameCap: nameWidthCap(width >= DESKTOP_BREAKPOINT), foreign: lang === 'tw' ? LIBRARY_ENGLISH : [] };
          try {
            if (width === WIDTHS[0]) {
              await page.setViewportSize({ width, height: 900 });
              await openReport(page, report);
            } else {
              await page.setViewportSize({ width, height: 900 });
              // charts redraw and the grid takes its narrow widths after a resize
              await page.waitForTimeout(400);
              await waitReportsSettled(page, report.entry.id);
            }
            if (await page.locator('.report-error').count()) found.push(`${where}: the report answered an error`);
            const charts = await page.evaluate(inspectCharts);
            const problems = [...await page.evaluate(inspectPage, input), ...charts.problems, ...unevenTicks(charts.valueAxes), ...await pagerCovered(page)];
            if (problems.length) {
              found.push(...problems.map((p) => `${where}: ${p}`));
              await page.screenshot({ path: path.join(SCREENS, `${report.entry.id}-${lang}-${width}.png`), fullPage: true });
            }
          } catch (error) {
            found.push(`${where}: ${(error as Error).message.split('\n')[0]}`);
            await page.screenshot({ path: path.join(SCREENS, `${report.entry.id}-${lang}-${width}-failed.png`), fullPage: true }).catch(() => undefined);
          }
        }
        if (process.env.READABLE_LOG) console.log(`${report.entry.id} ${lang}: ${Date.now() - started} ms`, found.filter((f) => f.startsWith(`${report.entry.id} `)));
      }
      await context.close();
      expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
      expect(found).toEqual([]);
    }, 600_000);
  }
});
