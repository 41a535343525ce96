import { LOGOUT_MARKER_KEY, REDIRECTED_KEY } from '../state/sessionActions';

/**
 * After a logout reload (spec §4) the marker is consumed and the console opens on /login,
 * so the page the operator logged out from is not remembered for the next login.
 */
export function consumeLogoutMarker(storage: Pick<Storage, 'getItem' | 'removeItem'>, history: Pick<History, 'replaceState'>): boolean {
  if (storage.getItem(LOGOUT_MARKER_KEY) === null) return false;
  storage.removeItem(LOGOUT_MARKER_KEY);
  storage.removeItem(REDIRECTED_KEY);
  history.replaceState(null, '', '/login');
  return true;
}
