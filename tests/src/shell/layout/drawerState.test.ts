import { describe, expect, it } from 'vitest';
import { menuVisible, toggleDrawer } from '../../../../src/shell/layout/drawerState';
import { resetSessionStore, sessionStore } from '../../../../src/state/sessionStore';

describe('left menu drawer', () => {
  it('is docked on wide screens and closed on narrow ones at start', () => {
    resetSessionStore();
    expect(menuVisible(sessionStore, true)).toBe(true);
    expect(menuVisible(sessionStore, false)).toBe(false);
  });
  it('flips with the toolbar toggle', () => {
    resetSessionStore();
    toggleDrawer(false);
    expect(menuVisible(sessionStore, false)).toBe(true);
    toggleDrawer(true);
    expect(menuVisible(sessionStore, true)).toBe(false);
  });
});
