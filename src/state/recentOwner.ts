import { RECENT_INQUIRIES_KEY, recentInquiriesStore } from './recentInquiries';
import { RECENT_PAGES_KEY } from './recentPages';

/** The operator the recent pages and inquiries in this browser's localStorage belong to. */
export const RECENT_OWNER_KEY = 'recent-owner';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Forgets the recent pages and inquiries (logout, or another operator signing in on this browser). */
export function clearRecent(storage: Store | undefined): void {
  storage?.removeItem(RECENT_PAGES_KEY);
  storage?.removeItem(RECENT_INQUIRIES_KEY);
  storage?.removeItem(RECENT_OWNER_KEY);
  recentInquiriesStore.list = [];
}

/**
 * Called when an operator's session starts or is rebuilt: the recent lists stay when they are its
 * own (a reload, a session that timed out), and are cleared when they were another operator's, so
 * the next operator on a shared browser never sees them. Lists without an owner (kept before owners
 * were recorded) are cleared too. True when something was cleared.
 */
export function claimRecent(storage: Store | undefined, operatorID: number): boolean {
  if (!storage) return false;
  const owner = storage.getItem(RECENT_OWNER_KEY);
  const mine = owner === String(operatorID);
  if (!mine) clearRecent(storage);
  storage.setItem(RECENT_OWNER_KEY, String(operatorID));
  return !mine && owner !== null;
}
