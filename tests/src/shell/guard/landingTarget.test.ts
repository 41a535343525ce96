import { describe, expect, it } from 'vitest';
import { landingTarget } from '../../../../src/shell/guard/landingTarget';
import { buildRouteTable } from '../../../../src/shell/routes/routeTable';
import { reportEntry } from '../fixtures/reportEntries';

const routes = buildRouteTable([reportEntry({ id: 'site_compare', path: '/sys_provider/site_compare' })], [91000]);

describe('landingTarget', () => {
  it('returns to the remembered page when the operator may open it', () => {
    expect(landingTarget(routes, 'Dashboard,daily', '/sys_provider/site_compare?x=1')).toBe('/sys_provider/site_compare?x=1');
  });
  it('goes to a remembered page the operator may not open, whose 403 page then says so (a shared link is not silently swapped)', () => {
    expect(landingTarget(routes, 'Dashboard,daily', '/site_owner/member_tag?f=%7B%7D')).toBe('/site_owner/member_tag?f=%7B%7D');
  });
  it('ignores a remembered address that is not a path of the console', () => {
    expect(landingTarget(routes, 'Dashboard,daily', '//evil.example/x')).toBe('/dashboard');
    expect(landingTarget(routes, 'Dashboard,daily', 'https://evil.example/')).toBe('/dashboard');
  });
  it('opens the pinned route', () => {
    expect(landingTarget(routes, 'site_compare,daily', null)).toBe('/sys_provider/site_compare');
  });
  it('opens a pinned dashboard tab other than daily', () => {
    expect(landingTarget(routes, 'Dashboard,weekly', null)).toBe('/dashboard?tab=weekly');
  });
  it('falls back to the dashboard for an unknown pin', () => {
    expect(landingTarget(routes, 'gone,daily', null)).toBe('/dashboard');
  });
});
