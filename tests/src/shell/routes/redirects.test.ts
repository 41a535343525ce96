import { describe, expect, it } from 'vitest';
import { groupRedirect, isPublicPath } from '../../../../src/shell/routes/redirects';

describe('groupRedirect', () => {
  it.each([
    ['/setting', '/setting/accountsetting'],
    ['/provider', '/provider/date'],
    ['/house', '/house/siteRecap'],
    ['/onlineGeneral/general', '/onlineGeneral/general/bankAccountung'],
    ['/maintenance', '/maintenance/operator'],
    ['/maintenance/', '/maintenance/operator'],
  ])('sends %s to %s', (from, to) => {
    expect(groupRedirect(from)).toBe(to);
  });
  it('leaves other paths alone', () => {
    expect(groupRedirect('/house/memberTop')).toBeNull();
    expect(groupRedirect('/')).toBeNull();
  });
});

describe('isPublicPath', () => {
  it('knows the public routes of spec §2', () => {
    expect(['/login', '/403', '/404', '/500'].every(isPublicPath)).toBe(true);
    expect(isPublicPath('/dashboard')).toBe(false);
  });
});
