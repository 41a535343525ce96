// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/i18n/i18n';
import { BlockBoundary } from '../../../../src/renderers/states/BlockBoundary';

afterEach(cleanup);

describe('a report block whose code does not load', () => {
  it('says so in its own card with Try again, and the blocks beside it stay', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // as a chunk whose hash a deploy changed: the dynamic import rejects
    const Chart = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/ReportChart-x.js')));
    const retry = vi.fn();
    render(
      <div>
        <p>Tiles</p>
        <BlockBoundary block="chart" onRetry={retry}><Suspense fallback={<p>placeholder</p>}><Chart /></Suspense></BlockBoundary>
        <p>Grid</p>
      </div>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The chart could not be drawn: its code did not load.');
    expect(screen.getByText('Tiles')).toBeTruthy();
    expect(screen.getByText('Grid')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(warn.mock.calls.some((c) => String(c[0]).includes('chart failed to draw'))).toBe(true);
    warn.mockRestore();
    error.mockRestore();
  });
});
