import { describe, expect, it } from 'vitest';
import { closeDialog, dialogAutoCloseMs, showDialog } from '../../../src/state/dialogActions';
import { sessionStore } from '../../../src/state/sessionStore';

describe('global dialog state', () => {
  it('auto-closes successes after 2000 ms and leaves errors to the user', () => {
    expect(dialogAutoCloseMs('success')).toBe(2000);
    expect(dialogAutoCloseMs('error')).toBeNull();
  });
  it('shows and closes through the session store', () => {
    showDialog('error', 'API Server Error');
    expect(sessionStore.dialog).toEqual({ show: true, kind: 'error', text: 'API Server Error' });
    closeDialog();
    expect(sessionStore.dialog.show).toBe(false);
  });
});
