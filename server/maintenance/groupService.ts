import { cleanName, hasControlCharacters, nameLength } from '../../src/engine/format/names';
import { Status } from '../../src/engine/status';
import type { TxQuery } from '../appstore/appStore';
import { writeAudit } from '../appstore/auditLog';
import { createGroup, findGroupByName, getGroup, updateGroupIn, type GroupRecord } from '../appstore/groups';
import { countAdministrators } from '../appstore/operatorMaintenance';
import { ApiError, badRequest } from '../http/apiError';
import { groupRefusal } from './groupRules';
import { groupView, type GroupView } from './groupView';
import { actorOf, auditStamp, rightsOf, type MaintenanceContext } from './maintenanceContext';
import { auditedRefusals } from './auditedRefusals';
import { RefusalError, conflict } from './refusals';
import { isAdministratorGroup } from './rights';

export interface GroupInputs { groupName: string; items: number[]; cmsList: number[] }

/** Item indexes must come from the permission tree (8029 otherwise); operating units from the warehouse. */
function checkLists(ctx: MaintenanceContext, known: ReadonlySet<number>, input: Partial<GroupInputs>, held: readonly number[] = []) {
  const unknown = (input.items ?? []).filter((i) => !known.has(i) && !held.includes(i));
  if (unknown.length) throw new ApiError(Status.PRIVILEGE_NOT_EXIST, `Privilege does not exist: ${unknown.join(', ')}`);
  const units = new Set(ctx.lists.cms.map((c) => c.cms_id));
  const badUnits = (input.cmsList ?? []).filter((c) => !units.has(c));
  if (badUnits.length) throw badRequest(`unknown operating units: ${badUnits.join(', ')}`);
}

/** Spec §5's rules for a name: 4 to 30 characters once surrounding spaces are removed (and look-alike forms folded). */
export const GROUP_NAME_MIN = 4;
export const GROUP_NAME_MAX = 30;

/** Lengths in characters (code points) of the name as cleaned (src/engine/format/names.ts); no control characters. */
function checkName(groupName: string): void {
  if (hasControlCharacters(groupName)) throw new ApiError(Status.BAD_REQUEST, 'Invisible control characters are not allowed');
  if (nameLength(groupName) < GROUP_NAME_MIN) throw new ApiError(Status.BAD_REQUEST, 'Min 4 characters');
  if (nameLength(groupName) > GROUP_NAME_MAX) throw new ApiError(Status.BAD_REQUEST, 'Max 30 characters');
}

/** Names are unique regardless of case and surrounding spaces (8030). */
async function nameTaken(q: TxQuery, groupName: string, exceptID?: number): Promise<boolean> {
  const other = await findGroupByName(q, groupName);
  return Boolean(other && other.groupID !== exceptID);
}

const unique = (list: readonly number[]) => [...new Set(list)].sort((a, b) => a - b);

export async function addGroup(ctx: MaintenanceContext, known: ReadonlySet<number>, input: GroupInputs): Promise<GroupView> {
  checkLists(ctx, known, input);
  const groupName = cleanName(input.groupName);
  checkName(groupName);
  return auditedRefusals(ctx, `group:${groupName}`, 'group.create', () => ctx.store.tx(async (q) => {
    if (await nameTaken(q, groupName)) throw new ApiError(Status.GROUP_NAME_EXISTS);
    const next = { groupName, items: unique(input.items), cmsList: unique(input.cmsList), siteIds: null };
    const refusal = groupRefusal({ actor: actorOf(ctx), next: rightsOf(ctx, next), administrators: 0, removedAdministrators: 0 });
    if (refusal) throw new RefusalError(refusal);
    const created = await createGroup(q, next, ctx.now());
    await writeAudit(q, { ...auditStamp(ctx), action: 'group.create', target: `group:${created.groupID}`, after: groupView(created) });
    return groupView(created);
  }));
}

async function currentGroup(q: TxQuery, groupID: number, version: number): Promise<GroupRecord> {
  const current = await getGroup(q, groupID);
  if (!current) throw new ApiError(Status.NOT_FOUND, 'The group no longer exists');
  if (current.version !== version) throw conflict(groupView(current));
  return current;
}

export interface GroupEdit extends Partial<GroupInputs> { groupID: number; version: number }

/** Rename, item list and operating units; a change of rights ends the sessions of the group's operators. */
export async function editGroup(ctx: MaintenanceContext, known: ReadonlySet<number>, edit: GroupEdit): Promise<GroupView> {
  const target = `group:${edit.groupID}`;
  return auditedRefusals(ctx, target, 'group.update', () => ctx.store.tx(async (q) => {
    const current = await currentGroup(q, edit.groupID, edit.version);
    checkLists(ctx, known, edit, current.items);
    const groupName = edit.groupName === undefined ? current.groupName : cleanName(edit.groupName);
    if (groupName !== current.groupName) {
      checkName(groupName);
      if (await nameTaken(q, groupName, current.groupID)) throw new ApiError(Status.GROUP_NAME_EXISTS);
    }
    const next = { ...current, groupName, items: edit.items ? unique(edit.items) : current.items, cmsList: edit.cmsList ? unique(edit.cmsList) : current.cmsList };
    const losesAdmin = isAdministratorGroup(current.items) && !isAdministratorGroup(next.items);
    const refusal = groupRefusal({
      actor: actorOf(ctx), groupID: current.groupID, current: rightsOf(ctx, current), next: rightsOf(ctx, next),
      administrators: losesAdmin ? await countAdministrators(q) : 0,
      removedAdministrators: losesAdmin ? await countAdministrators(q, current.groupID) : 0,
    });
    if (refusal) throw new RefusalError(refusal);
    const updated = await updateGroupIn(q, current.groupID, current.version, { groupName, items: next.items, cmsList: next.cmsList }, ctx.now());
    if (!updated) throw conflict(groupView(current));
    await writeAudit(q, { ...auditStamp(ctx), action: 'group.update', target, before: groupView(current), after: groupView(updated) });
    return groupView(updated);
  }));
}

/** Deletes an empty group (8098 while operators belong to it). */
export async function removeGroup(ctx: MaintenanceContext, groupID: number, version: number): Promise<void> {
  const target = `group:${groupID}`;
  await auditedRefusals(ctx, target, 'group.delete', () => ctx.store.tx(async (q) => {
    const current = await currentGroup(q, groupID, version);
    const refusal = groupRefusal({ actor: actorOf(ctx), groupID, current: rightsOf(ctx, current), administrators: 0, removedAdministrators: 0 });
    if (refusal) throw new RefusalError(refusal);
    const [{ n }] = await q.all<{ n: number }>('SELECT count(*)::INTEGER AS n FROM operator WHERE group_id = $1', [groupID]);
    if (n > 0) throw new ApiError(Status.GROUP_HAS_OPERATORS);
    await q.run('DELETE FROM op_group WHERE group_id = $1 AND version = $2', [groupID, version]);
    await writeAudit(q, { ...auditStamp(ctx), action: 'group.delete', target, before: groupView(current) });
  }));
}
