import type { CmsItem } from '../auth/warehouseLists';
import { hashPassword, passwordProblem } from '../auth/passwords';
import { MENU_GROUPS } from '../../src/engine/menu';
import type { AppStore } from './appStore';
import { writeAudit } from './auditLog';
import { createGroup, findGroupByName } from './groups';
import { createOperator, findOperatorByAccount } from './operators';

export const ADMIN_GROUP_NAME = 'Administrators';

/** Every menu group's item index plus the maintenance items 2 and 3: the whole console. */
export function allItems(): number[] {
  return [...new Set([...MENU_GROUPS.map((g) => g.itemIdx), 2, 3])].sort((a, b) => a - b);
}

/**
 * Creates the first administrator of a non-demo deployment (group Administrators, every item,
 * every operating unit). Refuses a weak password and an account that already exists.
 */
export async function createFirstAdmin(store: AppStore, input: { operatorAC: string; password: string; operatorName?: string },
  cms: readonly CmsItem[], nowMs: number): Promise<{ operatorID: number }> {
  const problem = passwordProblem(input.password, input.operatorAC);
  if (problem) throw new Error(problem);
  if (!/^[A-Za-z0-9_.@-]{3,30}$/.test(input.operatorAC.trim())) throw new Error('The account must be 3-30 letters, digits or _ . @ -');
  if (await findOperatorByAccount(store, input.operatorAC)) throw new Error(`Account '${input.operatorAC}' already exists`);
  const passwordHash = await hashPassword(input.password);
  const operator = await store.tx(async (q) => {
    const group = (await findGroupByName(q, ADMIN_GROUP_NAME))
      ?? (await createGroup(q, { groupName: ADMIN_GROUP_NAME, items: allItems(), cmsList: cms.map((c) => c.cms_id), siteIds: null }, nowMs));
    return createOperator(q, { operatorAC: input.operatorAC, operatorName: input.operatorName ?? 'Administrator', passwordHash, groupID: group.groupID }, nowMs);
  });
  await writeAudit(store, { atMs: nowMs, action: 'operator.create_admin', target: `operator:${operator.operatorID}`, after: { operatorAC: operator.operatorAC } });
  return { operatorID: operator.operatorID };
}
