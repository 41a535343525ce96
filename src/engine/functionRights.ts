import type { IndexedRoute } from './menu';

/**
 * Rights of a group that open no page: functions an operator may use on the pages it has. Each is
 * an index of the group's item list like a report's (spec §3: "item list of function permissions")
 * and is granted by the spec's rule (§5): its own index, or the item index above it, is in the list.
 * Group Maintenance shows them under that item's menu group.
 */
export interface FunctionRight {
  id: string;
  /** The item that grants it with everything else under it (1: Operation Management, the administrators). */
  itemIdx: number;
  /** Its own index, outside every menu range of spec §9. */
  reportIdx: number;
  titleKey: string;
}

/** Saving a view for the operator's group (a view of one's own needs no right). */
export const SHARE_VIEWS: FunctionRight = { id: 'ShareViews', itemIdx: 1, reportIdx: 10, titleKey: 'views.rights.share' };

export const FUNCTION_RIGHTS: readonly FunctionRight[] = [SHARE_VIEWS];

/** The right as the permission check reads it. */
export const rightIndex = (right: FunctionRight): IndexedRoute => ({ itemIdx: right.itemIdx, reportIdx: right.reportIdx });
