import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { closeDialog, dialogAutoCloseMs } from '../../state/dialogActions';
import { sessionStore } from '../../state/sessionStore';
import { DialogView } from './DialogView';

/** Shows the session store's dialog; successes close themselves after 2000 ms. */
export function GlobalDialog() {
  const { dialog } = useSnapshot(sessionStore);
  useEffect(() => {
    const ms = dialog.show ? dialogAutoCloseMs(dialog.kind) : null;
    if (ms === null) return;
    const timer = setTimeout(closeDialog, ms);
    return () => clearTimeout(timer);
  }, [dialog.show, dialog.kind, dialog.text]);
  if (!dialog.show) return null;
  return <DialogView kind={dialog.kind} text={dialog.text} onClose={closeDialog} />;
}
