// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/i18n/i18n';
import { PasswordCard } from '../../../../src/pages/setting/PasswordCard';

afterEach(cleanup);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Update password' }));

describe('PasswordCard', () => {
  it("shows 'This field is required' under each empty field and does not submit", () => {
    const onSubmit = vi.fn();
    render(<PasswordCard busy={false} onSubmit={onSubmit} />);
    submit();
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the length and match messages', () => {
    const onSubmit = vi.fn();
    render(<PasswordCard busy={false} onSubmit={onSubmit} />);
    type('Current password', 'demo-pass-2026');
    type('New password', 'abc');
    type('Confirm new password', 'abd');
    submit();
    expect(screen.getByText('Min 8 characters')).toBeTruthy();
    type('New password', 'ledger-river-42');
    type('Confirm new password', 'ledger-river-43');
    submit();
    expect(screen.getByText('New password and confirmation password do not match')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits valid values and empties the form once changed', async () => {
    const onSubmit = vi.fn().mockResolvedValue(true);
    render(<PasswordCard busy={false} onSubmit={onSubmit} />);
    type('Current password', 'demo-pass-2026');
    type('New password', 'ledger-river-42');
    type('Confirm new password', 'ledger-river-42');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ oldPassword: 'demo-pass-2026', newPassword: 'ledger-river-42', confirmPassword: 'ledger-river-42' });
    await waitFor(() => expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe(''));
  });
});
