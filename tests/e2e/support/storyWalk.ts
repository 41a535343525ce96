import type { Browser, Page } from 'playwright-core';
import { serverLocales } from '../../../server/i18n/locales';

/** An entry of a built Storybook's index.json. */
export interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  importPath: string;
  tags?: string[];
}

export type Locale = 'en' | 'tw';

/** What rendering one story showed; `problems` is empty when it rendered as written. */
export interface StoryOutcome {
  id: string;
  locale: Locale;
  expectError: boolean;
  problems: string[];
  ms: number;
  /** What it showed when switched to from the story before, where that differed from a fresh load's verdict. */
  afterSwitch?: string[];
}

/**
 * An error state the console shows: the renderers' error overlay and view error, alerts and error
 * dialogs, the error pages. A story that means to show one says so with `parameters: { expectError: true }`.
 */
const ERROR_STATE = '[role="alert"], [role="alertdialog"], .report-error, .report-view-error, .error-page';
/** A raw i18n key left on screen (`reports.member_recap.title`, `fields.apv_bet`): the namespaces of the texts (reports' own included). */
const NAMESPACES = Object.keys(serverLocales().en);
const RAW_KEY = new RegExp(`(?<![\\w.@/-])(?:${NAMESPACES.join('|')})\\.[A-Za-z0-9_]+(?:\\.[A-Za-z0-9_]+)*(?![\\w@/-])`, 'g');
/** Channel events that end a story's render (after its play function). */
const DONE = ['storyRendered', 'storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing'];

// The scripts below run inside the iframe. They are text, not functions: a TypeScript loader may
// wrap functions with helpers (esbuild's __name) that do not exist in the page.

/** Each story starts on empty storage and a new record of its render events (window.__storyWalk). */
const FRESH = `try { localStorage.clear(); sessionStorage.clear(); } catch (e) { /* opaque origin */ }
  window.__storyWalk = { events: [], done: false };`;

/** Before Storybook loads: a fresh start, and the preview's render events recorded on window.__storyWalk. */
const INSTRUMENT = `(() => {
  ${FRESH}
  // the record of the story now rendering: a switch to the next story starts a new one (switchTo)
  const walk = function () { return window.__storyWalk; };
  const hook = function () {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) { setTimeout(hook, 5); return; }
    channel.on('storyPrepared', function (p) { walk().events.push({ type: 'storyPrepared', expectError: Boolean(p && p.parameters && p.parameters.expectError) }); });
    for (const type of ${JSON.stringify(DONE)}) {
      channel.on(type, function (p) {
        const message = p && typeof p === 'object' ? String(p.message || p.title || (p.description || '')) : '';
        walk().events.push({ type: type, message: message });
        walk().done = true;
      });
    }
  };
  hook();
})();`;

/**
 * Opens another story in the preview already loaded, as Storybook's sidebar does: the last story is
 * torn down (unmounted) and the next rendered, with storage cleared and a new record of its events.
 */
const switchTo = (id: string) => `(() => {
  ${FRESH}
  window.__STORYBOOK_PREVIEW__.onSetCurrentStory({ storyId: ${JSON.stringify(id)}, viewMode: 'story' });
})()`;

/** Resolves once the page has made no DOM change for 250 ms (the walk asks for reduced motion, so charts draw at once; lazy chunks are waited for as requests), or after 6 s. */
const SETTLE = `new Promise(function (resolve) {
  const started = Date.now();
  let last = Date.now();
  const observer = new MutationObserver(function () { last = Date.now(); });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  const tick = function () {
    if (Date.now() - last >= 250 || Date.now() - started >= 6000) { observer.disconnect(); resolve(true); } else setTimeout(tick, 50);
  };
  tick();
})`;

/** What the settled story shows: Storybook's error display, how many elements it drew, error states, the text. */
const INSPECT = `(() => {
  const shown = function (el) {
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
  };
  const body = document.body;
  const message = document.querySelector('#error-message');
  const errorDisplay = body.classList.contains('sb-show-errordisplay') ? ((message && message.textContent) || 'error') : null;
  const root = document.getElementById('storybook-root');
  // what the story drew: inside its root, or what the console opens on the body (dialogs, drawers, toasts)
  const portals = 'body > :not(#storybook-root):not(#storybook-docs):not(.sb-wrapper):not(.sb-preparing-story):not(.sb-preparing-docs):not(.sb-nopreview):not(.sb-errordisplay):not(script):not(style) *';
  const own = Array.from(root ? root.querySelectorAll('*') : []).concat(Array.from(document.querySelectorAll(portals)));
  const visible = own.filter(shown).length;
  const errorTexts = Array.from(document.querySelectorAll(${JSON.stringify(ERROR_STATE)}))
    .filter(function (el) { return !el.closest('.sb-errordisplay, .sb-nopreview') && shown(el); })
    .map(function (el) { return (el.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 140); });
  return { errorDisplay: errorDisplay, visible: visible, errorTexts: errorTexts, text: body.innerText };
})()`;

type Seen = { errorDisplay: string | null; visible: number; errorTexts: string[]; text: string };
type WalkEvent = { type: string; message?: string; expectError?: boolean };

