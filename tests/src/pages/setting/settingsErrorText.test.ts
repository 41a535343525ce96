import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/api/ApiError';
import { i18n } from '../../../../src/i18n/i18n';
import { settingsErrorText } from '../../../../src/pages/setting/settingsErrorText';

const t = i18n.getFixedT('en');
const tw = i18n.getFixedT('tw');

describe('settingsErrorText', () => {
  it('translates the known server texts', () => {
    const wrong = new ApiError('status', 'your password is incorrect', { status: 8005 });
    expect(settingsErrorText(t, wrong, 'settings.actionFailed')).toBe('your password is incorrect');
    expect(settingsErrorText(tw, wrong, 'settings.actionFailed')).toBe('您的密碼不正確');
  });
  it("uses the action's own failure text for a plain failure", () => {
    const failed = new ApiError('status', 'OTP verification failed', { status: 0 });
    expect(settingsErrorText(t, failed, 'settings.otpVerifyFailed')).toBe('OTP verification failed');
    expect(settingsErrorText(t, new ApiError('status', 'something else', { status: 0 }), 'settings.otpCloseFailed'))
      .toBe('Disabling the OTP function failed, please contact the administrator.');
  });
  it('uses the catalogue for business statuses and the network text offline', () => {
    expect(settingsErrorText(t, new ApiError('status', 'x', { status: 8044 }), 'settings.actionFailed')).toBe('Too many incorrect passwords, please try again later');
    expect(settingsErrorText(t, new ApiError('network', 'x'), 'settings.actionFailed')).toBe('API Network error. Please check your network connection.');
  });
});
