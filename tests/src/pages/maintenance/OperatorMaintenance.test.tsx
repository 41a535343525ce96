// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/i18n/i18n';
import { sessionStore } from '../../../../src/state/sessionStore';

const row = { operatorID: 9, operatorAC: 'dealer01', operatorName: 'Dealer', groupID: 4, groupName: 'Floor', status: 'active', locked: false, otpEnabled: false, version: 3, manageable: true };
const update = vi.fn();
vi.mock('../../../../src/pages/maintenance/shared/maintenanceApi', () => ({
  maintenanceApi: {
    operators: vi.fn(async () => ({ status: 1, result: { res: [row], total: 1 } })),
    operatorGroups: vi.fn(async () => ({ status: 1, result: { res: [{ groupID: 4, groupName: 'Floor', assignable: true }] } })),
    updateOperator: (...args: unknown[]) => update(...args),
  },
}));
vi.mock('ag-grid-react', () => ({
  AgGridReact: ({ rowData, onSelectionChanged }: { rowData: typeof row[]; onSelectionChanged: (e: unknown) => void }) => (
    <ul>{rowData.map((r) => (
      <li key={r.operatorID}><button type="button" onClick={() => onSelectionChanged({ api: { getSelectedRows: () => [r] } })}>{r.operatorAC}</button></li>
    ))}</ul>
  ),
}));

const { OperatorMaintenance } = await import('../../../../src/pages/maintenance/operator/OperatorMaintenance');

beforeEach(() => { sessionStore.dialog = { show: false, kind: 'success', text: '' }; update.mockReset(); });
afterEach(cleanup);

describe('the operator maintenance screen', () => {
  it("answers 'No operator selected' when an action is pressed with no row selected", async () => {
    await act(async () => { render(<OperatorMaintenance />); });
    for (const name of ['Edit', 'Disable', 'Lock', 'Reset password', 'Reset OTP', 'Delete']) {
      sessionStore.dialog = { show: false, kind: 'success', text: '' };
      await act(async () => { fireEvent.click(screen.getByRole('button', { name })); });
      expect([name, sessionStore.dialog]).toEqual([name, { show: true, kind: 'error', text: 'No operator selected' }]);
    }
  });

  it('offers no OTP reset for an operator without OTP, and says why', async () => {
    await act(async () => { render(<OperatorMaintenance />); });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'dealer01' })); });
    const reset = screen.getByRole('button', { name: 'Reset OTP' }) as HTMLButtonElement;
    expect(reset.disabled).toBe(true);
    expect(reset.title).toBe('OTP is not turned on for this operator: there is none to reset');
  });

  it('confirms before disabling and shows the current state after a conflict', async () => {
    update.mockResolvedValue({ status: 9409, result: { message: 'x', current: { ...row, operatorName: 'Renamed', status: 'disabled', version: 4 } } });
    await act(async () => { render(<OperatorMaintenance />); });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'dealer01' })); });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Disable' })); });
    expect(screen.getByRole('dialog').textContent).toMatch(/Disable dealer01\?/);
    await act(async () => { fireEvent.click(screen.getAllByRole('button', { name: 'Disable' }).at(-1)!); });
    expect(update).toHaveBeenCalledWith({ operatorID: 9, version: 3, status: 'disabled' });
    expect(sessionStore.dialog.kind).toBe('error');
    expect(sessionStore.dialog.text).toMatch(/changed this record.*Now: Renamed · Floor · Disabled · Unlocked · OTP Off/);
  });
});
