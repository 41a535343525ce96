import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryReports, reportStoryId } from '../../.storybook/reportGallery';
import { loadRegistry, loadReportModules } from '../../server/definitions/discover';
import { launchBrowser } from './support/browser';
import { serveStatic } from './support/staticServer';
import { ensureStorybook } from './support/storybookBuild';
import { walkStories, type IndexEntry, type StoryOutcome } from './support/storyWalk';

/**
 * Every story of the built Storybook, rendered in headless Chromium: none may throw, log a console
 * error, show Storybook's error display, render nothing, show an error state it does not declare
 * (`parameters: { expectError: true }`; those must show one) or leave a raw i18n key on screen.
 * Each report story is also opened in Traditional Chinese. A page loads the preview once per locale
 * and opens one story after another in it, as Storybook's sidebar does; a story that shows a problem
 * there is rendered again on a fresh load and judged on that. Storybook is built into
 * .cache/storybook-static when any of its inputs changed since the last build (content hash).
 */
let server: Awaited<ReturnType<typeof serveStatic>> | undefined;
let browser: Browser | undefined;
let entries: IndexEntry[] = [];
let docs: IndexEntry[] = [];
let outcomes: StoryOutcome[] = [];

const failures = (list: StoryOutcome[]) => list.filter((o) => o.problems.length).map((o) => `${o.id} (${o.locale}): ${o.problems.join('; ')}`);

beforeAll(async () => {
  const build = await ensureStorybook();
  const index = JSON.parse(fs.readFileSync(path.join(build.dir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  entries = Object.values(index.entries).filter((e) => e.type === 'story');
  docs = Object.values(index.entries).filter((e) => e.type === 'docs');
  server = await serveStatic(build.dir);
  browser = await launchBrowser();
  const started = Date.now();
  const reports = entries.filter((e) => e.tags?.includes('report-gallery') && !e.tags.includes('report-widget'));
  outcomes = await walkStories(browser, server.url, [
    ...entries.map((e) => ({ id: e.id, locale: 'en' as const })),
    ...reports.map((e) => ({ id: e.id, locale: 'tw' as const })),
  ]);
  const slowest = [...outcomes].sort((a, b) => b.ms - a.ms).slice(0, 3).map((o) => `${o.id} ${o.locale} ${(o.ms / 1000).toFixed(1)} s`);
  // a story that showed a problem only when opened after another (state it inherited) is named, not failed
  const onlyAfterSwitch = outcomes.filter((o) => o.afterSwitch && !o.problems.length).map((o) => `${o.id} (${o.locale}): ${o.afterSwitch!.join('; ').slice(0, 200)}`);
  process.stdout.write(`storybook: ${build.rebuilt ? 'built' : 'reused the build'} in ${build.seconds.toFixed(0)} s; ${outcomes.length} renders in ${((Date.now() - started) / 1000).toFixed(0)} s (slowest: ${slowest.join(', ')})\n`);
  // how long a report story takes to draw, as the walk saw it (said, not judged: speed is the bench's)
  const reportMs = outcomes.filter((o) => reports.some((r) => r.id === o.id)).map((o) => o.ms).sort((a, b) => a - b);
  const at = (q: number) => ((reportMs[Math.min(reportMs.length - 1, Math.floor(q * reportMs.length))] ?? 0) / 1000).toFixed(1);
  process.stdout.write(`storybook: report stories drawn in ${at(0.5)} s median, ${at(0.95)} s p95, ${at(1)} s at most (${reportMs.length} renders)\n`);
  if (onlyAfterSwitch.length) process.stdout.write(`storybook: rendered as written on a fresh load, not after the story before: ${onlyAfterSwitch.join(' | ')}\n`);
}, 20 * 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the Storybook gallery', () => {
  it('has one story per registered report, under its stable id, and one per side drawer widget', async () => {
    const registry = await loadRegistry();
    const expected: string[] = [];
    for (const file of Object.keys(await loadReportModules())) {
      for (const report of await galleryReports(file)) {
        expected.push(reportStoryId(report.area, report.id));
        if (registry.report(report.id).widget) expected.push(reportStoryId(report.area, report.id, true));
      }
    }
    const gallery = entries.filter((e) => e.tags?.includes('report-gallery')).map((e) => e.id);
    expect(gallery.sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(registry.reports.size);
  });

  it('opens a report story by its link', async () => {
    const id = reportStoryId('site_owner', 'member_recap');
    const context = await browser!.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${server!.url}/?path=/story/${id}`);
      // the recap of the member it was recorded with, as an operator opening the link sees it
      const recorded = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../src/renderers/gallery/recorded/member_recap.json'), 'utf8'));
      const username = String(recorded.result.res[0].member_username);
      const cell = page.frameLocator('#storybook-preview-iframe').locator('[data-report-id="member_recap"] .record-item[data-field="member_username"] dd');
      await expect.poll(() => cell.textContent(), { timeout: 30_000 }).toBe(username);
      expect(await page.locator('#storybook-preview-iframe').getAttribute('src')).toContain(`id=${id}`);
    } finally {
      await context.close();
    }
  });

  it('renders every story as it was written to', () => {
    expect(outcomes.filter((o) => o.locale === 'en').length).toBe(entries.length);
    expect(failures(outcomes.filter((o) => o.locale === 'en'))).toEqual([]);
  });

  it('renders every report in Traditional Chinese, with no raw i18n key', () => {
    expect(outcomes.filter((o) => o.locale === 'tw').length).toBe(entries.filter((e) => e.tags?.includes('report-gallery') && !e.tags.includes('report-widget')).length);
    expect(failures(outcomes.filter((o) => o.locale === 'tw'))).toEqual([]);
  });

  it("has a docs page for every renderer, with its description, its stories and its props, each rendered without an error", async () => {
    const renderers = new Set(entries.filter((e) => e.id.startsWith('renderers-')).map((e) => e.id.split('--')[0]));
    expect(docs.map((d) => d.id.split('--')[0]).filter((id) => id.startsWith('renderers-')).sort()).toEqual([...renderers].sort());
    const context = await browser!.newContext();
    const problems: string[] = [];
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      for (const doc of docs.filter((d) => d.id.startsWith('renderers-'))) {
        errors.length = 0;
        await page.goto(`${server!.url}/iframe.html?id=${doc.id}&viewMode=docs&globals=locale:en`);
        const title = page.locator('#storybook-docs h1');
        await title.waitFor({ timeout: 30_000 }).catch(() => problems.push(`${doc.id}: no title`));
        // the meta's comment is the page's description; its stories follow, each drawn
        const text = await page.locator('#storybook-docs').innerText();
        if (text.trim().length < 40) problems.push(`${doc.id}: an empty page`);
        if (await page.locator('body.sb-show-errordisplay').count()) problems.push(`${doc.id}: Storybook's error display`);
        if (errors.length) problems.push(`${doc.id}: ${errors.join('; ')}`);
      }
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 10 * 60_000);

  it('has the accessibility panel (axe) beside every story, scanning the story when asked', async () => {
    const context = await browser!.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${server!.url}/?path=/story/${reportStoryId('site_owner', 'member_recap')}`);
      await expect.poll(() => page.getByRole('tab', { name: /Accessibility/ }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
      // axe runs on request (.storybook/preview.ts): the panel's button scans the story and lists what it found
      await page.getByRole('tab', { name: /Accessibility/ }).first().click();
      await page.getByRole('button', { name: 'Run accessibility scan' }).click({ timeout: 30_000 });
      await expect.poll(() => page.getByRole('tab', { name: /Passes/ }).count(), { timeout: 60_000 }).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
