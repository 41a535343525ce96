// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/i18n/i18n';
import { GlobalDialog } from '../../../../src/shell/feedback/GlobalDialog';
import { showDialog } from '../../../../src/state/dialogActions';
import { sessionStore } from '../../../../src/state/sessionStore';

afterEach(() => { cleanup(); vi.useRealTimers(); });

describe('GlobalDialog', () => {
  it("shows a green 'System Information' success that closes itself after 2000 ms", async () => {
    vi.useFakeTimers();
    render(<GlobalDialog />);
    await act(async () => showDialog('success', 'Your password has been updated'));
    expect(screen.getByRole('dialog').getAttribute('data-kind')).toBe('success');
    expect(screen.getByText('System Information')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await act(async () => { vi.advanceTimersByTime(1999); });
    expect(sessionStore.dialog.show).toBe(true);
    await act(async () => { vi.advanceTimersByTime(1); });
    expect(sessionStore.dialog.show).toBe(false);
  });
  it("shows a red 'System Warning' error that waits for its close button", async () => {
    vi.useFakeTimers();
    render(<GlobalDialog />);
    await act(async () => showDialog('error', 'API Server Error'));
    expect(screen.getByRole('alertdialog').getAttribute('data-kind')).toBe('error');
    expect(screen.getByText('System Warning')).toBeTruthy();
    await act(async () => { vi.advanceTimersByTime(10_000); });
    expect(sessionStore.dialog.show).toBe(true);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Close' })); });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
