import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Headless Debian Chromium driven by playwright-core (never a downloaded browser). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export interface PageOptions {
  width?: number;
  height?: number;
  /** Console language kept in localStorage before the first page load. */
  lang?: 'en' | 'tw';
  /** The system's motion setting the page sees (`prefers-reduced-motion`); default no preference. */
  reducedMotion?: 'reduce' | 'no-preference';
}

/** A fresh context (own storage) and page; console errors are collected for assertions. */
export async function openPage(browser: Browser, opts: PageOptions = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 }, reducedMotion: opts.reducedMotion ?? 'no-preference' });
  if (opts.lang) await context.addInitScript((lang) => localStorage.setItem('lang', lang), opts.lang);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** The demo accounts' password (server/appstore/seedDemo.ts). */
export const DEMO_PASSWORD = 'demo-pass-2026';

/** Fills the login form already on screen and submits it. */
export async function submitLogin(page: Page, account: string, password = DEMO_PASSWORD): Promise<void> {
  await page.fill('#login-account', account);
  await page.fill('#login-password', password);
  await page.click('button[type=submit]');
}

/** Opens the login page of the console at `baseUrl`, signs in and waits for the dashboard. */
export async function signIn(page: Page, baseUrl: string, account: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await submitLogin(page, account, password);
  await page.waitForURL('**/dashboard', { timeout: 20_000 });
}
