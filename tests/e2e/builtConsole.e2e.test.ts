import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { launchBrowser, openPage, signIn } from './support/browser';
import { ensureBuilt } from './support/ensureBuilt';

/**
 * The console as built for people: React's production code even when the build runs under vitest
 * (NODE_ENV=test, which Vite would otherwise follow), and a page at rest that does not repaint: no
 * endless animation once an operator asks for reduced motion, none on a placeholder below the fold.
 */
let server: TestServer;
let browser: Browser;
let dist: string;

beforeAll(async () => {
  dist = await ensureBuilt();
  server = await startTestServer({ distDir: dist });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The animations of the page that are running, as `name on class`. */
const running = (page: Page) => page.evaluate(() => document.getAnimations()
  .filter((a) => a.playState === 'running')
  .map((a) => `${(a as CSSAnimation).animationName ?? 'an animation'} on ${((a.effect as KeyframeEffect | null)?.target as Element | null)?.getAttribute('class')}`));

describe('the built console', () => {
  it('is React\'s production build, built here under NODE_ENV=test', () => {
    expect(process.env.NODE_ENV).toBe('test');
    const scripts = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(5);
    // the development JSX runtime and React's development-only checks
    const development = scripts.filter((f) => /jsxDEV|validateDOMNesting|Each child in a list should have a unique/.test(fs.readFileSync(path.join(dist, 'assets', f), 'utf8')));
    expect(development).toEqual([]);
  });

  it('runs no animation on the dashboard at rest, asked for reduced motion or not', async () => {
    for (const reducedMotion of ['reduce', 'no-preference'] as const) {
      const { context, page, errors } = await openPage(browser, { reducedMotion, height: 700 });
      try {
        await signIn(page, server.url, 'admin');
        await page.locator('.dashboard-grid').waitFor();
        // tiles in the window have answered; those below the fold wait, still, for a scroll
        await page.waitForFunction(() => !document.querySelector(':is(.spinner, .skeleton):not(.near-viewport *)'), null, { timeout: 30_000 });
        expect(await page.locator('.near-viewport .skeleton').count(), 'a tile below the fold').toBeGreaterThan(0);
        // a chart drawn with motion animates for a moment; an endless animation never ends
        await expect.poll(() => running(page), { timeout: 5_000, message: reducedMotion }).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  }, 120_000);
});