/** Requests a page has sent and not yet seen answered (lazy chunks of a story still on their way). */
const inFlight = new WeakMap<Page, number>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Settled: no request on its way and no DOM change for 250 ms; a story that shows nothing yet gets 5 s more to draw. */
async function settled(page: Page): Promise<void> {
  for (let round = 0; round < 3; round++) {
    for (const until = Date.now() + 10_000; (inFlight.get(page) ?? 0) > 0 && Date.now() < until;) await sleep(50);
    await page.evaluate(SETTLE);
    if ((inFlight.get(page) ?? 0) === 0) return;
  }
}

/** Opens one story in the built Storybook's iframe and lists what is wrong with what it shows. */
export async function renderStory(page: Page, errors: string[], base: string, id: string, locale: Locale, how: 'load' | 'switch' = 'load'): Promise<StoryOutcome> {
  const started = Date.now();
  errors.length = 0;
  const problems: string[] = [];
  if (how === 'switch') await page.evaluate(switchTo(id));
  else await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story${locale === 'tw' ? '&globals=locale:tw' : ''}`, { waitUntil: 'load' });
  try {
    await page.waitForFunction('window.__storyWalk && window.__storyWalk.done === true', undefined, { timeout: 30_000, polling: 50 });
  } catch {
    problems.push('did not finish rendering within 30 s');
  }
  await settled(page);
  let seen = await page.evaluate<Seen>(INSPECT);
  if (seen.visible === 0) {
    await page.waitForFunction(`(${INSPECT}).visible > 0`, undefined, { timeout: 5_000, polling: 100 }).catch(() => undefined);
    await settled(page);
    seen = await page.evaluate<Seen>(INSPECT);
  }
  const events = await page.evaluate<WalkEvent[]>('window.__storyWalk ? window.__storyWalk.events : []');
  const expectError = events.some((e) => e.type === 'storyPrepared' && e.expectError);
  for (const e of events) if (e.type !== 'storyPrepared' && e.type !== 'storyRendered') problems.push(`${e.type}: ${e.message}`);
  for (const e of errors) problems.push(`console error: ${e.slice(0, 300)}`);
  if (seen.errorDisplay !== null) problems.push(`Storybook's error display: ${seen.errorDisplay.slice(0, 300)}`);
  if (seen.visible === 0) problems.push('renders nothing');
  if (expectError && seen.errorTexts.length === 0) problems.push('declares expectError but shows no error state');
  if (!expectError && seen.errorTexts.length) problems.push(`shows an error state it was not written to show: ${seen.errorTexts.join(' | ')}`);
  const keys = [...new Set(seen.text.match(RAW_KEY) ?? [])];
  if (keys.length) problems.push(`shows raw i18n keys: ${keys.slice(0, 8).join(', ')}`);
  if (locale === 'tw' && !/[\u4e00-\u9fff]/.test(seen.text)) problems.push('shows no Traditional Chinese with the locale switched to tw');
  return { id, locale, expectError, problems, ms: Date.now() - started };
}

/**
 * Renders each job on one of `pages` pages of one browser, each page in its own context. A page
 * loads the preview once per locale and opens the next story in it as Storybook's sidebar does (a
 * fresh load of the preview costs most of a story's render).
 */
export async function walkStories(browser: Browser, base: string, jobs: { id: string; locale: Locale }[], pages = 3): Promise<StoryOutcome[]> {
  // by locale, so that a page switches locale (a fresh load) as seldom as it can
  const queue = [...jobs].sort((a, b) => (a.locale === b.locale ? 0 : a.locale === 'en' ? -1 : 1));
  const outcomes: StoryOutcome[] = [];
  const worker = async () => {
    // with reduced motion asked for, charts draw at once (ReportChart): a story settles when it is drawn, not
    // when its animation ends; the console's own walks (tests/e2e) keep the animations
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    await context.addInitScript({ content: INSTRUMENT });
    const page: Page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => { if (response.status() >= 400) errors.push(`HTTP ${response.status()} ${response.url()}`); });
    inFlight.set(page, 0);
    page.on('request', () => inFlight.set(page, (inFlight.get(page) ?? 0) + 1));
    const answered = () => inFlight.set(page, Math.max(0, (inFlight.get(page) ?? 0) - 1));
    page.on('requestfinished', answered);
    page.on('requestfailed', answered);
    // the locale of the preview loaded on this page, while the last story there rendered as written
    let loaded: Locale | undefined;
    try {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const switched = loaded === job.locale;
        let outcome = await renderStory(page, errors, base, job.id, job.locale, switched ? 'switch' : 'load');
        // a story that shows a problem after a switch is judged on a fresh load of the preview alone
        if (outcome.problems.length && switched) {
          outcome = { ...(await renderStory(page, errors, base, job.id, job.locale, 'load')), afterSwitch: outcome.problems };
        }
        loaded = outcome.problems.length ? undefined : job.locale;
        outcomes.push(outcome);
      }
    } finally {
      await context.close();
    }
  };
  await Promise.all(Array.from({ length: pages }, worker));
  return outcomes;
}
