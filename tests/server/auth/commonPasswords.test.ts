import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonPasswordCount, isCommonPassword } from '../../../server/auth/commonPasswords';
import { COMMON_PASSWORD_MESSAGE } from '../../../server/auth/passwords';
import { DEMO_PASSWORD } from '../../../server/appstore/seedDemo';
import { injectApi } from '../../support/server';
import { type MaintenanceApp, maintenanceApp, STRONG } from '../maintenance/support';

// The examples the console used to accept, and the same with case, spaces and digits changed.
const ACCEPTED_BEFORE = ['123123123', '987654321', 'abcdefgh', 'asdfghjkl', '88888888', 'iloveyou1', 'qwerty12'];
const DISGUISED = ['IloveYou1', ' iloveyou1 ', 'I love you 1', 'ABCDEFGH', 'asdf ghjkl', 'Qwerty2025', 'qwerty 12345', 'Sunshine 99', 'DRAGON2026',
  // trailing symbols, full-width forms and zero-width characters (a probe found these accepted)
  'Password2024!', 'Summer2024!', 'letmein!!', 'trustno1!', 'Demo-Pass-2026!', 'qwerty\u200b12', 'ｑｗｅｒｔｙ１２', 'Ｐａｓｓｗｏｒｄ'];
const UNCOMMON = ['lantern-harbour-42', 'violet-orchard-77', 'correct horse battery staple', 'mulberry tram 1907'];

describe('common password screening', () => {
  it('holds at least the 100,000 most common passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(100_000);
  });

  it('refuses the common passwords, whatever their case, spacing and trailing digits', () => {
    for (const p of [...ACCEPTED_BEFORE, ...DISGUISED]) expect(isCommonPassword(p), p).toBe(true);
    for (const p of UNCOMMON) expect(isCommonPassword(p), p).toBe(false);
    // digits alone are not stripped to nothing: a long random number is not common
    expect(isCommonPassword('90417362584')).toBe(false);
  });

  it('refuses the account name itself, normalised alike', () => {
    expect(isCommonPassword('Croupier Nine', 'croupiernine')).toBe(true);
    expect(isCommonPassword('croupiernine2026', 'croupiernine')).toBe(true);
    expect(isCommonPassword('CroupierNine 99!', 'croupiernine')).toBe(true);
    expect(isCommonPassword('croupiernine!!', 'croupiernine')).toBe(true);
    expect(isCommonPassword('croupier nine tables', 'croupiernine')).toBe(false);
  });

  it("drops the trailing digits of an account's name as of the password before comparing (SECURITY-DECISIONS.md)", () => {
    for (const p of ['pwskah58', 'pwskah582026!', 'Pwskah 58 2026', 'pwskah2026', 'PWSKAH!', 'pwskah']) expect(isCommonPassword(p, 'pwskah58'), p).toBe(true);
    // a name that is digits alone keeps its own rule: itself followed by digits and symbols, not every number
    expect(isCommonPassword('12345678901', '1234')).toBe(true);
    expect(isCommonPassword('90417362584', '1234')).toBe(false);
    expect(isCommonPassword('pwskah-lantern-42', 'pwskah58')).toBe(false);
    // the name twice, or around digits and symbols, is still only the name
    for (const p of ['walker2walker2', 'Walker2-walker2!', '2026walker', 'walker_walker']) expect(isCommonPassword(p, 'walker2'), p).toBe(true);
    for (const p of ['walker-orchard-42', 'walkerwalkerz9', '12345-98765-xq']) expect(isCommonPassword(p, 'walker2'), p).toBe(false);
  });

  it('checks a password in well under a millisecond once loaded', () => {
    const started = performance.now();
    for (let i = 0; i < 10_000; i++) isCommonPassword(`lantern-harbour-${i}`);
    expect((performance.now() - started) / 10_000).toBeLessThan(0.5);
  });
});

describe('the same answer for new, reset and changed passwords', () => {
  let t: MaintenanceApp;
  beforeAll(async () => { t = await maintenanceApp(); });
  afterAll(async () => { await t.close(); });

  it('answers every example with the one message on all three paths', async () => {
    const ops = await t.groupID('Finance');
    const finance = await t.operator('finance');
    const token = await t.login('provider');
    for (const password of [...ACCEPTED_BEFORE, 'I love you 1']) {
      const created = await t.call('/operator/add', { operatorAC: 'croupier9', operatorName: 'Croupier', groupID: ops, password }, t.admin);
      expect(created.result.message, `new ${password}`).toBe(COMMON_PASSWORD_MESSAGE);
      const reset = await t.call('/operator/resetPassword', { operatorID: finance.operator_id, version: finance.version, password }, t.admin);
      expect(reset.result.message, `reset ${password}`).toBe(COMMON_PASSWORD_MESSAGE);
      const changed = await injectApi(t.app, '/operator/password', { oldPassword: DEMO_PASSWORD, newPassword: password, confirmPassword: password }, token);
      expect(changed.result.message, `changed ${password}`).toBe(COMMON_PASSWORD_MESSAGE);
    }
    expect((await t.operator('finance')).version).toBe(finance.version);
  });

  it('refuses an account ending in digits its own name with more digits, on all three paths', async () => {
    const { token, operatorID } = await t.staff('pwskah58', [70000]);
    for (const password of ['pwskah582026!', 'Pwskah2026']) {
      const changed = await injectApi(t.app, '/operator/password', { oldPassword: STRONG, newPassword: password, confirmPassword: password }, token);
      expect(changed.result.message, `changed ${password}`).toBe(COMMON_PASSWORD_MESSAGE);
      const { version } = await t.operator('pwskah58');
      const reset = await t.call('/operator/resetPassword', { operatorID, version, password }, t.admin);
      expect(reset.result.message, `reset ${password}`).toBe(COMMON_PASSWORD_MESSAGE);
      const created = await t.call('/operator/add', { operatorAC: 'pwskah59', operatorName: 'P', groupID: await t.groupID('Finance'), password: 'pwskah592026!' }, t.admin);
      expect(created.result.message, 'new pwskah592026!').toBe(COMMON_PASSWORD_MESSAGE);
    }
    // a password of its own is still taken
    const own = await injectApi(t.app, '/operator/password', { oldPassword: STRONG, newPassword: 'violet-orchard-77', confirmPassword: 'violet-orchard-77' }, token);
    expect(own.status, own.result.message).toBe(1);
  });
});
