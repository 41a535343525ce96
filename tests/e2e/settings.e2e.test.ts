import jsQR from 'jsqr';
import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { launchBrowser, openPage } from './support/browser';
import { ensureBuilt } from './support/ensureBuilt';
import { testNow } from '../support/testClock';

const PASSWORD = 'demo-pass-2026';
let server: TestServer;
let browser: Browser;
// Passkeys need a host name (browsers refuse IP addresses as RP IDs): the same server as localhost.
let named: string;

beforeAll(async () => {
  const distDir = await ensureBuilt();
  server = await startTestServer({ distDir });
  named = server.url.replace('127.0.0.1', 'localhost');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function signIn(page: Page, account: string, password = PASSWORD) {
  await page.fill('#login-account', account);
  await page.fill('#login-password', password);
  await page.click('button[type=submit]');
}

async function openSettings(page: Page) {
  await page.click('.operator-button');
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page.waitForURL('**/setting/accountsetting');
  await page.waitForSelector('#settings-security');
  // the switches read their state from the server first
  await page.waitForLoadState('networkidle');
}

async function open(): Promise<Awaited<ReturnType<typeof openPage>>> {
  const opened = await openPage(browser);
  await recordDialogs(opened.context);
  return opened;
}

async function logOut(page: Page) {
  await page.click('.operator-button');
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForSelector('#login-account', { timeout: 20_000 });
}

/**
 * Records every text the global dialog shows (a success closes itself after 2 s, which a busy
 * machine could miss between two polls), from before the page's own scripts run.
 */
async function recordDialogs(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __dialogs: string[] }).__dialogs = seen;
    let last: { el: Element | null; text: string } = { el: null, text: '' };
    new MutationObserver(() => {
      const el = document.getElementById('global-dialog-text');
      const text = el?.textContent ?? '';
      if (el && (el !== last.el || text !== last.text)) seen.push(text);
      last = { el, text };
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** Runs an action and returns the text of the next global dialog it brings. */
async function dialogAfter(page: Page, action: () => Promise<unknown>): Promise<string> {
  const before = await page.evaluate(() => (window as unknown as { __dialogs: string[] }).__dialogs.length);
  await action();
  const handle = await page.waitForFunction((n) => {
    const seen = (window as unknown as { __dialogs: string[] }).__dialogs;
    return seen.length > n && seen[seen.length - 1];
  }, before, { timeout: 15_000 });
  return (await handle.jsonValue()) as string;
}

/** Reads the QR code shown on the page: the image drawn to a canvas, its pixels decoded by jsQR. */
async function readQr(page: Page): Promise<string> {
  const img = page.getByRole('img', { name: 'QR code for the authenticator app' });
  await img.waitFor();
  const pixels = await img.evaluate(async (el: HTMLImageElement) => {
    await el.decode();
    const canvas = document.createElement('canvas');
    canvas.width = el.naturalWidth;
    canvas.height = el.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(el, 0, 0);
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height);
    return { width: data.width, height: data.height, data: Array.from(data.data) };
  });
  const code = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
  if (!code) throw new Error('no QR code found in the image');
  return code.data;
}

describe('account settings', () => {
  it('sets up a one-time password from the QR code, then asks for a code at the next login', async () => {
    const { context, page, errors } = await open();
    await page.goto(`${server.url}/login`);
    await signIn(page, 'analyst');
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    await openSettings(page);
    // validation of the code before anything is sent
    await page.getByRole('button', { name: 'Set up' }).click();
    const uri = await readQr(page);
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    const secret = new URL(uri).searchParams.get('secret')!;
    expect((await page.getByTestId('otp-key').textContent())?.replace(/\s/g, '')).toBe(secret);
    await page.fill('#settings-otp-code', '12a');
    await page.getByRole('button', { name: 'Verify' }).click();
    expect(await page.textContent('#settings-otp-code-error')).toBe('The one-time code must be 6 digits');

    await page.fill('#settings-otp-code', await generate({ secret, epoch: Math.floor(testNow() / 1000) }));
    expect(await dialogAfter(page, () => page.getByRole('button', { name: 'Verify' }).click())).toBe('OTP function has been activated.');
    await expect.poll(() => page.locator('.badge[data-on="true"]').count()).toBe(1);

    await logOut(page);
    await signIn(page, 'analyst');
    await page.waitForSelector('#login-otp');
    // the activation used this time step's code: the next step's is within the one step of drift allowed
    await page.fill('#login-otp', await generate({ secret, epoch: Math.floor(testNow() / 1000) + 30 }));
    await page.click('button[type=submit]');
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);

    // closing asks for the password again
    await openSettings(page);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.fill('#settings-otp-close-password', 'not-the-password');
    // a mistyped password says so, in the dialog and under the field
    expect(await dialogAfter(page, () => page.getByRole('button', { name: 'Confirm' }).click())).toBe('your password is incorrect');
    await page.locator('.dialog').getByRole('button', { name: 'Close' }).click();
    expect(await page.textContent('#settings-otp-close-password-error')).toBe('your password is incorrect');
    await page.fill('#settings-otp-close-password', PASSWORD);
    expect(await dialogAfter(page, () => page.getByRole('button', { name: 'Confirm' }).click())).toBe('OTP function has been closed.');
    await expect.poll(() => page.getByRole('button', { name: 'Set up' }).count()).toBe(1);
    await context.close();
  });

  it('registers a passkey with a virtual authenticator and signs in with it', async () => {
    const { context, page } = await open();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });
    await page.goto(`${named}/login`);
    await signIn(page, 'finance');
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    await openSettings(page);
    const toggle = page.getByRole('switch', { name: 'Biometric login' });
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    await toggle.click();
    await page.fill('#settings-biometric-password', PASSWORD);
    expect(await dialogAfter(page, () => page.getByRole('button', { name: 'Confirm' }).click())).toBe('Update biometric success');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);

    await logOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    // only the session token and the lists in sessionStorage (SECURITY.md)
    await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage).sort())).toEqual(['game_brand_list', 'game_kind_list', 'site_list', 'token']);

    // turning biometric login off removes the passkey on the server: the same credential is refused
    await openSettings(page);
    expect(await dialogAfter(page, () => page.getByRole('switch', { name: 'Biometric login' }).click())).toBe('Update biometric success');
    await logOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    expect(await page.locator('.form-error').textContent({ timeout: 10_000 })).toContain('Passkey sign-in failed');
    await context.close();
  });

  it('turns quick login on for this browser, signs in with it, and turns it off', async () => {
    const { context, page } = await open();
    await page.goto(`${server.url}/login`);
    await signIn(page, 'provider');
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    await openSettings(page);
    await page.getByRole('switch', { name: 'Quick login' }).click();
    await page.fill('#settings-quick-login-password', PASSWORD);
    expect(await dialogAfter(page, () => page.getByRole('button', { name: 'Confirm' }).click())).toBe('Open quick login success');
    const stored = await page.evaluate(() => ({ local: localStorage.getItem('quickLogin'), session: Object.keys(sessionStorage) }));
    expect(JSON.parse(stored.local!)).toMatchObject({ operatorAC: 'provider', operatorName: 'Platform Provider' });
    expect(stored.session).not.toContain('quickLogin');

    await logOut(page);
    await page.getByRole('button', { name: 'Quick login as Platform Provider' }).click();
    await page.waitForURL('**/dashboard', { timeout: 20_000 });

    await openSettings(page);
    const toggle = page.getByRole('switch', { name: 'Quick login' });
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    expect(await dialogAfter(page, () => toggle.click())).toBe('Close quick login success');
    expect(await page.evaluate(() => localStorage.getItem('quickLogin'))).toBeNull();
    await logOut(page);
    expect(await page.getByRole('button', { name: /Quick login as/ }).count()).toBe(0);
    await context.close();
  });

  it('changes the password, then logs in with the new one', async () => {
    const { context, page } = await open();
    await page.goto(`${server.url}/login`);
    await signIn(page, 'owner');
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    await openSettings(page);
    await page.getByRole('button', { name: 'Update password' }).click();
    expect(await page.textContent('#settings-oldPassword-error')).toBe('This field is required');
    await page.fill('#settings-oldPassword', PASSWORD);
    await page.fill('#settings-newPassword', 'harbour-lantern-77');
    await page.fill('#settings-confirmPassword', 'harbour-lantern-78');
    await page.getByRole('button', { name: 'Update password' }).click();
    expect(await page.textContent('#settings-confirmPassword-error')).toBe('New password and confirmation password do not match');
    await page.fill('#settings-confirmPassword', 'harbour-lantern-77');
    expect(await dialogAfter(page, () => page.getByRole('button', { name: 'Update password' }).click())).toBe('Your password has been updated');
    // the session goes on under its new token
    await page.reload();
    await page.waitForSelector('#settings-security');

    await logOut(page);
    await signIn(page, 'owner');
    expect(await page.locator('.form-error').textContent({ timeout: 10_000 })).toMatch(/incorrect/i);
    await signIn(page, 'owner', 'harbour-lantern-77');
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    await context.close();
  });

  it('switches the language and the currency', async () => {
    const { context, page } = await open();
    await page.goto(`${server.url}/login`);
    await signIn(page, 'admin');
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    await openSettings(page);
    expect(await page.textContent('.settings h1')).toBe('Settings');
    const currencies = await page.locator('#settings-currency option').allTextContents();
    const other = currencies.find((c) => c !== 'USD')!;
    expect(other).toBeTruthy();
    await page.selectOption('#settings-currency', other);
    // a rate reads with at most four significant digits, or whole units from 1,000 up, in the direction that is at least 1
    const rateText = new RegExp(`^1 (${other} = [1-9][0-9,.]* USD|USD = [1-9][0-9,.]* ${other}) \\(`);
    await expect.poll(() => page.getByText(rateText).count()).toBe(1);
    const shown = (await page.getByText(rateText).textContent())!.match(/= ([0-9,.]+) /)![1];
    expect(shown.includes('.') ? shown.replace(/[,.]/g, '').replace(/^0+/, '').length : 0).toBeLessThanOrEqual(4);
    expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe(other);

    await page.selectOption('#settings-lang', 'tw');
    await expect.poll(() => page.textContent('.settings h1')).toBe('設定');
    expect(await page.getByRole('heading', { name: '變更密碼' }).count()).toBe(1);
    expect(await page.getByRole('switch', { name: '快速登入' }).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('tw');
    await context.close();
  });
});
