import { proxy } from 'valtio';

/**
 * A session that ended under the operator (spec §8: 8002 or HTTP 401). The login page says so, and
 * the login that follows returns to the page the operator was on. The spec removes the 'redirected'
 * marker on session loss (§4), so that page is kept here, in memory, by the first request that
 * found the session gone (later ones may already see the console on its way to /login).
 */
export const sessionLossStore = proxy<{ lost: boolean; from: string | null }>({ lost: false, from: null });

export function markSessionLost(from: string | null): void {
  sessionLossStore.lost = true;
  if (from && !sessionLossStore.from) sessionLossStore.from = from;
}

/** The page to return to after the login (once), and the loss forgotten. */
export function takeReturnPath(): string | null {
  const from = sessionLossStore.from;
  sessionLossStore.lost = false;
  sessionLossStore.from = null;
  return from;
}
