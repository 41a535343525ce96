// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/i18n/i18n';

const groups = [
  { groupID: 1, groupName: 'Finance', items: [70000], cmsList: [1], siteIds: null, version: 1, operatorCount: 2, manageable: true },
  { groupID: 2, groupName: 'Spare', items: [70000], cmsList: [1], siteIds: null, version: 1, operatorCount: 0, manageable: true },
];
const addGroup = vi.fn();
vi.mock('../../../../src/pages/maintenance/shared/maintenanceApi', () => ({
  maintenanceApi: {
    groups: vi.fn(async () => ({ status: 1, result: { res: groups } })),
    tree: vi.fn(async () => ({ status: 1, result: { res: [], cms: [{ cms_id: 1, cms_name: 'Unit one' }] } })),
    addGroup: (...args: unknown[]) => addGroup(...args),
  },
}));

const { GroupMaintenance } = await import('../../../../src/pages/maintenance/group/GroupMaintenance');
afterEach(cleanup);

/** The screen in the console's router, with a link out of it as the menu has. */
const renderPage = () => render(
  <MemoryRouter initialEntries={['/maintenance/group']}>
    <Link to="/maintenance/audit">Audit Log</Link>
    <Routes>
      <Route path="/maintenance/group" element={<GroupMaintenance />} />
      <Route path="/maintenance/audit" element={<p>the audit log</p>} />
    </Routes>
  </MemoryRouter>,
);

const nameField = () => screen.getByLabelText('Group name') as HTMLInputElement;

describe('the group maintenance screen', () => {
  it('asks before leaving a group with changes not saved, and keeps them if told to stay', async () => {
    await act(async () => { renderPage(); });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: /^Spare/ })); });
    fireEvent.change(nameField(), { target: { value: 'Spare renamed' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: /^Finance/ })); });
    expect(screen.getByRole('dialog').textContent).toContain('The changes to Spare are not saved. Discard them?');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Cancel' })); });
    expect(nameField().value).toBe('Spare renamed');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: /^Finance/ })); });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Discard changes' })); });
    expect(nameField().value).toBe('Finance');
    // an unchanged form is left without a word
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: /^Spare/ })); });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(nameField().value).toBe('Spare');
  });

  it('asks before a link leads away from changes not saved, and follows it once they are discarded', async () => {
    await act(async () => { renderPage(); });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: /^Spare/ })); });
    fireEvent.change(nameField(), { target: { value: 'Spare renamed' } });
    await act(async () => { fireEvent.click(screen.getByRole('link', { name: 'Audit Log' })); });
    expect(screen.getByRole('dialog').textContent).toContain('The changes to Spare are not saved. Discard them?');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Cancel' })); });
    expect(nameField().value).toBe('Spare renamed');
    await act(async () => { fireEvent.click(screen.getByRole('link', { name: 'Audit Log' })); });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Discard changes' })); });
    expect(screen.getByText('the audit log')).toBeTruthy();
  });

  it('follows a link at once from a form without changes', async () => {
    await act(async () => { renderPage(); });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: /^Spare/ })); });
    await act(async () => { fireEvent.click(screen.getByRole('link', { name: 'Audit Log' })); });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('the audit log')).toBeTruthy();
  });

  it("refuses another group's name before asking anything, and offers no Delete for a group with operators", async () => {
    await act(async () => { renderPage(); });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'New group' })); });
    fireEvent.change(nameField(), { target: { value: ' finance ' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Create group' })); });
    expect(screen.getByText('Group name already exists')).toBeTruthy();
    // the same name in full-width letters, which the server folds (NFKC) before it compares
    fireEvent.change(nameField(), { target: { value: 'Ｆｉｎａｎｃｅ' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Create group' })); });
    expect(screen.getByText('Group name already exists')).toBeTruthy();
    // the message may be a screen above the button: the field with it is focused (and so brought into view)
    expect(document.activeElement).toBe(nameField());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(addGroup).not.toHaveBeenCalled();
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: /^Finance/ })); });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Discard changes' })); });
    const remove = screen.getByRole('button', { name: 'Delete group' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    // the reason shows beside it, and is the button's description
    expect(document.getElementById(remove.getAttribute('aria-describedby')!)!.textContent).toBe('The group still has operators');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: /^Spare/ })); });
    expect((screen.getByRole('button', { name: 'Delete group' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
