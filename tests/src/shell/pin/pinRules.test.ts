import { describe, expect, it } from 'vitest';
import { isPinned, joinPin, pageTab, pinAfterConfirm, pinAvailable, pinPath } from '../../../../src/shell/pin/pinRules';

describe('pin rules', () => {
  it('offers the pin on reports and settings but not on maintenance pages or the Dashboard', () => {
    expect(pinAvailable({ name: 'game_ranking', path: '/sys_provider/game_ranking' })).toBe(true);
    expect(pinAvailable({ name: 'AccountSetting', path: '/setting/accountsetting' })).toBe(true);
    expect(pinAvailable({ name: 'OperatorMaintenance', path: '/maintenance/operator' })).toBe(false);
    expect(pinAvailable({ name: 'AuditLog', path: '/maintenance/audit' })).toBe(false);
    expect(pinAvailable({ name: 'Dashboard', path: '/dashboard' })).toBe(false);
    expect(pinAvailable(undefined)).toBe(false);
  });

  it('reads the tab from the address and falls back to daily', () => {
    expect(pageTab('?tab=weekly')).toBe('weekly');
    expect(pageTab('?f=%7B%7D')).toBe('daily');
    expect(pageTab('')).toBe('daily');
    expect(pageTab('?tab=' + encodeURIComponent('a,b'))).toBe('daily');
  });

  it('is pinned only when both the route name and the tab equal the stored ones', () => {
    expect(isPinned('game_ranking,daily', { routeName: 'game_ranking', tab: 'daily' })).toBe(true);
    expect(isPinned('game_ranking,weekly', { routeName: 'game_ranking', tab: 'daily' })).toBe(false);
    expect(isPinned('site_compare,daily', { routeName: 'game_ranking', tab: 'daily' })).toBe(false);
    expect(isPinned('Dashboard,daily', { routeName: 'Dashboard', tab: 'daily' })).toBe(true);
  });

  it('saves the current page, and cancelling resets to Dashboard with tab daily', () => {
    expect(pinAfterConfirm(false, { routeName: 'game_ranking', tab: 'daily' })).toEqual({ routeName: 'game_ranking', tab: 'daily' });
    expect(pinAfterConfirm(true, { routeName: 'game_ranking', tab: 'daily' })).toEqual({ routeName: 'Dashboard', tab: 'daily' });
    expect(joinPin({ routeName: 'Dashboard', tab: 'daily' })).toBe('Dashboard,daily');
  });

  it('opens a pin at its path, with the tab only when it is not the default', () => {
    expect(pinPath('/dashboard', 'weekly')).toBe('/dashboard?tab=weekly');
    expect(pinPath('/sys_provider/game_ranking', 'daily')).toBe('/sys_provider/game_ranking');
  });
});
