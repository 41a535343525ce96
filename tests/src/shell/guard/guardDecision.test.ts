import { describe, expect, it } from 'vitest';
import { decideNavigation, redirectSourceToRemember } from '../../../../src/shell/guard/guardDecision';

describe('decideNavigation', () => {
  it('clears the session and goes to login when / is visited without a token', () => {
    expect(decideNavigation({ path: '/', hasToken: false, routesReady: false })).toBe('clear-and-login');
  });
  it('lets every other path pass without a token', () => {
    for (const path of ['/login', '/404', '/dashboard', '/sys_provider/site_compare']) {
      expect(decideNavigation({ path, hasToken: false, routesReady: false })).toBe('pass');
    }
  });
  it('sends a logged-in visit of /login to the dashboard', () => {
    expect(decideNavigation({ path: '/login', hasToken: true, routesReady: true })).toBe('to-dashboard');
    expect(decideNavigation({ path: '/login', hasToken: true, routesReady: false })).toBe('to-dashboard');
  });
  it('rebuilds the dynamic routes when they are not registered yet', () => {
    expect(decideNavigation({ path: '/house/siteRecap', hasToken: true, routesReady: false })).toBe('rebuild');
  });
  it('passes once the routes exist', () => {
    expect(decideNavigation({ path: '/house/siteRecap', hasToken: true, routesReady: true })).toBe('pass');
  });
});

describe('redirectSourceToRemember', () => {
  it('ignores /, /login and /dashboard', () => {
    expect(redirectSourceToRemember('/')).toBeNull();
    expect(redirectSourceToRemember('/login')).toBeNull();
    expect(redirectSourceToRemember('/dashboard')).toBeNull();
    expect(redirectSourceToRemember(undefined)).toBeNull();
  });
  it('remembers any other source', () => {
    expect(redirectSourceToRemember('/site_owner/member_tag')).toBe('/site_owner/member_tag');
  });
});
