import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page, type Response } from 'playwright-core';
import { cumulativeLayoutShift, type ShiftEntry } from './layoutShift';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Lighthouse's desktop throttling. */
export const NETWORK = { latencyMs: 40, bytesPerSecond: (10 * 1024 * 1024) / 8 };

export interface ScriptLoad {
  url: string;
  /** Body bytes as sent (compressed when the server compressed it). */
  transferred: number;
  /** Bytes once decompressed. */
  decoded: number;
  encoding: string;
  cacheControl: string;
}

export interface PageLoad {
  name: string;
  path: string;
  width: number;
  height: number;
  lang: 'en' | 'tw';
  /** Every script of the load, from an empty cache. */
  scripts: ScriptLoad[];
  jsTransferred: number;
  jsDecoded: number;
  /** CLS (largest session window) and the sum of every shift. */
  cls: number;
  shiftTotal: number;
  /** The shifts of the largest window, with what moved. */
  worstShifts: ShiftEntry[];
  /** ms from navigation to every report on the page drawn. */
  settledMs: number;
}

/**
 * Records every layout shift of the page from its first paint, with what moved (runs before the
 * console's scripts). Kept as source text: tsx would wrap a function's inner helpers in its own
 * naming calls, which do not exist in the page.
 */
const RECORD_SHIFTS = `(() => {
  window.__shifts = [];
  const describe = (node) => {
    if (!(node instanceof Element)) return node ? node.nodeName : '?';
    const id = node.closest('[data-report-id]')?.getAttribute('data-report-id');
    const cls = typeof node.className === 'string' && node.className.trim() ? '.' + node.className.trim().split(/\\s+/).join('.') : '';
    return node.tagName.toLowerCase() + cls + (id ? ' in ' + id : '');
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__shifts.push({
        startTime: e.startTime, value: e.value, hadRecentInput: e.hadRecentInput,
        sources: (e.sources || []).map((s) => describe(s.node) + ' y' + Math.round(s.previousRect.y) + '→' + Math.round(s.currentRect.y)
          + ' h' + Math.round(s.previousRect.height) + '→' + Math.round(s.currentRect.height)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/**
 * Every report in view under `root` (a script expression) has answered and drawn, once `present`
 * is found there: no spinner, skeleton or busy grid; grids have rows (or say why not); charts have
 * their drawing. Blocks left for later (below the fold, `.near-viewport`) are not waited for: they
 * load when scrolled near. Source text, an expression (see RECORD_SHIFTS).
 */
export const blocksDrawn = (root: string, present: string) => `(() => {
  const root = ${root};
  if (!root || !root.querySelector(${JSON.stringify(present)})) return false;
  const live = (selector) => [...root.querySelectorAll(selector)].filter((e) => !e.closest('.near-viewport'));
  if (live('.spinner, .skeleton, .page-spinner, [aria-busy=true]').length > 0) return false;
  if (live('.report-overlay').some((o) => !o.matches('.report-empty, .report-error, .report-idle'))) return false;
  if (live('.tile-body').some((t) => !t.querySelector('.report, .near-viewport'))) return false;
  if (live('.report-grid').some((g) => !g.querySelector('.ag-row, tbody tr, .report-empty, .report-error, .report-idle'))) return false;
  return live('.report-chart').every((c) => c.querySelector('.apexcharts-canvas svg'));
})()`;

/** The page's reports drawn (blocksDrawn over `main`), installed as an init script: the console's CSP allows no eval. */
const PAGE_SETTLED = `window.__settled = () => ${blocksDrawn("document.querySelector('main') ?? document.body", '.dashboard, .report')};`;

async function scriptOf(response: Response): Promise<ScriptLoad | null> {
  if (response.request().resourceType() !== 'script') return null;
  await response.finished();
  const sizes = await response.request().sizes();
  const headers = await response.allHeaders();
  let decoded = sizes.responseBodySize;
  try { decoded = (await response.body()).length; } catch { /* a body the browser dropped */ }
  return { url: new URL(response.url()).pathname, transferred: sizes.responseBodySize, decoded, encoding: headers['content-encoding'] ?? 'identity', cacheControl: headers['cache-control'] ?? '' };
}

export interface LoadOptions {
  name: string;
  path: string;
  width?: number;
  height?: number;
  lang?: 'en' | 'tw';
  /** A folder to save a full-page screenshot in once the page has settled. */
  shotDir?: string;
}

/**
 * Opens `path` in a fresh browser context (empty cache) signed in with `token`, as an operator's
 * first visit does, and measures what the console's scripts cost and how much the layout shifts
 * until every report on the page is drawn, plus a quiet second.
 */
export async function measureLoad(browser: Browser, baseUrl: string, token: string, opts: LoadOptions): Promise<PageLoad> {
  const width = opts.width ?? 1280;
  const height = opts.height ?? 800;
  const lang = opts.lang ?? 'en';
  const context = await browser.newContext({ viewport: { width, height } });
  await context.addInitScript(({ token: t, lang: l }) => {
    if (!sessionStorage.getItem('token')) sessionStorage.setItem('token', t);
    localStorage.setItem('lang', l);
  }, { token, lang });
  await context.addInitScript({ content: RECORD_SHIFTS });
  await context.addInitScript({ content: PAGE_SETTLED });
  const page: Page = await context.newPage();
  // Lighthouse's desktop conditions (40 ms round trip, 10 Mbit/s): a loopback server answers before the
  // first frame is painted, so without them the loading states an operator sees are never drawn
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: NETWORK.latencyMs, downloadThroughput: NETWORK.bytesPerSecond, uploadThroughput: NETWORK.bytesPerSecond });
  const pending: Promise<ScriptLoad | null>[] = [];
  page.on('response', (r) => pending.push(scriptOf(r).catch(() => null)));
  const started = performance.now();
  await page.goto(`${baseUrl}${opts.path}`);
  await page.waitForFunction(() => (window as unknown as { __settled(): boolean }).__settled(), undefined, { timeout: 90_000, polling: 100 });
  const settledMs = performance.now() - started;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  // read before the screenshot: a full-page shot resizes the window, which brings blocks below the fold in
  const entries = await page.evaluate(() => (window as unknown as { __shifts: ShiftEntry[] }).__shifts);
  if (opts.shotDir) {
    await mkdir(opts.shotDir, { recursive: true });
    await page.screenshot({ path: path.join(opts.shotDir, `${opts.name}-${width}-${lang}.png`), fullPage: true });
  }
  const scripts = (await Promise.all(pending)).filter((s): s is ScriptLoad => s !== null);
  await context.close();
  const { cls, total, window: worst } = cumulativeLayoutShift(entries);
  return {
    name: opts.name, path: opts.path, width, height, lang, scripts,
    jsTransferred: scripts.reduce((a, s) => a + s.transferred, 0), jsDecoded: scripts.reduce((a, s) => a + s.decoded, 0),
    cls, shiftTotal: total, worstShifts: worst, settledMs,
  };
}

export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

export interface BrowserFigures {
  /** The first dashboard and the first report page, wide, English. */
  dashboard: PageLoad;
  report: PageLoad;
  /** The same two pages narrow (phone width), in Traditional Chinese and in a 1920 × 1080 window: CLS there too. */
  others: PageLoad[];
}

/** The dashboard and a report page (site comparison: filters, chart and grid), each from an empty cache. */
export async function browserBench(baseUrl: string, login: () => Promise<string>, opts: { reportPath?: string; shotDir?: string } = {}): Promise<BrowserFigures> {
  const reportPath = opts.reportPath ?? '/sys_provider/site_compare';
  const browser = await launchBenchBrowser();
  try {
    const load = async (o: LoadOptions) => measureLoad(browser, baseUrl, await login(), { ...o, shotDir: opts.shotDir });
    const dashboard = await load({ name: 'dashboard', path: '/dashboard' });
    const report = await load({ name: 'report', path: reportPath });
    const others: PageLoad[] = [];
    for (const [width, lang] of [[390, 'en'], [1280, 'tw'], [390, 'tw']] as const) {
      others.push(await load({ name: 'dashboard', path: '/dashboard', width, lang, height: width < 600 ? 844 : 800 }));
      others.push(await load({ name: 'report', path: reportPath, width, lang, height: width < 600 ? 844 : 800 }));
    }
    // a tall window shows more at once, so it loads more before anything is scrolled
    others.push(await load({ name: 'dashboard', path: '/dashboard', width: 1920, height: 1080 }));
    others.push(await load({ name: 'report', path: reportPath, width: 1920, height: 1080 }));
    return { dashboard, report, others };
  } finally {
    await browser.close();
  }
}
