import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { serveStatic } from '../tests/e2e/support/staticServer';
import { ensureStorybook } from '../tests/e2e/support/storybookBuild';
import { blocksDrawn } from './browser';
import { percentile } from './stats';

/**
 * How long a report story of the built Storybook takes to be drawn, as an analyst browsing the
 * gallery sees it: one page, one story after another as the sidebar opens them (the preview loaded
 * once), and each story also opened by its link (a fresh load of the preview). Drawn: the page's
 * header and every report block in view answered and drawn (no spinner, skeleton or busy grid;
 * grids have rows or say why not; charts have their drawing), the same test as the console's
 * browser figures (bench/browser.ts). Animations run as a person's browser runs them.
 */

/** The story's report (`reportId`, so not the story before it) drawn: the browser figures' test, on the story's root. */
const drawnScript = (reportId: string) => blocksDrawn("document.getElementById('storybook-root')", `[data-report-id="${reportId}"]`);

interface IndexEntry { id: string; name: string; type: string; tags?: string[] }

export interface StoryDraw {
  id: string;
  /** ms from the sidebar's switch to drawn. */
  switchMs: number;
  /** ms from opening the story's link (a fresh load of the preview) to drawn. */
  loadMs: number;
}

export interface StoryDrawFigures {
  stories: StoryDraw[];
  load: { before: number; after: number };
  build: { rebuilt: boolean; seconds: number };
}

/** ms from `started` to the report `reportId` drawn on the page (the story before it gone). */
async function drawn(page: Page, reportId: string, started: number): Promise<number> {
  await page.waitForFunction(drawnScript(reportId), undefined, { timeout: 60_000, polling: 16 });
  return performance.now() - started;
}

/** Every report story (not the side drawer widgets), switched to and opened by link, in English. */
export async function measureStoryDraws(): Promise<StoryDrawFigures> {
  const before = os.loadavg()[0];
  const build = await ensureStorybook();
  const index = JSON.parse(fs.readFileSync(path.join(build.dir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  const entries = Object.values(index.entries).filter((e) => e.type === 'story' && e.tags?.includes('report-gallery') && !e.tags.includes('report-widget'));
  const ids = entries.map((e) => e.id).sort();
  const reportOf = new Map(entries.map((e) => [e.id, e.name]));
  const server = await serveStatic(build.dir);
  const browser = await launchBrowser();
  const stories: StoryDraw[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // the preview loaded once on a story that is not measured, then each story opened from the sidebar
    await page.goto(`${server.url}/iframe.html?id=${encodeURIComponent(ids[0])}&viewMode=story`);
    await drawn(page, reportOf.get(ids[0])!, performance.now());
    const switchMs = new Map<string, number>();
    for (const id of [...ids.slice(1), ids[0]]) {
      const started = performance.now();
      await page.evaluate(`window.__STORYBOOK_PREVIEW__.onSetCurrentStory({ storyId: ${JSON.stringify(id)}, viewMode: 'story' })`);
      switchMs.set(id, await drawn(page, reportOf.get(id)!, started));
    }
    for (const id of ids) {
      const fresh = await context.newPage();
      const started = performance.now();
      await fresh.goto(`${server.url}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
      stories.push({ id, switchMs: switchMs.get(id)!, loadMs: await drawn(fresh, reportOf.get(id)!, started) });
      await fresh.close();
    }
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
  return { stories, load: { before, after: os.loadavg()[0] }, build: { rebuilt: build.rebuilt, seconds: build.seconds } };
}

/** Median, p95 and the slowest, in seconds. */
export function storyDrawLines(f: StoryDrawFigures): string[] {
  const line = (what: string, values: number[]) => {
    const s = (v: number) => (v / 1000).toFixed(2);
    return `${what}: median ${s(percentile(values, 50))} s, p95 ${s(percentile(values, 95))} s, slowest ${s(Math.max(...values))} s`;
  };
  const slowest = [...f.stories].sort((a, b) => b.loadMs - a.loadMs).slice(0, 3).map((d) => `${d.id.split('--')[1]} ${(d.loadMs / 1000).toFixed(2)} s`);
  return [
    `report stories drawn (${f.stories.length}, one page, load average ${f.load.before.toFixed(1)} → ${f.load.after.toFixed(1)}):`,
    `  ${line('opened from the sidebar', f.stories.map((d) => d.switchMs))}`,
    `  ${line('opened by link (the preview loaded)', f.stories.map((d) => d.loadMs))}`,
    `  slowest by link: ${slowest.join(', ')}`,
  ];
}
