import { type AppStore, type StoreRow, type TxQuery, utc } from './appStore';

/** A group: what its operators may open (item and report indexes) and which sites they see. */
export interface GroupRecord {
  groupID: number;
  groupName: string;
  /** Permitted itemIdx / reportIdx values (spec §5). */
  items: number[];
  /** Operating units (dim_cms.cms_id) whose sites the group's operators see. */
  cmsList: number[];
  /** When set, only these sites of those operating units (a single-site owner). */
  siteIds: number[] | null;
  version: number;
}

export type GroupInput = Omit<GroupRecord, 'groupID' | 'version'>;

const COLUMNS = 'group_id, group_name, items, cms_list, site_ids, version';

export function toGroup(row: StoreRow): GroupRecord {
  return {
    groupID: row.group_id as number,
    groupName: row.group_name as string,
    items: (row.items as number[]) ?? [],
    cmsList: (row.cms_list as number[]) ?? [],
    siteIds: (row.site_ids as number[] | null) ?? null,
    version: row.version as number,
  };
}

export async function createGroup(db: AppStore | TxQuery, input: GroupInput, nowMs: number): Promise<GroupRecord> {
  const rows = await db.all(
    `INSERT INTO op_group (group_name, items, cms_list, site_ids, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5) RETURNING ${COLUMNS}`,
    [input.groupName, input.items, input.cmsList, input.siteIds, utc(nowMs)],
  );
  return toGroup(rows[0]);
}

export async function getGroup(db: AppStore | TxQuery, groupID: number): Promise<GroupRecord | undefined> {
  const rows = await db.all(`SELECT ${COLUMNS} FROM op_group WHERE group_id = $1`, [groupID]);
  return rows[0] ? toGroup(rows[0]) : undefined;
}

/** The group of a name regardless of case and surrounding spaces ('finance ' finds 'Finance'). */
export async function findGroupByName(db: AppStore | TxQuery, groupName: string): Promise<GroupRecord | undefined> {
  const rows = await db.all(`SELECT ${COLUMNS} FROM op_group WHERE lower(trim(group_name)) = lower(trim($1)) ORDER BY group_id LIMIT 1`, [groupName]);
  return rows[0] ? toGroup(rows[0]) : undefined;
}

export async function listGroups(db: AppStore | TxQuery): Promise<GroupRecord[]> {
  return (await db.all(`SELECT ${COLUMNS} FROM op_group ORDER BY group_id`)).map(toGroup);
}

/**
 * Optimistic update: applies only when the stored version is `expectedVersion`, and returns
 * undefined otherwise (someone saved in between), so no concurrent edit is lost. A change of
 * items or scope ends the sessions of the group's operators in the same transaction (they log in
 * again and get the new rights and menu; an operator cannot change its own group, 8048); a rename
 * alone leaves them logged in.
 */
export async function updateGroup(store: AppStore, groupID: number, expectedVersion: number,
  patch: Partial<GroupInput>, nowMs: number): Promise<GroupRecord | undefined> {
  return store.tx((q) => updateGroupIn(q, groupID, expectedVersion, patch, nowMs));
}

/** updateGroup inside a caller's transaction. */
export async function updateGroupIn(q: TxQuery, groupID: number, expectedVersion: number,
  patch: Partial<GroupInput>, nowMs: number): Promise<GroupRecord | undefined> {
  const current = await getGroup(q, groupID);
  if (!current || current.version !== expectedVersion) return undefined;
  const next = { ...current, ...patch };
  const rows = await q.all(
    `UPDATE op_group SET group_name = $1, items = $2, cms_list = $3, site_ids = $4, version = version + 1, updated_at = $5
     WHERE group_id = $6 AND version = $7 RETURNING ${COLUMNS}`,
    [next.groupName, next.items, next.cmsList, next.siteIds, utc(nowMs), groupID, expectedVersion],
  );
  if (rows[0] && rightsChanged(current, next)) {
    await q.run('DELETE FROM op_session WHERE operator_id IN (SELECT operator_id FROM operator WHERE group_id = $1)', [groupID]);
  }
  return rows[0] ? toGroup(rows[0]) : undefined;
}

const sameSet = (a: readonly number[] | null, b: readonly number[] | null) =>
  a === b || (a !== null && b !== null && a.length === b.length && [...a].sort().join() === [...b].sort().join());

/** Items or row scope differ: what the group's operators may open or see changes. */
function rightsChanged(a: GroupInput, b: GroupInput): boolean {
  return !sameSet(a.items, b.items) || !sameSet(a.cmsList, b.cmsList) || !sameSet(a.siteIds, b.siteIds);
}

/** Deletes an empty group; false when operators still belong to it (status 8098). */
export async function deleteGroup(store: AppStore, groupID: number): Promise<boolean> {
  return store.tx(async (q) => {
    const [{ n }] = await q.all<{ n: number }>('SELECT count(*)::INTEGER AS n FROM operator WHERE group_id = $1', [groupID]);
    if (n > 0) return false;
    await q.run('DELETE FROM op_group WHERE group_id = $1', [groupID]);
    return true;
  });
}
