import type { AppStore } from '../appstore/appStore';
import { loadSessionInfo } from './loadSessionInfo';
import type { SessionInfo } from './sessionInfo';
import type { WarehouseLists } from './warehouseLists';

/**
 * What every successful login answers, whatever proved the operator (password, quick login,
 * passkey): the token goes to the Authorization header, the SessionInfo to the body. Undefined
 * (and no header) when the operator or its group vanished meanwhile.
 */
export async function sessionAnswer(services: { store: AppStore; lists: WarehouseLists },
  session: { operatorID: number; token: string; expiresMs: number }, setHeader: (value: string) => void, nowMs: number): Promise<SessionInfo | undefined> {
  const info = await loadSessionInfo(services.store, services.lists, session.operatorID, session.expiresMs, nowMs);
  if (info) setHeader(`Bearer ${session.token}`);
  return info;
}
