import type { ReportEntry } from '../../../api/contracts';
import type { AuditNames } from '../../../engine/audit/auditText';
import type { CmsItem, GroupRow, OperatorRow, PermissionBranch } from '../shared/maintenanceTypes';

/** What the audit log screen has loaded to name codes by: the menu's routes, the permission tree with the operating units, the groups, the operators. */
export interface AuditSources {
  routes?: readonly Pick<ReportEntry, 'id' | 'itemIdx' | 'reportIdx' | 'titleKey'>[] | null;
  tree?: readonly PermissionBranch[];
  cms?: readonly CmsItem[];
  groups?: readonly Pick<GroupRow, 'groupID' | 'groupName'>[];
  operators?: readonly Pick<OperatorRow, 'operatorID' | 'operatorAC' | 'operatorName'>[];
}

/**
 * The names of the log's codes from what the screen loaded: report titles by id (a report's second
 * place in the menu by the title the menu gives it), permissions by index (the tree, else the menu's
 * routes), operating units, groups and operators by id. A list not loaded is left out, so its codes
 * stay codes and no group or operator is said to be deleted.
 */
export function auditNames({ routes, tree, cms, groups, operators }: AuditSources): AuditNames {
  const permissions: Record<number, string> = {};
  for (const r of routes ?? []) permissions[r.reportIdx] = r.titleKey;
  for (const branch of tree ?? []) {
    permissions[branch.itemIdx] = branch.titleKey;
    for (const leaf of branch.children) permissions[leaf.reportIdx] = leaf.titleKey;
  }
  return {
    titleKeys: Object.fromEntries((routes ?? []).map((r) => [r.id, r.titleKey])),
    permissions: routes || tree ? permissions : undefined,
    units: cms ? Object.fromEntries(cms.map((c) => [c.cms_id, c.cms_name])) : undefined,
    groups: groups ? Object.fromEntries(groups.map((g) => [g.groupID, g.groupName])) : undefined,
    operators: operators ? Object.fromEntries(operators.map((o) => [o.operatorID, { account: o.operatorAC, name: o.operatorName }])) : undefined,
  };
}
