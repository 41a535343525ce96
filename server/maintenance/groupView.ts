import type { GroupRecord } from '../appstore/groups';

/** A group as the maintenance screens and the audit log see it. */
export interface GroupView {
  groupID: number;
  groupName: string;
  items: number[];
  cmsList: number[];
  /** Set for a single-site group: only these sites of its operating units. */
  siteIds: number[] | null;
  version: number;
}

export function groupView(g: GroupRecord): GroupView {
  return {
    groupID: g.groupID, groupName: g.groupName, items: [...g.items].sort((a, b) => a - b),
    cmsList: [...g.cmsList].sort((a, b) => a - b), siteIds: g.siteIds, version: g.version,
  };
}
