// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/i18n/i18n';
import { OperatorFormDialog } from '../../../../src/pages/maintenance/operator/OperatorFormDialog';
import { PasswordDialog } from '../../../../src/pages/maintenance/operator/PasswordDialog';
import { GroupEditor } from '../../../../src/pages/maintenance/group/GroupEditor';

afterEach(cleanup);
const groups = [{ groupID: 4, groupName: 'Floor staff', assignable: true }, { groupID: 1, groupName: 'Administrators', assignable: false }];

describe('the operator forms', () => {
  it('shows the spec messages under each field and does not submit', async () => {
    const onSubmit = vi.fn();
    render(<OperatorFormDialog mode="add" groups={groups} onSubmit={onSubmit} onClose={() => undefined} />);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save' })); });
    expect(screen.getAllByText('This field is required')).toHaveLength(4);
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'n'.repeat(31) } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save' })); });
    expect(screen.getByText('Min 4 characters')).toBeTruthy();
    expect(screen.getByText('Max 30 characters')).toBeTruthy();
    expect(screen.getByLabelText('Account').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers only the groups within the caller rights and submits a valid operator', async () => {
    const onSubmit = vi.fn();
    render(<OperatorFormDialog mode="add" groups={groups} onSubmit={onSubmit} onClose={() => undefined} />);
    expect(screen.queryByRole('option', { name: 'Administrators' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'dealer01' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Dealer' } });
    fireEvent.change(screen.getByLabelText('Group'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Initial password'), { target: { value: 'lantern-harbour-42' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save' })); });
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ operatorAC: 'dealer01', groupID: '4', status: 'active' }));
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    render(<PasswordDialog account="dealer01" onSubmit={() => undefined} onClose={onClose} />);
    fireEvent.keyDown(screen.getByLabelText('New password'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('requires a group name in the group editor', async () => {
    const onSave = vi.fn();
    render(<GroupEditor tree={[]} cms={[]} onSave={onSave} />);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Create group' })); });
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});
