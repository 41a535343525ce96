import { describe, expect, it } from 'vitest';
import { branchState, leafChecked, leavesByCategory, toggleBranch, toggleLeaf } from '../../../../src/pages/maintenance/group/permissionTreeState';
import type { PermissionBranch } from '../../../../src/pages/maintenance/shared/maintenanceTypes';

const owner: PermissionBranch = {
  id: 'site_owner', itemIdx: 92000, titleKey: 'menu.siteOwner', category: 'operation',
  children: [
    { reportIdx: 92210, id: 'promo_cost', titleKey: 'r.promo', category: 'promo' },
    { reportIdx: 92320, id: 'trans_3party', titleKey: 'r.trans', category: 'trans' },
    { reportIdx: 92440, id: 'member_level', titleKey: 'r.member', category: 'member' },
  ],
};

describe('the permission tree checkboxes', () => {
  it('shows a menu group checked, mixed or unchecked', () => {
    expect(branchState(owner, new Set([92000]))).toBe('checked');
    expect(branchState(owner, new Set([92210]))).toBe('mixed');
    expect(branchState(owner, new Set([92210, 92320, 92440]))).toBe('checked');
    expect(branchState(owner, new Set())).toBe('unchecked');
  });
  it('grants the whole menu group by its item, and takes everything away again', () => {
    expect([...toggleBranch(owner, new Set([92210, 5]))].sort()).toEqual([5, 92000]);
    expect([...toggleBranch(owner, new Set([92000, 5]))]).toEqual([5]);
  });
  it('ticks single reports, and splits a granted menu group when one report is unticked', () => {
    expect([...toggleLeaf(owner, owner.children[1], new Set())]).toEqual([92320]);
    expect([...toggleLeaf(owner, owner.children[1], new Set([92000]))].sort()).toEqual([92210, 92440]);
    expect(leafChecked(owner, owner.children[0], new Set([92000]))).toBe(true);
  });
  it('splits the reports into coloured categories as the menu does', () => {
    expect(leavesByCategory(owner).map((s) => s.category)).toEqual(['promo', 'trans', 'member']);
  });
});
