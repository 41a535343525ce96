import type { AppStore } from '../appstore/appStore';
import {
  deleteOperatorSessions, deleteSession, findSessionPrincipal, insertSession, purgeExpiredSessions, touchSession, type SessionPrincipalRow,
} from '../appstore/sessions';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_MS, hashToken, newSessionToken } from './sessionTokens';
import { type SiteItem, scopeSiteIds } from './warehouseLists';

/** The authenticated operator every session route receives. */
export interface SessionOperator {
  operatorID: number;
  operatorAC: string;
  operatorName: string;
  groupID: number;
  /** The group's item list: itemIdx and reportIdx values (spec §5, see isPermitted in src/engine/menu.ts). */
  permitted: ReadonlySet<number>;
  /** Row scope: the only sites this operator may see. */
  siteIds: readonly number[];
}

export interface ActiveSession {
  operator: SessionOperator;
  tokenHash: string;
  createdMs: number;
  expiresMs: number;
}

export type SessionRefusal = 'missing' | 'unknown' | 'expired' | 'idle' | 'disabled';

/** A fresh session for an operator who just proved who it is; the token is returned once, never stored. */
export async function startSession(store: AppStore, operatorID: number, nowMs: number, clientAddr: string | null) {
  const token = newSessionToken();
  const expiresMs = nowMs + SESSION_ABSOLUTE_MS;
  await purgeExpiredSessions(store, nowMs, SESSION_IDLE_MS);
  await insertSession(store, { tokenHash: hashToken(token), operatorID, createdMs: nowMs, lastSeenMs: nowMs, expiresMs }, clientAddr);
  return { token, expiresMs };
}

/**
 * A new token for a session whose old tokens were ended (after a password change): it keeps the
 * original start and absolute expiry, so a rotation never extends a session.
 */
export async function reissueSession(store: AppStore, operatorID: number, session: { createdMs: number; expiresMs: number },
  nowMs: number, clientAddr: string | null): Promise<string> {
  const token = newSessionToken();
  await insertSession(store, { tokenHash: hashToken(token), operatorID, createdMs: session.createdMs, lastSeenMs: nowMs, expiresMs: session.expiresMs }, clientAddr);
  return token;
}

/** Looks a token up and applies the idle and absolute limits; a dead session is removed at once. */
export async function resolveSession(store: AppStore, sites: readonly SiteItem[], token: string | undefined,
  nowMs: number): Promise<ActiveSession | { refused: SessionRefusal; operatorID?: number }> {
  if (!token) return { refused: 'missing' };
  const tokenHash = hashToken(token);
  const row = await findSessionPrincipal(store, tokenHash);
  if (!row) return { refused: 'unknown' };
  const refusal: SessionRefusal | undefined =
    row.status !== 'active' ? 'disabled'
    : nowMs >= row.expiresMs ? 'expired'
    : nowMs - row.lastSeenMs >= SESSION_IDLE_MS ? 'idle'
    : undefined;
  if (refusal === 'disabled') await deleteOperatorSessions(store, row.operatorID);
  else if (refusal) await deleteSession(store, tokenHash);
  if (refusal) return { refused: refusal, operatorID: row.operatorID };
  if (nowMs - row.lastSeenMs >= SESSION_TOUCH_MS) await touchSession(store, tokenHash, nowMs);
  return { tokenHash, createdMs: row.createdMs, expiresMs: row.expiresMs, operator: operatorOf(row, sites) };
}

/**
 * The operator of a session row, made once per row object: the store hands the same row until it
 * next writes, so its rights and sites (and the row scope's key made of them) are not rebuilt per request.
 */
const operators = new WeakMap<SessionPrincipalRow, { sites: readonly SiteItem[]; operator: SessionOperator }>();

function operatorOf(row: SessionPrincipalRow, sites: readonly SiteItem[]): SessionOperator {
  const kept = operators.get(row);
  if (kept?.sites === sites) return kept.operator;
  const operator: SessionOperator = {
    operatorID: row.operatorID, operatorAC: row.operatorAC, operatorName: row.operatorName, groupID: row.groupID,
    permitted: new Set(row.items), siteIds: scopeSiteIds(sites, row.cmsList, row.siteIds),
  };
  operators.set(row, { sites, operator });
  return operator;
}

export { deleteSession as endSession };
