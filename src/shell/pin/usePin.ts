import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { globalStore } from '../../state/globalStore';
import { sessionStore } from '../../state/sessionStore';
import { handleError } from '../feedback/handleError';
import type { ShellRoute } from '../routes/shellRoute';
import { isPinned, pageTab, pinAfterConfirm } from './pinRules';
import { savePin } from './savePin';

/** The pin state of the current page and the confirm action of its dialog. */
export function usePin(route: Pick<ShellRoute, 'name'>) {
  const { search } = useLocation();
  const { defaultRoute, operator } = useSnapshot(sessionStore);
  const { operatorAC } = useSnapshot(globalStore);
  const [busy, setBusy] = useState(false);
  const current = { routeName: route.name, tab: pageTab(search) };
  const pinned = isPinned(defaultRoute, current);
  const account = operatorAC || operator?.operatorAC || '';

  const confirm = useCallback(async (): Promise<boolean> => {
    setBusy(true);
    try {
      await savePin(pinAfterConfirm(pinned, current), account);
      return true;
    } catch (error) {
      handleError(error);
      return false;
    } finally {
      setBusy(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `current` is rebuilt from these each render
  }, [pinned, current.routeName, current.tab, account]);

  return { pinned, busy, confirm };
}
