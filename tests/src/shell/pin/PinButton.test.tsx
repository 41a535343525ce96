// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const apiPost = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/api/client', () => ({ apiPost }));

const { PinButton } = await import('../../../../src/shell/pin/PinButton');
const { resetSessionStore, sessionStore } = await import('../../../../src/state/sessionStore');
const { globalStore } = await import('../../../../src/state/globalStore');
await import('../../../../src/i18n/i18n');

function renderAt(path: string, name = 'game_ranking') {
  return render(<MemoryRouter initialEntries={[path]}><PinButton route={{ name }} /></MemoryRouter>);
}

beforeEach(() => {
  resetSessionStore();
  globalStore.operatorAC = 'provider';
  apiPost.mockResolvedValue({ status: 1, result: {} });
});
afterEach(() => { cleanup(); vi.clearAllMocks(); });

describe('PinButton', () => {
  it('saves the current page and its tab after confirming Save current pin', async () => {
    renderAt('/sys_provider/game_ranking');
    const button = screen.getByRole('button', { name: 'Pin this page' });
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Save current pin' });
    expect(document.activeElement?.textContent).toBe('Confirm');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pinned' })).toBeTruthy());
    expect(apiPost).toHaveBeenCalledWith('/api/authority/updateIndexPin', { indexPin: { routeName: 'game_ranking', tab: 'daily' }, operatorAC: 'provider' });
    expect(sessionStore.defaultRoute).toBe('game_ranking,daily');
    expect(dialog.isConnected).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pinned' }));
  });

  it('cancels a pin back to Dashboard and daily after confirming Cancel current pin', async () => {
    sessionStore.defaultRoute = 'game_ranking,weekly';
    renderAt('/sys_provider/game_ranking?tab=weekly');
    fireEvent.click(screen.getByRole('button', { name: 'Pinned' }));
    screen.getByRole('dialog', { name: 'Cancel current pin' });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pin this page' })).toBeTruthy());
    expect(apiPost).toHaveBeenCalledWith('/api/authority/updateIndexPin', { indexPin: { routeName: 'Dashboard', tab: 'daily' }, operatorAC: 'provider' });
    expect(sessionStore.defaultRoute).toBe('Dashboard,daily');
  });

  it('reads Pin this page when only the tab differs from the stored pin', () => {
    sessionStore.defaultRoute = 'game_ranking,weekly';
    renderAt('/sys_provider/game_ranking');
    expect(screen.getByRole('button', { name: 'Pin this page' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('closes the dialog with Escape or Not now without calling the server', () => {
    renderAt('/sys_provider/game_ranking');
    fireEvent.click(screen.getByRole('button', { name: 'Pin this page' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pin this page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(apiPost).not.toHaveBeenCalled();
    expect(sessionStore.defaultRoute).toBe('Dashboard,daily');
  });

  it('keeps the stored pin when the server refuses it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    apiPost.mockResolvedValue({ status: 8046, result: { message: 'privilege not enough' } });
    renderAt('/sys_provider/game_ranking');
    fireEvent.click(screen.getByRole('button', { name: 'Pin this page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sessionStore.dialog).toMatchObject({ show: true, kind: 'error', text: 'privilege not enough' }));
    expect(sessionStore.defaultRoute).toBe('Dashboard,daily');
    expect(screen.getByRole('button', { name: 'Pin this page' })).toBeTruthy();
  });
});
