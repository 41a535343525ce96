import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/ApiError';
import { sessionStore } from '../../../../src/state/sessionStore';
import { i18n } from '../../../../src/i18n/i18n';
import { Status } from '../../../../src/engine/status';
import { passwordProblem, PASSWORD_MAX, PASSWORD_MIN } from '../../../../server/auth/passwords';
import { failureText } from '../../../../src/pages/maintenance/shared/changeOutcome';
import { runChange } from '../../../../src/pages/maintenance/shared/runChange';

const en = i18n.getFixedT('en');
const tw = i18n.getFixedT('tw');
const refused = (status: number, message: string, more: Record<string, unknown> = {}) => ({ status, result: { message, ...more } });

describe('a refused maintenance change, in the reader’s language', () => {
  it('reads each password the server refuses in Chinese, and in English word for word as the server says it', () => {
    // the server's own texts (server/auth/passwords.ts), as the add and reset-password calls answer them
    const problems = ['password', 'x'.repeat(PASSWORD_MIN - 1), 'x'.repeat(PASSWORD_MAX + 1)].map((p) => passwordProblem(p, 'dealer01')!);
    expect(problems[0]).toBe('This password is too common, please choose another');
    for (const message of problems) {
      expect(failureText(en, refused(Status.FAIL, message)), message).toBe(message);
      const chinese = failureText(tw, refused(Status.FAIL, message));
      expect(chinese, message).toMatch(/[\u4e00-\u9fff]/);
      expect(chinese, message).not.toMatch(/[A-Za-z]{3}/);
    }
    expect(failureText(tw, refused(Status.FAIL, problems[0]!))).toBe('此密碼過於常見，請改用其他密碼');
  });

  it("reads the group name rules, the catalogue's texts and the rules' reasons in Chinese", () => {
    expect(failureText(tw, refused(Status.BAD_REQUEST, 'Min 4 characters'))).toBe('至少 4 個字元');
    expect(failureText(tw, refused(Status.BAD_REQUEST, 'Invisible control characters are not allowed'))).toBe('不可包含不可見的控制字元');
    expect(failureText(tw, refused(Status.BAD_REQUEST, '(400) Bad Request'))).toBe('(400) 錯誤的請求');
    expect(failureText(tw, refused(Status.FAIL, 'API Server Error'))).toBe('API 伺服器錯誤');
    expect(failureText(tw, refused(Status.OPERATOR_EXISTS, 'Operator already exists'))).toBe(tw('maintenance.statusText.8020'));
    expect(failureText(tw, refused(Status.ANOTHER_OPERATOR_NEEDED, 'x', { reason: 'self' }))).toBe(tw('maintenance.reasons.self'));
  });

  it("shows a text of no known meaning as the server wrote it", () => {
    expect(failureText(tw, refused(Status.FAIL, 'The operator was changed meanwhile, please try again'))).toBe('The operator was changed meanwhile, please try again');
    // a status's text only when the message is that status's own
    expect(failureText(tw, refused(Status.BAD_REQUEST, 'Account is required'))).toBe('Account is required');
    expect(failureText(tw, { status: Status.FAIL, result: {} })).toBe(tw('maintenance.failed'));
  });
});

describe('the dialog after a refused add or password reset', () => {
  afterEach(async () => { await i18n.changeLanguage('en'); vi.restoreAllMocks(); });

  it('reads the server’s refusal in Chinese: apiPost rejects a status 0 answer with the server’s English text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await i18n.changeLanguage('tw');
    const message = passwordProblem('password', 'dealer01')!;
    // as src/api/interpretEnvelope.ts rejects {status: 0, result: {message}}
    const result = await runChange(() => Promise.reject(new ApiError('status', message, { status: Status.FAIL })), { success: 'maintenance.done.added' });
    expect(result).toBeNull();
    expect(sessionStore.dialog).toEqual({ show: true, kind: 'error', text: '此密碼過於常見，請改用其他密碼' });
    // a network failure keeps its own text
    await runChange(() => Promise.reject(new ApiError('network', 'API Network error. Please check your network connection.')), { success: 'maintenance.done.added' });
    expect(sessionStore.dialog.text).toBe(tw('errors.network'));
  });
});
