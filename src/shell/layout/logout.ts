import { api } from '../../api/endpoints';
import { clearRecent } from '../../state/recentOwner';
import { LOGOUT_MARKER_KEY } from '../../state/sessionActions';
import { handleError } from '../feedback/handleError';

export interface LogoutEffects {
  clearSessionStorage: () => void;
  markLogout: () => void;
  reload: () => void;
}

const browserEffects: LogoutEffects = {
  clearSessionStorage: () => sessionStorage.clear(),
  // the recent pages and inquiries belong to the operator leaving: the next one on this browser starts without them
  markLogout: () => { localStorage.setItem(LOGOUT_MARKER_KEY, String(Date.now())); clearRecent(localStorage); },
  reload: () => window.location.reload(),
};

/** Spec §4: on a status-1 answer, clear session storage, set the logout marker and reload. */
export async function logout(operatorID: number, effects: LogoutEffects = browserEffects, call = api.logout): Promise<boolean> {
  try {
    const envelope = await call(operatorID);
    if (envelope.status !== 1) return false;
    effects.clearSessionStorage();
    effects.markLogout();
    effects.reload();
    return true;
  } catch (error) {
    handleError(error);
    return false;
  }
}
