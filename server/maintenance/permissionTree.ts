import { FUNCTION_RIGHTS } from '../../src/engine/functionRights';
import { MENU_GROUPS, type MenuCategory } from '../../src/engine/menu';

/** A report (or a maintenance page) that a group can be granted on its own. */
export interface PermissionLeaf { reportIdx: number; id: string; titleKey: string; category: MenuCategory }

/** A menu group: its item index grants every leaf under it. */
export interface PermissionBranch { id: string; itemIdx: number; titleKey: string; category: MenuCategory; children: PermissionLeaf[] }

export interface ReportLike { id: string; menuGroup: string; category: MenuCategory; reportIdx: number; titleKey: string }

/** The two maintenance pages are routes of the shell, not reports of the registry. */
const MAINTENANCE_LEAVES: readonly PermissionLeaf[] = [
  { reportIdx: 2, id: 'OperatorMaintenance', titleKey: 'menu.operatorMaintenance', category: 'operation' },
  { reportIdx: 3, id: 'GroupMaintenance', titleKey: 'menu.groupMaintenance', category: 'operation' },
];

/** Every menu group of MENU_GROUPS with its item index, and under it its reports by report index. */
export function permissionTree(reports: readonly ReportLike[]): PermissionBranch[] {
  return MENU_GROUPS.map((g) => ({
    id: g.id, itemIdx: g.itemIdx, titleKey: g.titleKey, category: g.category,
    children: [
      ...(g.id === 'maintenance' ? MAINTENANCE_LEAVES : []),
      // function rights (sharing saved views) sit under the item that grants them
      ...FUNCTION_RIGHTS.filter((r) => r.itemIdx === g.itemIdx)
        .map((r) => ({ reportIdx: r.reportIdx, id: r.id, titleKey: r.titleKey, category: g.category })),
      ...reports.filter((r) => r.menuGroup === g.id)
        .map((r) => ({ reportIdx: r.reportIdx, id: r.id, titleKey: r.titleKey, category: r.category })),
    ].sort((a, b) => a.reportIdx - b.reportIdx),
  }));
}

/** Every index the tree can grant: what a group's item list may hold. */
export function treeIndexes(tree: readonly PermissionBranch[]): Set<number> {
  return new Set(tree.flatMap((b) => [b.itemIdx, ...b.children.map((c) => c.reportIdx)]));
}
