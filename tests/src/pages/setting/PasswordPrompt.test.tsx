// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/i18n/i18n';
import { PasswordPrompt } from '../../../../src/pages/setting/PasswordPrompt';

afterEach(cleanup);

describe('PasswordPrompt', () => {
  it('requires the password, then confirms with it', () => {
    const onConfirm = vi.fn();
    render(<PasswordPrompt id="p" busy={false} title="Close the one-time password" onConfirm={onConfirm} onCancel={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'demo-pass-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('demo-pass-2026');
  });

  it("shows the server's refusal under the field", () => {
    render(<PasswordPrompt id="p" busy={false} title="t" errorText="your password is incorrect" onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole('alert').textContent).toBe('your password is incorrect');
  });
});
