// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/i18n/i18n';
import { OperatorFormDialog } from '../../../../src/pages/maintenance/operator/OperatorFormDialog';
import { DialogView } from '../../../../src/shell/feedback/DialogView';
import type { OperatorRow } from '../../../../src/pages/maintenance/shared/maintenanceTypes';

afterEach(cleanup);
const groups = [{ groupID: 4, groupName: 'Floor staff', assignable: true }];
const operator: OperatorRow = { operatorID: 6, operatorAC: 'dealer01', operatorName: 'Dealer', groupID: 4, groupName: 'Floor staff', status: 'active', locked: false, otpEnabled: false, version: 1 };

/** An operator's form with the global warning over it, as after a change the server refused. */
function FormWithWarning({ onClose }: { onClose: () => void }) {
  const [warning, setWarning] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setWarning(true)}>behind</button>
      <OperatorFormDialog mode="add" groups={groups} onSubmit={() => undefined} onClose={onClose} />
      {warning && <DialogView kind="error" text="This password is too common" onClose={() => setWarning(false)} />}
    </>
  );
}

describe('a maintenance dialog keeps the keyboard', () => {
  it('puts focus on the first field it can take when editing (the account is disabled)', () => {
    render(<OperatorFormDialog mode="edit" operator={operator} groups={groups} onSubmit={() => undefined} onClose={() => undefined} />);
    expect((screen.getByLabelText('Account') as HTMLInputElement).disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('closes on Escape with focus left on the page, as a click on the backdrop leaves it', () => {
    const onClose = vi.fn();
    render(<OperatorFormDialog mode="add" groups={groups} onSubmit={() => undefined} onClose={onClose} />);
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes only the warning over a form on Escape, then gives focus back to the form', async () => {
    const onClose = vi.fn();
    render(<FormWithWarning onClose={onClose} />);
    // the form's button was disabled while its change was sent: focus fell to the page
    (document.activeElement as HTMLElement).blur();
    await act(async () => { screen.getByRole('button', { name: 'behind' }).click(); });
    const warning = screen.getByRole('alertdialog');
    expect(warning.contains(document.activeElement)).toBe(true);
    await act(async () => { fireEvent.keyDown(document.activeElement!, { key: 'Escape' }); });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText('Account'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
