import { describe, expect, it } from 'vitest';
import { deviceId, forgetQuickLogin, QUICK_LOGIN_KEY, readQuickLogin, saveQuickLogin } from '../../../../src/pages/login/quickLoginStorage';

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), m };
}

describe('quickLoginStorage', () => {
  it('keeps one random device id', () => {
    const s = memoryStorage();
    const id = deviceId(s);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(deviceId(s)).toBe(id);
  });
  it('keeps the token only until forgotten, and ignores anything malformed', () => {
    const s = memoryStorage();
    const entry = { token: 'a'.repeat(43), operatorAC: 'finance', operatorName: 'Finance Officer' };
    saveQuickLogin(s, entry);
    expect(readQuickLogin(s)).toEqual(entry);
    forgetQuickLogin(s);
    expect(readQuickLogin(s)).toBeNull();
    s.setItem(QUICK_LOGIN_KEY, '{"token":"<script>","operatorAC":"x"}');
    expect(readQuickLogin(s)).toBeNull();
    s.setItem(QUICK_LOGIN_KEY, 'not json');
    expect(readQuickLogin(s)).toBeNull();
  });
});
