import type { MenuCategory } from '../../../engine/menu';
import type { PermissionBranch, PermissionLeaf } from '../shared/maintenanceTypes';

export type CheckState = 'checked' | 'mixed' | 'unchecked';

/** A menu group is ticked when its item is granted or every report under it is; mixed when some are. */
export function branchState(branch: PermissionBranch, items: ReadonlySet<number>): CheckState {
  if (items.has(branch.itemIdx)) return 'checked';
  const ticked = branch.children.filter((c) => items.has(c.reportIdx)).length;
  if (ticked === 0) return 'unchecked';
  return ticked === branch.children.length ? 'checked' : 'mixed';
}

export function leafChecked(branch: PermissionBranch, leaf: PermissionLeaf, items: ReadonlySet<number>): boolean {
  return items.has(branch.itemIdx) || items.has(leaf.reportIdx);
}

/** Ticking a menu group grants its item (every report, also future ones); unticking removes it all. */
export function toggleBranch(branch: PermissionBranch, items: ReadonlySet<number>): Set<number> {
  const next = new Set(items);
  const on = branchState(branch, items) !== 'checked';
  for (const c of branch.children) next.delete(c.reportIdx);
  if (on) next.add(branch.itemIdx);
  else next.delete(branch.itemIdx);
  return next;
}

/** Unticking one report of a granted menu group keeps the others as single reports. */
export function toggleLeaf(branch: PermissionBranch, leaf: PermissionLeaf, items: ReadonlySet<number>): Set<number> {
  const next = new Set(items);
  if (next.has(branch.itemIdx)) {
    next.delete(branch.itemIdx);
    for (const c of branch.children) if (c.reportIdx !== leaf.reportIdx) next.add(c.reportIdx);
    return next;
  }
  if (next.has(leaf.reportIdx)) next.delete(leaf.reportIdx);
  else next.add(leaf.reportIdx);
  return next;
}

/** The leaves of a branch split by category, in order of first appearance (as the menu shows them). */
export function leavesByCategory(branch: PermissionBranch): { category: MenuCategory; leaves: PermissionLeaf[] }[] {
  const sections: { category: MenuCategory; leaves: PermissionLeaf[] }[] = [];
  for (const leaf of branch.children) {
    let section = sections.find((s) => s.category === leaf.category);
    if (!section) sections.push(section = { category: leaf.category, leaves: [] });
    section.leaves.push(leaf);
  }
  return sections;
}

/** How many indexes a list grants in the tree, for the summary line. */
export function sortedItems(items: ReadonlySet<number>): number[] {
  return [...items].sort((a, b) => a - b);
}
