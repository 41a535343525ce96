// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/i18n/i18n';
import { LoginForm } from '../../../../src/pages/login/LoginForm';
import { OtpForm } from '../../../../src/pages/login/OtpForm';

afterEach(cleanup);

describe('LoginForm', () => {
  it("shows 'Account is required' and 'Password is required' and does not submit", () => {
    const onSubmit = vi.fn();
    render(<LoginForm busy={false} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Account is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
  it('submits the account and password', () => {
    const onSubmit = vi.fn();
    render(<LoginForm busy={false} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo-pass-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith('admin', 'demo-pass-2026');
  });
  it('shows the server message as an alert', () => {
    render(<LoginForm busy={false} errorText="User password is incorrect" onSubmit={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain('User password is incorrect');
  });
});

describe('OtpForm', () => {
  it('accepts digits only and requires six of them', () => {
    const onSubmit = vi.fn();
    render(<OtpForm busy={false} onSubmit={onSubmit} onBack={() => {}} />);
    const input = screen.getByLabelText('One-time code') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12a34' } });
    expect(input.value).toBe('1234');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('The one-time code must be 6 digits')).toBeTruthy();
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });
});
