import type { AppStore } from '../appstore/appStore';
import { getGroup } from '../appstore/groups';
import { getOperator } from '../appstore/operators';
import { type SessionInfo, buildSessionInfo } from './sessionInfo';
import type { WarehouseLists } from './warehouseLists';

/** The SessionInfo a login answers with, read fresh from the store; undefined when the operator or its group is gone. */
export async function loadSessionInfo(store: AppStore, lists: WarehouseLists, operatorID: number, expiresMs: number, nowMs: number): Promise<SessionInfo | undefined> {
  const operator = await getOperator(store, operatorID);
  const group = operator && (await getGroup(store, operator.groupID));
  return operator && group ? buildSessionInfo(operator, group, lists, expiresMs, nowMs) : undefined;
}
