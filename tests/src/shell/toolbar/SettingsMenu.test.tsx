// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsMenu } from '../../../../src/shell/toolbar/SettingsMenu';
import { menuKeyTarget } from '../../../../src/shell/toolbar/usePopup';

await import('../../../../src/i18n/i18n');

afterEach(() => cleanup());

describe('the toolbar menus with the keyboard', () => {
  it('moves between items with the arrows (wrapping), Home and End', () => {
    expect(menuKeyTarget('ArrowDown', 0, 3)).toBe(1);
    expect(menuKeyTarget('ArrowDown', 2, 3)).toBe(0);
    expect(menuKeyTarget('ArrowUp', 0, 3)).toBe(2);
    expect(menuKeyTarget('ArrowUp', -1, 3)).toBe(2);
    expect(menuKeyTarget('Home', 2, 3)).toBe(0);
    expect(menuKeyTarget('End', 0, 3)).toBe(2);
    expect(menuKeyTarget('a', 0, 3)).toBeNull();
    expect(menuKeyTarget('ArrowDown', -1, 0)).toBeNull();
  });

  it('opens the settings menu on its first item, steps with the arrows, and Escape returns to the button', () => {
    const onSettings = vi.fn();
    const onLogout = vi.fn();
    render(<SettingsMenu operatorName="Admin" onSettings={onSettings} onLogout={onLogout} />);
    const button = screen.getByRole('button', { name: /Admin/ });
    fireEvent.click(button);
    const [settings, logout] = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(settings);
    fireEvent.keyDown(document, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(logout);
    fireEvent.keyDown(document, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(settings);
    fireEvent.keyDown(document, { key: 'End' });
    expect(document.activeElement).toBe(logout);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
