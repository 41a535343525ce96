// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/i18n/i18n';
import { AuditFilters } from '../../../../src/pages/maintenance/audit/AuditFilters';

afterEach(cleanup);

describe('the audit log’s filters', () => {
  it('say a From after To is backwards and search nothing; a target typed as shown is asked as stored', () => {
    const onSearch = vi.fn();
    const onExport = vi.fn();
    const { container } = render(<AuditFilters busy={false} onSearch={onSearch} onExport={onExport} />);
    fireEvent.change(container.querySelector('#audit-from')!, { target: { value: '2026-12-31' } });
    fireEvent.change(container.querySelector('#audit-to')!, { target: { value: '2026-01-01' } });
    expect(screen.getByRole('alert').textContent).toBe('The start date must be on or before the end date');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export xlsx' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(onExport).not.toHaveBeenCalled();
    fireEvent.change(container.querySelector('#audit-to')!, { target: { value: '2027-01-01' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(container.querySelector('#audit-target')!, { target: { value: 'Account admin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ from: '2026-12-31', to: '2027-01-01', target: 'account:admin' }));
    // an action by name, or every action of a kind (the start of their codes)
    const action = container.querySelector<HTMLSelectElement>('#audit-action')!;
    expect([...action.querySelectorAll('optgroup')].map((g) => g.label)).toEqual(['Every action of a kind', 'One action']);
    fireEvent.change(action, { target: { value: 'login.' } });
    expect(action.selectedOptions[0].textContent).toBe('Logins, every outcome');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ action: 'login.' }));
  });
});
