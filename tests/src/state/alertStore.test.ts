import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertDurationMs, alertStore, closeAlert, showAlert, type AlertType } from '../../../src/state/alertStore';

describe('alerts', () => {
  afterEach(() => { vi.restoreAllMocks(); closeAlert(); });
  it('closes info after 2500 ms, warning and error after 3500, anything else after 3000', () => {
    expect(alertDurationMs('info')).toBe(2500);
    expect(alertDurationMs('warning')).toBe(3500);
    expect(alertDurationMs('error')).toBe(3500);
    expect(alertDurationMs('success')).toBe(3000);
  });
  it('rejects a type other than info, warning or error', () => {
    expect(() => showAlert('success' as AlertType)).toThrow(/info, warning, error/);
  });
  it('logs errors and warnings to the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    showAlert('error', 'boom');
    showAlert('warning', 'careful');
    expect(error).toHaveBeenCalledWith('boom');
    expect(warn).toHaveBeenCalledWith('careful');
    expect(alertStore.current).toMatchObject({ type: 'warning', text: 'careful' });
  });
});
