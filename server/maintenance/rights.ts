import { FUNCTION_RIGHTS } from '../../src/engine/functionRights';
import { MENU_GROUPS } from '../../src/engine/menu';

/** Item 1 (Operation Management) grants operator and group maintenance and the audit log. */
export const ADMIN_ITEM = 1;
export const OPERATOR_MAINTENANCE = { itemIdx: ADMIN_ITEM, reportIdx: 2 } as const;
export const GROUP_MAINTENANCE = { itemIdx: ADMIN_ITEM, reportIdx: 3 } as const;
export const AUDIT_LOG = { itemIdx: ADMIN_ITEM } as const;

/** The item index that grants a report index (spec §9 ranges) or a function right's index, if any. */
export function itemOfReport(index: number): number | undefined {
  return MENU_GROUPS.find((g) => index >= g.reportRange[0] && index <= g.reportRange[1])?.itemIdx
    ?? FUNCTION_RIGHTS.find((r) => r.reportIdx === index)?.itemIdx;
}

/** Whether rights that hold `permitted` include `index`: the index itself, or its menu group's item. */
export function grants(permitted: ReadonlySet<number> | readonly number[], index: number): boolean {
  const set = permitted instanceof Set ? permitted : new Set(permitted as readonly number[]);
  if (set.has(index)) return true;
  const item = itemOfReport(index);
  return item !== undefined && set.has(item);
}

/** The indexes of `items` that `permitted` does not grant: what an operator would gain beyond its own rights. */
export function itemsBeyond(permitted: ReadonlySet<number> | readonly number[], items: readonly number[]): number[] {
  return items.filter((index) => !grants(permitted, index));
}

/** The sites of `sites` outside `own`: row scope an operator would gain beyond its own. */
export function sitesBeyond(own: readonly number[], sites: readonly number[]): number[] {
  const mine = new Set(own);
  return sites.filter((s) => !mine.has(s));
}

/** An administrator's group holds item 1. */
export function isAdministratorGroup(items: readonly number[]): boolean {
  return items.includes(ADMIN_ITEM);
}
