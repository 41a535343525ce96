import { describe, expect, it } from 'vitest';
import { validatePasswordChange, validateRequired } from '../../../../src/pages/setting/validatePasswordChange';

describe('validatePasswordChange', () => {
  it('requires every field', () => {
    expect(validatePasswordChange({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      oldPassword: { key: 'settings.required' }, newPassword: { key: 'settings.required' }, confirmPassword: { key: 'settings.required' },
    });
  });
  it('applies the length rule of new passwords with its numbers', () => {
    expect(validatePasswordChange({ oldPassword: 'x', newPassword: 'short', confirmPassword: 'short' }).newPassword)
      .toEqual({ key: 'settings.minChars', count: 8 });
    const long = 'a'.repeat(129);
    expect(validatePasswordChange({ oldPassword: 'x', newPassword: long, confirmPassword: long }).newPassword)
      .toEqual({ key: 'settings.maxChars', count: 128 });
  });
  it('needs the confirmation to match', () => {
    expect(validatePasswordChange({ oldPassword: 'x', newPassword: 'ledger-river-42', confirmPassword: 'ledger-river-43' }))
      .toEqual({ confirmPassword: { key: 'settings.mismatch' } });
    expect(validatePasswordChange({ oldPassword: 'x', newPassword: 'ledger-river-42', confirmPassword: 'ledger-river-42' })).toEqual({});
  });
  it('requires the password asked again', () => {
    expect(validateRequired('')).toEqual({ key: 'settings.required' });
    expect(validateRequired('secret')).toBeUndefined();
  });
});
