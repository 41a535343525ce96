import { describe, expect, it, vi } from 'vitest';
import { logout } from '../../../../src/shell/layout/logout';

function effects() {
  return { clearSessionStorage: vi.fn(), markLogout: vi.fn(), reload: vi.fn() };
}

describe('logout', () => {
  it('sends the operatorID and on status 1 clears session storage, marks the logout and reloads', async () => {
    const fx = effects();
    const call = vi.fn(async () => ({ status: 1, result: {} }));
    expect(await logout(42, fx, call)).toBe(true);
    expect(call).toHaveBeenCalledWith(42);
    expect(fx.clearSessionStorage).toHaveBeenCalledOnce();
    expect(fx.markLogout).toHaveBeenCalledOnce();
    expect(fx.reload).toHaveBeenCalledOnce();
  });
  it('keeps the session when the server does not answer 1', async () => {
    const fx = effects();
    expect(await logout(42, fx, async () => ({ status: 8035, result: {} }))).toBe(false);
    expect(fx.reload).not.toHaveBeenCalled();
  });
});
